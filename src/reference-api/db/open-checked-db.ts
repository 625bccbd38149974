import { mkdir, open, statfs, unlink } from 'node:fs/promises';
import { resolve } from 'node:path';
import { type Db, type DbOptions, openDb } from './db.ts';

/** A reason the server cannot start, as one line for the operator. */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StartupError';
  }
}

/** Free space PGlite needs to start and migrate (its WAL segments are 16 MB each). Default 64 MB. */
export const MIN_FREE_BYTES = 64 * 1024 * 1024;

const megabytes = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`;
const codeOf = (error: unknown) => (error as { code?: string }).code ?? '';
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function freeBytes(dir: string): Promise<number | null> {
  try {
    const stats = await statfs(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return null;
  }
}

/**
 * Checks that the data folder exists or can be created, can be written and synced, and has room:
 * PGlite itself only says "failed to initialize properly" for every one of these.
 */
export async function checkDataDir(dataDir: string, minFreeBytes = MIN_FREE_BYTES): Promise<void> {
  const dir = resolve(dataDir);
  try {
    await mkdir(dir, { recursive: true });
  } catch (error) {
    throw new StartupError(
      `DATA_DIR ${dir} is missing and cannot be created (${codeOf(error) || reasonOf(error)})`,
      {
        cause: error,
      },
    );
  }
  const probe = resolve(dir, `.write-probe-${process.pid}`);
  try {
    const file = await open(probe, 'w');
    try {
      await file.write(Buffer.alloc(64 * 1024));
      await file.sync();
    } finally {
      await file.close();
      await unlink(probe).catch(() => {});
    }
  } catch (error) {
    const code = codeOf(error);
    if (code === 'ENOSPC' || code === 'EDQUOT')
      throw new StartupError(`the disk of DATA_DIR ${dir} is full (${code})`, { cause: error });
    throw new StartupError(
      `DATA_DIR ${dir} cannot be written (${code || reasonOf(error)}): is it read-only?`,
      {
        cause: error,
      },
    );
  }
  const free = await freeBytes(dir);
  if (free !== null && free < minFreeBytes) {
    throw new StartupError(
      `the disk of DATA_DIR ${dir} is full: ${megabytes(free)} free, at least ${megabytes(minFreeBytes)} needed`,
    );
  }
}

/** The address of a connection string without its password, for messages. */
function describeUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return '(not a valid URL)';
  }
}

/**
 * Opens the database like `openDb`, but first checks what would make it fail and turns every
 * failure into a StartupError naming the cause: a full disk, a read-only or uncreatable data
 * folder, an unreachable `DATABASE_URL`.
 */
export async function openCheckedDb(options: DbOptions & { minFreeBytes?: number }): Promise<Db> {
  if (options.databaseUrl) {
    const where = describeUrl(options.databaseUrl);
    let db: Db | undefined;
    try {
      db = await openDb(options);
      await db.query('select 1');
      return db;
    } catch (error) {
      await db?.close().catch(() => {});
      const code = codeOf(error);
      throw new StartupError(
        `cannot reach the database of DATABASE_URL at ${where}: ${code ? `${code} ` : ''}${reasonOf(error)}`,
        { cause: error },
      );
    }
  }
  if (options.dataDir === 'memory://') return openDb(options);
  await checkDataDir(options.dataDir, options.minFreeBytes);
  try {
    return await openDb(options);
  } catch (error) {
    const dir = resolve(options.dataDir);
    const free = await freeBytes(dir);
    throw new StartupError(
      `PGlite could not open DATA_DIR ${dir} (${free === null ? 'free space unknown' : `${megabytes(free)} free`}): ` +
        `${reasonOf(error)}. If the disk was full when the server stopped, free space and start again; ` +
        'a damaged folder can be moved away to start with a fresh database',
      { cause: error },
    );
  }
}
