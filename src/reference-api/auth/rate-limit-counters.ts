import type { Db } from '../db/db.ts';

/** At most `max` counted hits per fixed window of `windowSeconds`, which starts at the first hit. */
export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

/** One counter: a bucket name (`login.address:ann@example.com`) and its rule. */
export interface RateLimitBucket {
  name: string;
  rule: RateLimitRule;
}

const sweepEveryMs = 60_000;

/**
 * Hit counters in the database (table `rate_limit_counters`), so every API instance on one
 * PostgreSQL sees the same counts. Each change is one atomic statement (an upsert or an update),
 * never a read-modify-write in JavaScript, so concurrent requests on several instances cannot
 * lose a hit. Times come from `now` (tests step it), not from the database's clock.
 */
export class RateLimitCounters {
  readonly #db: Db;
  readonly #now: () => number;
  #lastSweep = Number.NEGATIVE_INFINITY;
  /**
   * Buckets seen full, with the end of their window. A full bucket stays full until its window
   * ends (only a success takes a hit back, and a full bucket lets no attempt through to succeed;
   * the rare success already under way clears it here), so a flood that is already refused is
   * answered from memory, without a query.
   */
  readonly #fullUntil = new Map<string, number>();

  constructor(db: Db, now: () => number = Date.now) {
    this.#db = db;
    this.#now = now;
  }

  /** Seconds until every bucket is below its max again; 0 when none is full. */
  async waitSeconds(buckets: readonly RateLimitBucket[]): Promise<number> {
    const now = this.#now();
    let knownMs = 0;
    for (const b of buckets) knownMs = Math.max(knownMs, (this.#fullUntil.get(b.name) ?? 0) - now);
    if (knownMs > 0) return Math.ceil(knownMs / 1000);
    const rows = await this.#db.query<{ bucket: string; hits: number; ends_ms: number }>(
      `select bucket, hits, extract(epoch from window_ends_at)::float8 * 1000 as ends_ms
         from rate_limit_counters where bucket = any($1::text[]) and window_ends_at > $2::timestamptz`,
      [buckets.map((b) => b.name), new Date(now).toISOString()],
    );
    return this.#wait(buckets, rows, now, (hits, max) => hits >= max);
  }

  /**
   * Counts one hit in each bucket and answers the seconds to wait when that took a bucket over its
   * max (0 when all are still within). A window that has ended starts again at this hit.
   */
  async hit(buckets: readonly RateLimitBucket[]): Promise<number> {
    const now = this.#now();
    await this.#sweep(now);
    // Sorted, so two requests on PostgreSQL lock the rows of their buckets in the same order.
    const sorted = [...buckets].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const rows = await this.#db.query<{ bucket: string; hits: number; ends_ms: number }>(
      `insert into rate_limit_counters as c (bucket, hits, window_ends_at)
       select bucket, 1, $2::timestamptz + make_interval(secs => seconds)
         from unnest($1::text[], $3::float8[]) with ordinality as t(bucket, seconds, n)
        order by n
       on conflict (bucket) do update set
         hits = case when c.window_ends_at <= $2::timestamptz then 1 else c.hits + 1 end,
         window_ends_at = case when c.window_ends_at <= $2::timestamptz then excluded.window_ends_at
                               else c.window_ends_at end
       returning bucket, hits, extract(epoch from window_ends_at)::float8 * 1000 as ends_ms`,
      [sorted.map((b) => b.name), new Date(now).toISOString(), sorted.map((b) => b.rule.windowSeconds)],
    );
    return this.#wait(buckets, rows, now, (hits, max) => hits > max);
  }

  /** Takes back one hit from each bucket (an attempt that turned out not to count). */
  async takeBack(buckets: readonly RateLimitBucket[]): Promise<void> {
    for (const b of buckets) this.#fullUntil.delete(b.name);
    await this.#db.query(
      `update rate_limit_counters set hits = greatest(hits - 1, 0)
        where bucket = any($1::text[]) and window_ends_at > $2::timestamptz`,
      [buckets.map((b) => b.name), new Date(this.#now()).toISOString()],
    );
  }

  /** Forgets the buckets altogether. */
  async forget(buckets: readonly RateLimitBucket[]): Promise<void> {
    for (const b of buckets) this.#fullUntil.delete(b.name);
    await this.#db.query('delete from rate_limit_counters where bucket = any($1::text[])', [
      buckets.map((b) => b.name),
    ]);
  }

  #wait(
    buckets: readonly RateLimitBucket[],
    rows: readonly { bucket: string; hits: number; ends_ms: number }[],
    now: number,
    isFull: (hits: number, max: number) => boolean,
  ): number {
    let waitMs = 0;
    for (const row of rows) {
      const bucket = buckets.find((b) => b.name === row.bucket);
      if (bucket && isFull(row.hits, bucket.rule.max)) {
        waitMs = Math.max(waitMs, row.ends_ms - now);
        this.#fullUntil.set(row.bucket, row.ends_ms);
      }
    }
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
  }

  /** Deletes rows whose window ended, at most once a minute per instance. */
  async #sweep(now: number): Promise<void> {
    if (now - this.#lastSweep < sweepEveryMs) return;
    this.#lastSweep = now;
    for (const [name, until] of this.#fullUntil) if (until <= now) this.#fullUntil.delete(name);
    await this.#db.query('delete from rate_limit_counters where window_ends_at <= $1::timestamptz', [
      new Date(now).toISOString(),
    ]);
  }
}
