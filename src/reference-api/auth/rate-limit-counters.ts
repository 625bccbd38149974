import type { Db } from '../db/db.ts';

/**
 * At most `max` counted hits per fixed window of `windowSeconds`, which starts at the first hit;
 * with `delay`, the `after`th hit and each one past it also close the bucket for a while:
 * `firstSeconds`, doubling with every further hit, at most `maxSeconds`.
 */
export interface RateLimitRule {
  max: number;
  windowSeconds: number;
  delay?: { after: number; firstSeconds: number; maxSeconds: number };
}

/**
 * One counter: a bucket name (`login.address:ann@example.com`) and its rule. `clearable`: a
 * success may forget it (on any instance), so a refusal is never answered from memory.
 */
export interface RateLimitBucket {
  name: string;
  rule: RateLimitRule;
  clearable?: boolean;
}

type CounterRow = { bucket: string; hits: number; ends_ms: number; blocked_ms: number | null };

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
   * answered from memory, without a query. Clearable buckets are never kept here: a success or a
   * reset on another instance must open them at once.
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
    const rows = await this.#db.query<CounterRow>(
      `select bucket, case when window_ends_at > $2::timestamptz then hits else 0 end as hits,
              extract(epoch from window_ends_at)::float8 * 1000 as ends_ms,
              extract(epoch from blocked_until)::float8 * 1000 as blocked_ms
         from rate_limit_counters
        where bucket = any($1::text[])
          and (window_ends_at > $2::timestamptz or blocked_until > $2::timestamptz)`,
      [buckets.map((b) => b.name), new Date(now).toISOString()],
    );
    return this.#wait(buckets, rows, now, (hits, max) => hits >= max);
  }

  /**
   * Counts one hit in each bucket and answers the seconds to wait when that took a bucket over its
   * max (0 when all are still within), and the buckets whose delay was in force: those are not
   * counted and change nothing. A window that has ended starts again at this hit; a hit at or past
   * a delay's `after` closes the bucket anew.
   */
  async hit(buckets: readonly RateLimitBucket[]): Promise<{ waitSeconds: number; refused: string[] }> {
    const now = this.#now();
    await this.#sweep(now);
    // Sorted, so two requests on PostgreSQL lock the rows of their buckets in the same order.
    const sorted = [...buckets].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    // The delay of each bucket comes from the parameters. The update sees the latest row (locked),
    // so of parallel attempts that all got past the check, those after the one whose hit closed
    // the bucket are refused here, atomically.
    const rows = await this.#db.query<CounterRow & { refused: boolean }>(
      `insert into rate_limit_counters as c (bucket, hits, window_ends_at, blocked_until)
       select bucket, 1, $2::timestamptz + make_interval(secs => seconds),
              case when after <= 1 then $2::timestamptz + make_interval(secs => first_seconds) end
         from unnest($1::text[], $3::float8[], $4::int[], $5::float8[], $6::float8[])
                with ordinality as t(bucket, seconds, after, first_seconds, max_seconds, n)
        order by n
       on conflict (bucket) do update set
         hits = case when c.blocked_until > $2::timestamptz then c.hits
                     when c.window_ends_at <= $2::timestamptz then 1 else c.hits + 1 end,
         window_ends_at = case when c.blocked_until > $2::timestamptz
                                 or c.window_ends_at > $2::timestamptz then c.window_ends_at
                               else excluded.window_ends_at end,
         blocked_before = case when c.blocked_until > $2::timestamptz then c.blocked_before
                               else c.blocked_until end,
         last_hit_refused = coalesce(c.blocked_until > $2::timestamptz, false),
         blocked_until = case when c.blocked_until > $2::timestamptz then c.blocked_until else (
           select case when d.after is not null and h.hits >= d.after
                       then $2::timestamptz + make_interval(secs => least(d.max_seconds,
                              d.first_seconds * power(2, h.hits - d.after)))
                  end
             from (select case when c.window_ends_at <= $2::timestamptz then 1 else c.hits + 1 end as hits) h,
                  unnest($1::text[], $4::int[], $5::float8[], $6::float8[]) as d(bucket, after, first_seconds, max_seconds)
            where d.bucket = c.bucket) end
       returning bucket, hits, extract(epoch from window_ends_at)::float8 * 1000 as ends_ms,
                 extract(epoch from blocked_until)::float8 * 1000 as blocked_ms,
                 last_hit_refused as refused`,
      [
        sorted.map((b) => b.name),
        new Date(now).toISOString(),
        sorted.map((b) => b.rule.windowSeconds),
        sorted.map((b) => b.rule.delay?.after ?? null),
        sorted.map((b) => b.rule.delay?.firstSeconds ?? null),
        sorted.map((b) => b.rule.delay?.maxSeconds ?? null),
      ],
    );
    const refused = rows.filter((r) => r.refused);
    // Over the max, or closed by a delay already in force (not one this hit set).
    const waitSeconds = Math.max(
      this.#wait(
        buckets,
        rows.map((r) => ({ ...r, blocked_ms: null })),
        now,
        (hits, max) => hits > max,
      ),
      this.#wait(buckets, refused, now, () => false),
    );
    return { waitSeconds, refused: refused.map((r) => r.bucket) };
  }

  /**
   * Counts one hit in each bucket if none is full: answers 0 when counted, else the seconds to wait,
   * and then nothing is counted (a full bucket refuses before any write; a lost race for the last
   * place is taken back, except in buckets whose delay already refused it).
   */
  async admit(buckets: readonly RateLimitBucket[]): Promise<number> {
    const blocked = await this.waitSeconds(buckets);
    if (blocked > 0) return blocked;
    const { waitSeconds, refused } = await this.hit(buckets);
    if (waitSeconds > 0) await this.takeBack(buckets.filter((b) => !refused.includes(b.name)));
    return waitSeconds;
  }

  /**
   * Takes back one counted hit from each bucket (an attempt that turned out not to count), and
   * the delay it set: the one in force before it comes back.
   */
  async takeBack(buckets: readonly RateLimitBucket[]): Promise<void> {
    const now = new Date(this.#now()).toISOString();
    // One row per statement: a statement that locks several rows in another order than the
    // upserts of `hit` could deadlock with them on PostgreSQL.
    for (const b of buckets) {
      this.#fullUntil.delete(b.name);
      await this.#db.query(
        `update rate_limit_counters set hits = greatest(hits - 1, 0), blocked_until = blocked_before
          where bucket = $1 and window_ends_at > $2::timestamptz`,
        [b.name, now],
      );
    }
  }

  /** Forgets the buckets altogether (one row per statement, as in `takeBack`). */
  async forget(buckets: readonly RateLimitBucket[]): Promise<void> {
    for (const b of buckets) {
      this.#fullUntil.delete(b.name);
      await this.#db.query('delete from rate_limit_counters where bucket = $1', [b.name]);
    }
  }

  /** Whether `name` was marked (`mark`) and its mark has not ended. */
  async isMarked(name: string): Promise<boolean> {
    const rows = await this.#db.query(
      'select 1 from rate_limit_counters where bucket = $1 and window_ends_at > $2::timestamptz',
      [name, new Date(this.#now()).toISOString()],
    );
    return rows.length > 0;
  }

  /** Marks `name` for `seconds` from now (a row that is no limit, only remembered). */
  async mark(name: string, seconds: number): Promise<void> {
    await this.#db.query(
      `insert into rate_limit_counters (bucket, hits, window_ends_at)
       values ($1, 0, $2::timestamptz + make_interval(secs => $3))
       on conflict (bucket) do update set window_ends_at = excluded.window_ends_at`,
      [name, new Date(this.#now()).toISOString(), seconds],
    );
  }

  /** Forgets every bucket whose name starts with `prefix` (all sources of one address). */
  async forgetPrefix(prefix: string): Promise<void> {
    for (const name of this.#fullUntil.keys()) if (name.startsWith(prefix)) this.#fullUntil.delete(name);
    await this.#db.query('delete from rate_limit_counters where starts_with(bucket, $1)', [prefix]);
  }

  #wait(
    buckets: readonly RateLimitBucket[],
    rows: readonly CounterRow[],
    now: number,
    isFull: (hits: number, max: number) => boolean,
  ): number {
    let waitMs = 0;
    for (const row of rows) {
      const bucket = buckets.find((b) => b.name === row.bucket);
      if (!bucket) continue;
      let untilMs = 0;
      if (isFull(row.hits, bucket.rule.max)) untilMs = row.ends_ms;
      if (row.blocked_ms !== null && row.blocked_ms > now) untilMs = Math.max(untilMs, row.blocked_ms);
      if (untilMs <= now) continue;
      waitMs = Math.max(waitMs, untilMs - now);
      if (!bucket.clearable) this.#fullUntil.set(row.bucket, untilMs);
    }
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
  }

  /** Deletes rows whose window and delay ended, at most once a minute per instance. */
  async #sweep(now: number): Promise<void> {
    if (now - this.#lastSweep < sweepEveryMs) return;
    this.#lastSweep = now;
    for (const [name, until] of this.#fullUntil) if (until <= now) this.#fullUntil.delete(name);
    await this.#db.query(
      `delete from rate_limit_counters
        where window_ends_at <= $1::timestamptz and (blocked_until is null or blocked_until <= $1::timestamptz)`,
      [new Date(now).toISOString()],
    );
  }
}
