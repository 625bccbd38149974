import { availableParallelism } from 'node:os';
import { ApiError } from '../platform/api-error.ts';

/** How a hash pool is sized. */
export interface HashPoolOptions {
  /**
   * Hashes that run at once. Default: one core less than the machine has (at least one), and at
   * most libuv's threadpool size less one, so the event loop (where PGlite runs) and file I/O keep
   * a core and a thread while a flood of logins hashes.
   */
  concurrency?: number;
  /** Hashes that may wait for a free slot before `run` refuses (default 8 per slot). */
  maxQueued?: number;
  /**
   * Hashes one source may have running and waiting at once (default a quarter of slots plus
   * queue, at least 1): one source cannot fill the pool, the others still get slots.
   */
  maxPerSource?: number;
}

/**
 * Thrown by `HashPool.run` when the queue is full: a 429 "busy" with `Retry-After` (a guess at when
 * a slot is free, in whole seconds, ≥ 1), answered at once instead of waiting behind a flood.
 */
export class HashPoolBusyError extends ApiError {
  constructor(retryAfterSeconds: number) {
    super(429, 'errors.serverBusy', { '': ['errors.serverBusy'] }, { retryAfterSeconds });
    this.name = 'HashPoolBusyError';
  }
}

/**
 * The default number of hashes at once on this machine (see `HashPoolOptions.concurrency`): one less
 * than libuv's threads (`UV_THREADPOOL_SIZE`, 4 unless set) or the cores, whichever is fewer.
 */
export function defaultHashConcurrency(threadpool = 4): number {
  return Math.max(1, Math.min(availableParallelism(), threadpool) - 1);
}

/**
 * A counting semaphore around password hashing. scrypt already runs off the event loop (on libuv's
 * threadpool), so no worker threads are needed: what a flood costs is CPU and 32 MiB per hash,
 * and that is bounded by how many run at once. Calls beyond the slots queue in arrival order;
 * when the queue is full a call that may be refused is, at once, instead of waiting behind a flood.
 * Fair across sources: one source holds at most `maxPerSource` of the running and waiting hashes,
 * so a flood from one address leaves room for everyone else's logins (per process, which is enough:
 * each instance has its own pool).
 */
export class HashPool {
  readonly concurrency: number;
  readonly maxQueued: number;
  readonly maxPerSource: number;
  /** Hashes running or waiting, per source. */
  readonly #perSource = new Map<string, number>();
  #active = 0;
  #peak = 0;
  #started = 0;
  readonly #queue: Array<() => void> = [];
  /** A moving average of one hash's duration, for Retry-After. */
  #averageMs = 100;

  constructor(options: HashPoolOptions = {}) {
    this.concurrency = Math.max(1, options.concurrency ?? defaultHashConcurrency());
    this.maxQueued = Math.max(0, options.maxQueued ?? this.concurrency * 8);
    this.maxPerSource = Math.max(
      1,
      options.maxPerSource ?? Math.ceil((this.concurrency + this.maxQueued) / 4),
    );
  }

  /** Hashes running now. */
  get active(): number {
    return this.#active;
  }

  /** The most hashes that ever ran at once (for tests and the benchmark). */
  get peak(): number {
    return this.#peak;
  }

  /** Hashes started so far (a 429 answered before hashing leaves it unchanged). */
  get started(): number {
    return this.#started;
  }

  /** Hashes waiting for a slot. */
  get queued(): number {
    return this.#queue.length;
  }

  /**
   * Runs `task` in a slot. With `wait` (bulk work such as seeding) it always queues; otherwise
   * it throws `HashPoolBusyError` when `maxQueued` calls are already waiting, or when `source`
   * (a request's `sourceKey`) already has `maxPerSource` hashes running or waiting.
   */
  async run<T>(task: () => Promise<T>, options: { wait?: boolean; source?: string } = {}): Promise<T> {
    const { source } = options;
    const mine = source === undefined ? 0 : (this.#perSource.get(source) ?? 0);
    if (!options.wait && source !== undefined && mine >= this.maxPerSource) throw this.#busy();
    if (this.#active >= this.concurrency && !options.wait && this.#queue.length >= this.maxQueued)
      throw this.#busy();
    if (source !== undefined) this.#perSource.set(source, mine + 1);
    try {
      return await this.#runInSlot(task);
    } finally {
      if (source !== undefined) {
        const left = (this.#perSource.get(source) ?? 1) - 1;
        if (left > 0) this.#perSource.set(source, left);
        else this.#perSource.delete(source);
      }
    }
  }

  #busy(): HashPoolBusyError {
    const drainMs = ((this.#queue.length + 1) * this.#averageMs) / this.concurrency;
    return new HashPoolBusyError(Math.max(1, Math.ceil(drainMs / 1000)));
  }

  async #runInSlot<T>(task: () => Promise<T>): Promise<T> {
    if (this.#active >= this.concurrency) {
      await new Promise<void>((resolve) => this.#queue.push(resolve));
    } else {
      this.#active++;
    }
    this.#peak = Math.max(this.#peak, this.#active);
    this.#started++;
    const started = performance.now();
    try {
      return await task();
    } finally {
      this.#averageMs = this.#averageMs * 0.9 + (performance.now() - started) * 0.1;
      // Hand the slot straight to the next in line, so #active never dips and no one jumps the queue.
      const next = this.#queue.shift();
      if (next) next();
      else this.#active--;
    }
  }
}
