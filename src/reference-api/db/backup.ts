import { access, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { serverOnDataDir } from './data-dir-lock.ts';
import { openDb } from './db.ts';

/** Where the database is: the embedded one's folder, or a PostgreSQL server (which this does not copy). */
export interface BackupTarget {
  dataDir: string;
  databaseUrl?: string | undefined;
}

/** A backup or restore that cannot be done, as one line for the operator. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** Refuses a PostgreSQL database (its own tools copy it) and a folder a running server has open. */
async function checkEmbedded(target: BackupTarget): Promise<string> {
  if (target.databaseUrl)
    throw new BackupError(
      'DATABASE_URL is set: the database is on a PostgreSQL server, back it up with pg_dump (pg_dump -Fc "$DATABASE_URL" -f portal.dump) and restore it with pg_restore',
    );
  const dir = resolve(target.dataDir);
  const server = await serverOnDataDir(dir);
  if (server !== null)
    throw new BackupError(
      `a server (process ${server}) is running on DATA_DIR ${dir}: stop it first (a folder in use may be copied half-written)`,
    );
  return dir;
}

/**
 * Writes the embedded database of DATA_DIR to `file` as one gzipped archive (PGlite's `dumpDataDir`),
 * with no server running on the folder. Answers the archive's size in bytes.
 */
export async function backupDataDir(target: BackupTarget, file: string): Promise<number> {
  const dir = await checkEmbedded(target);
  if (!(await exists(resolve(dir, 'PG_VERSION')))) throw new BackupError(`DATA_DIR ${dir} holds no database`);
  const out = resolve(file);
  if (await exists(out)) throw new BackupError(`${out} exists: name a new file for the backup`);
  const db = await openDb({ dataDir: dir });
  let archive: Blob;
  try {
    archive = await db.dump!('gzip');
  } finally {
    await db.close();
  }
  const bytes = Buffer.from(await archive.arrayBuffer());
  // Written under another name first: a backup cut short never passes for a whole one.
  await writeFile(`${out}.partial`, bytes);
  await rename(`${out}.partial`, out);
  return bytes.length;
}

/**
 * Replaces the embedded database of DATA_DIR with the archive `file` (a `backupDataDir` one), with no
 * server running on the folder. The archive is unpacked and opened beside the folder first, so a bad
 * archive changes nothing; the folder it replaces is kept beside it, renamed. Answers that name (or
 * null when DATA_DIR held nothing).
 */
export async function restoreDataDir(target: BackupTarget, file: string): Promise<string | null> {
  const dir = await checkEmbedded(target);
  const archive = await readFile(resolve(file)).catch((error: { code?: string }) => {
    throw new BackupError(`cannot read the backup ${resolve(file)} (${error.code ?? error})`);
  });
  const staging = await mkdtemp(resolve(dirname(dir), '.restoring-'));
  try {
    const db = await openDb({ dataDir: staging, loadDataDir: new Blob([archive]) }).catch((error: Error) => {
      throw new BackupError(`${resolve(file)} is not a backup of the portal's database (${error.message})`);
    });
    try {
      await db.query('select count(*) from schema_migrations');
    } catch (error) {
      throw new BackupError(
        `${resolve(file)} is not a backup of the portal's database (${(error as Error).message})`,
      );
    } finally {
      await db.close();
    }
    let keptAs: string | null = null;
    if (await exists(dir)) {
      keptAs = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      await rename(dir, keptAs);
    }
    await rename(staging, dir);
    return keptAs;
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}
