import { setImmediate as yieldTurn } from 'node:timers/promises';

/**
 * The database behind the reference API: an embedded PostgreSQL (PGlite) in a local folder by
 * default, or a real PostgreSQL server when `DATABASE_URL` is set. Both speak the same SQL, so
 * migrations, seed and queries are written once against this small interface.
 */
export interface Db {
  /** Runs one parameterised statement ($1, $2, …) and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `work` in a transaction of its own once no statement of anyone else has run or waited for
   * a moment (at most `maxWaitMs` after the call): PGlite only, whose one connection a background
   * writer would otherwise take from the users (docs/integration.md#writing-big-batches).
   */
  inTurn?<T>(maxWaitMs: number, work: (tx: Db) => Promise<T>): Promise<T>;
  /** The embedded database's files as one archive, gzipped if asked (`DbOptions.loadDataDir` opens a copy); PGlite only. */
  dump?(compression?: 'none' | 'gzip'): Promise<Blob>;
  /**
   * Hears `channel` (LISTEN/NOTIFY): `onPayload` gets each notification once its transaction has
   * committed, from every connection to the database (so from every API instance). `onResumed` is
   * called when a lost listening connection is taken up again: what was notified in between is gone.
   * Resolves with the stop. The database itself only, not a transaction.
   */
  listen?(
    channel: string,
    onPayload: (payload: string) => void,
    onResumed?: () => void,
  ): Promise<() => Promise<void>>;
}

/** A channel name written into LISTEN: an identifier of our own, never a request's. */
function checkedChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  return channel;
}

export interface DbOptions {
  /** Folder of the embedded database; ignored when `databaseUrl` is set. `memory://` keeps it in memory. */
  dataDir: string;
  /** A PostgreSQL connection string; when set, a real server is used. */
  databaseUrl?: string | undefined;
  /** An embedded database to start from (a `Db.dump()` archive) instead of an empty one; tests use it. */
  loadDataDir?: Blob | undefined;
}

/** Opens the database named by the options. */
export async function openDb(options: DbOptions): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir, options.loadDataDir);
}

/** How long no statement of anyone ran before a background writer takes its turn (inTurn). */
const quietMs = 3;

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  // The trigram indexes of the table searches (migration 031); PostgreSQL ships it as a contrib module.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const pg = await PGlite.create(dataDir === 'memory://' ? undefined : dataDir, {
    // PostgreSQL's default 128 MB of shared buffers is zero-filled inside the WebAssembly memory at
    // start, so all of it is resident at once; the seeded database's hot tables and indexes fit in 32 MB.
    // The write-ahead log is kept to 32–64 MB (PostgreSQL's default lets it grow to 1 GB before a
    // checkpoint recycles it, which doubled the folder's growth per uploaded MB on a small server).
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      'shared_buffers=32MB',
      '-c',
      'max_wal_size=64MB',
      '-c',
      'min_wal_size=32MB',
    ],
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  type Queryable = Pick<typeof pg, 'query' | 'exec'>;
  const wrap = (q: Queryable): Omit<Db, 'transaction' | 'close' | 'kind'> => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  // The calls on the database itself running or waiting for the one connection, and when the last
  // one ended (inTurn).
  let pending = 0;
  let lastEnded = 0;
  const counted = async <T>(call: () => Promise<T>): Promise<T> => {
    pending++;
    try {
      return await call();
    } finally {
      pending--;
      lastEnded = performance.now();
    }
  };
  const transaction = <T>(work: (tx: Db) => Promise<T>) =>
    pg.transaction(async (tx) => {
      // A transaction begun inside this one joins it (PostgreSQL has no nested BEGIN).
      const inner: Db = {
        ...wrap(tx),
        kind: 'pglite',
        transaction: (w) => w(inner),
        close: async () => {},
      };
      return work(inner);
    });
  const top = wrap(pg);
  const db: Db = {
    query: (sql, params) => counted(() => top.query(sql, params)),
    exec: (sql) => counted(() => top.exec(sql)),
    kind: 'pglite',
    transaction: (work) => counted(() => transaction(work)),
    async inTurn(maxWaitMs, work) {
      const until = performance.now() + maxWaitMs;
      // At least one turn of the event loop: PGlite's statements end in promises alone, so a writer
      // that did not yield would hold the loop for a whole batch. Then a request between two of its
      // statements (a token checked, a row mapped) has none running: a quiet moment of `quietMs`
      // tells it has ended.
      do await yieldTurn();
      while (performance.now() < until && (pending > 0 || performance.now() - lastEnded < quietMs));
      return transaction(work);
    },
    close: () => pg.close(),
    dump: (compression = 'none') => pg.dumpDataDir(compression),
    // One connection, which never drops: nothing to resume.
    async listen(channel, onPayload) {
      const stop = await pg.listen(checkedChannel(channel), onPayload);
      return () => stop();
    },
  };
  return db;
}

async function openPostgres(databaseUrl: string): Promise<Db> {
  const { default: pg } = await import('pg');
  // Return bigint and numeric as numbers and dates as ISO strings, as PGlite does by default
  // for the types we use, so that both backends give the same JSON.
  pg.types.setTypeParser(20, (v) => Number(v));
  pg.types.setTypeParser(1700, (v) => Number(v));
  // A server that does not answer fails the request (and the start-up check) instead of hanging.
  const p = new pg.Pool({ connectionString: databaseUrl, max: 8, connectionTimeoutMillis: 10_000 });
  const db: Db = {
    kind: 'postgres',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await p.query(sql, params as unknown[]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await p.query(sql);
    },
    async transaction(work) {
      const client = await p.connect();
      const tx: Db = {
        kind: 'postgres',
        async query<T>(sql: string, params: readonly unknown[] = []) {
          return (await client.query(sql, params as unknown[])).rows as T[];
        },
        async exec(sql: string) {
          await client.query(sql);
        },
        transaction: (w) => w(tx),
        close: async () => {},
      };
      try {
        await client.query('BEGIN');
        const result = await work(tx);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => p.end(),
    listen: (channel, onPayload, onResumed) =>
      listenOnServer(pg, databaseUrl, checkedChannel(channel), onPayload, onResumed),
  };
  return db;
}

/**
 * LISTEN on a connection of its own (a pooled one goes back to the pool, and its LISTEN with it),
 * taken up again after a loss with a growing pause (1 s, doubling to 30 s).
 */
async function listenOnServer(
  pg: typeof import('pg').default,
  databaseUrl: string,
  channel: string,
  onPayload: (payload: string) => void,
  onResumed?: () => void,
): Promise<() => Promise<void>> {
  let client: InstanceType<typeof pg.Client> | null = null;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const connect = async (resumed: boolean) => {
    const c = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
    c.on('notification', (m) => {
      if (m.channel === channel && m.payload !== undefined) onPayload(m.payload);
    });
    const lost = () => {
      if (client !== c || stopped) return;
      client = null;
      void c.end().catch(() => {});
      again(1000);
    };
    c.on('error', lost);
    c.on('end', lost);
    await c.connect();
    await c.query(`listen ${channel}`);
    if (stopped) return void (await c.end());
    client = c;
    if (resumed) onResumed?.();
  };
  const again = (delayMs: number) => {
    retry = setTimeout(() => {
      connect(true).catch(() => again(Math.min(delayMs * 2, 30_000)));
    }, delayMs);
    retry.unref();
  };
  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const c = client;
    client = null;
    await c?.end().catch(() => {});
  };
}
