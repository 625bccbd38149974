import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { StartupError } from './open-checked-db.ts';

/** The file in the data folder naming the process of the server that has it open. */
export const SERVER_PID_FILE = '.server.pid';

/** Whether the process `pid` is alive (signal 0 tests without sending anything). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as { code?: string }).code === 'EPERM';
  }
}

/**
 * The process id of the server running on the data folder `dataDir`, or null. A file left by a
 * server that was killed names a process that is gone (or this one): that is no server.
 */
export async function serverOnDataDir(dataDir: string): Promise<number | null> {
  let text: string;
  try {
    text = await readFile(resolve(dataDir, SERVER_PID_FILE), 'utf8');
  } catch {
    return null;
  }
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : null;
}

/**
 * Marks the data folder as this server's (PGlite itself lets a second process open a folder in use,
 * and both would then write it), refusing with a StartupError when a live server already has it.
 * Answers the function that gives the folder up again.
 */
export async function claimDataDir(dataDir: string): Promise<() => Promise<void>> {
  const holder = await serverOnDataDir(dataDir);
  const dir = resolve(dataDir);
  if (holder !== null)
    throw new StartupError(`another server (process ${holder}) is running on DATA_DIR ${dir}`);
  const file = resolve(dir, SERVER_PID_FILE);
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(file, `${process.pid}\n`);
  } catch {
    // A folder that cannot be written is named by openCheckedDb's checks, which follow.
    return async () => {};
  }
  return () => unlink(file).catch(() => {});
}
