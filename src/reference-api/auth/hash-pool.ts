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

/** The default number of hashes at once on this machine (see `HashPoolOptions.concurrency`). */
export function defaultHashConcurrency(): number {
  const threadpool = Number(process.env.UV_THREADPOOL_SIZE) || 4;
  return Math.max(1, Math.min(availableParallelism(), threadpool) - 1);
}

/**
 * A counting semaphore around password hashing. scrypt already runs off the event loop (on libuv's
 * threadpool), so no worker threads are needed: what a flood costs is CPU and 32 MiB per hash,
 * and that is bounded by how many run at once. Calls beyond the slots queue in arrival order;
 * when the queue is full a call that may be refused is, at once, instead of waiting behind a flood.
 */
export class HashPool {
  readonly concurrency: number;
  readonly maxQueued: number;
  #active = 0;
  #peak = 0;
  #started = 0;
  readonly #queue: Array<() => void> = [];
  /** A moving average of one hash's duration, for Retry-After. */
  #averageMs = 100;

  constructor(options: HashPoolOptions = {}) {
    this.concurrency = Math.max(1, options.concurrency ?? defaultHashConcurrency());
    this.maxQueued = Math.max(0, options.maxQueued ?? this.concurrency * 8);
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
   * it throws `HashPoolBusyError` when `maxQueued` calls are already waiting.
   */
  async run<T>(task: () => Promise<T>, options: { wait?: boolean } = {}): Promise<T> {
    if (this.#active >= this.concurrency) {
      if (!options.wait && this.#queue.length >= this.maxQueued) {
        const drainMs = ((this.#queue.length + 1) * this.#averageMs) / this.concurrency;
        throw new HashPoolBusyError(Math.max(1, Math.ceil(drainMs / 1000)));
      }
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
