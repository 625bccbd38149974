import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BackupError, backupDataDir, restoreDataDir } from './backup.ts';
import { SERVER_PID_FILE } from './data-dir-lock.ts';
import { openDb } from './db.ts';
import { migrate } from './migrate.ts';

const scratch = mkdtempSync(join(tmpdir(), 'cp-backup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The command as an operator runs it (`npm run backup -- <file>`), without npm's banner. */
function run(command: 'backup' | 'restore', file: string, env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/reference-api/db/backup-cli.ts', command, file],
    {
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done) =>
    child.once('exit', (code) => done({ code, stdout, stderr })),
  );
}

const note = async (dataDir: string) => {
  const db = await openDb({ dataDir });
  try {
    const rows = await db.query<{ value: string }>(
      "select value from server_settings where key = 'backup-note'",
    );
    return rows[0]?.value ?? null;
  } finally {
    await db.close();
  }
};
const setNote = async (dataDir: string, value: string) => {
  const db = await openDb({ dataDir });
  await migrate(db);
  await db.query(
    "insert into server_settings (key, value) values ('backup-note', $1) on conflict (key) do update set value = $1",
    [value],
  );
  await db.close();
};

describe('backup and restore of the embedded database (npm run backup / restore)', () => {
  it('given a backup and later changes, restore brings back the database as it was, keeping the replaced folder', async () => {
    const dataDir = join(scratch, 'data');
    const file = join(scratch, 'portal.tar.gz');
    await setNote(dataDir, 'before the backup');
    const backup = await run('backup', file, { DATA_DIR: dataDir });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/^Backed up DATA_DIR .* to .*portal\.tar\.gz \(\d+\.\d MB\)\n$/);

    await setNote(dataDir, 'after the backup');
    const restore = await run('restore', file, { DATA_DIR: dataDir });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    const keptAs = restore.stdout.match(/the database it replaced is in (.+)\n$/)?.[1];
    expect(keptAs, restore.stdout).toBeTruthy();
    expect(await note(dataDir)).toBe('before the backup');
    expect(await note(keptAs!)).toBe('after the backup');
  }, 120_000);

  it('refuses a file that exists, a folder a server runs on, and a database on PostgreSQL', async () => {
    const dataDir = join(scratch, 'data');
    const file = join(scratch, 'portal.tar.gz');
    await expect(backupDataDir({ dataDir }, file)).rejects.toThrow(/portal\.tar\.gz exists/);
    // The server's mark in the folder, naming a live process (this test's parent).
    writeFileSync(join(dataDir, SERVER_PID_FILE), `${process.ppid}\n`);
    try {
      const refused = await run('backup', join(scratch, 'other.tar.gz'), { DATA_DIR: dataDir });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toBe(
        `Cannot backup: a server (process ${process.ppid}) is running on DATA_DIR ${dataDir}: stop it first (a folder in use may be copied half-written)\n`,
      );
      await expect(restoreDataDir({ dataDir }, file)).rejects.toThrow(/is running on DATA_DIR/);
    } finally {
      rmSync(join(dataDir, SERVER_PID_FILE));
    }
    // A mark left by a server that is gone (killed) is no server.
    writeFileSync(join(dataDir, SERVER_PID_FILE), '999999999\n');
    await backupDataDir({ dataDir }, join(scratch, 'after-a-kill.tar.gz'));
    expect(existsSync(join(scratch, 'after-a-kill.tar.gz'))).toBe(true);
    const onPostgres = run('restore', file, {
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://db.example/portal',
    });
    expect((await onPostgres).stderr).toMatch(
      /^Cannot restore: DATABASE_URL is set: .*pg_dump.*pg_restore\n$/,
    );
  }, 120_000);

  it('given a file that is no backup, restore changes nothing', async () => {
    const dataDir = join(scratch, 'data');
    const notABackup = join(scratch, 'notes.txt');
    writeFileSync(notABackup, 'not an archive');
    const error = await restoreDataDir({ dataDir }, notABackup).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackupError);
    expect((error as Error).message).toMatch(/notes\.txt is not a backup of the portal's database/);
    expect(await note(dataDir)).toBe('before the backup');
  }, 60_000);
});
