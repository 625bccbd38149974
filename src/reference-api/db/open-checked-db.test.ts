import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkDataDir, openCheckedDb, StartupError } from './open-checked-db.ts';

// The tests run as root, where chmod does not stop a write: a read-only folder is one root
// cannot write either (/sys/kernel, EACCES), a folder that cannot be created is one under a
// regular file (ENOTDIR), and a full disk is a free-space need above what the disk has.
const scratch = mkdtempSync(join(tmpdir(), 'cp-startup-'));
const aFile = join(scratch, 'not-a-folder');
writeFileSync(aFile, 'x');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('start-up checks of the data folder', () => {
  it('given a DATA_DIR under a regular file, it names the folder and ENOTDIR', async () => {
    const error = await openCheckedDb({ dataDir: join(aFile, 'data') }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toBe(
      `DATA_DIR ${join(aFile, 'data')} is missing and cannot be created (ENOTDIR)`,
    );
  });

  it('given a folder that cannot be written, it says so instead of "failed to initialize"', async () => {
    const error = await checkDataDir('/sys/kernel').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toMatch(
      /^DATA_DIR \/sys\/kernel cannot be written \(EACCES\): is it read-only\?$/,
    );
  });

  it('given less free space than needed, it reports a full disk with the free megabytes', async () => {
    const error = await checkDataDir(join(scratch, 'data'), Number.MAX_SAFE_INTEGER).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toMatch(
      /^the disk of DATA_DIR .* is full: \d+ MB free, at least \d+ MB needed$/,
    );
  });

  it('given an unreachable DATABASE_URL, it names the address without the password', async () => {
    const error = await openCheckedDb({
      dataDir: 'memory://',
      databaseUrl: 'postgres://portal:s3cret@127.0.0.1:9/portal',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StartupError);
    const text = (error as Error).message;
    expect(text).toMatch(
      /^cannot reach the database of DATABASE_URL at 127\.0\.0\.1:9\/portal: ECONNREFUSED/,
    );
    expect(text).not.toContain('s3cret');
  });

  it('given a DATA_DIR that cannot be created, the server exits 1 with one line naming the cause', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/reference-api/main.ts'], {
      env: { ...process.env, DATA_DIR: join(aFile, 'data'), PORT: '0', STATIC_DIR: '', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise((done) => child.once('exit', done));
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      `Cannot start the reference API: DATA_DIR ${join(aFile, 'data')} is missing and cannot be created (ENOTDIR)`,
    ]);
  }, 30_000);
});
