// Data-folder growth per MB uploaded (issue 14 §4): a PGlite database in a throwaway folder takes
// three 25 MB files in the widget's 5,000,000-byte chunks through the upload store, and the
// folder's size on disk (allocated blocks, as `du` counts) is measured before and after. A second
// round after deleting the files and the sweep's vacuum shows whether their space is reused.
// It runs in a child process with tsx, because the store is TypeScript.
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const FILES = 3;
const FILE_BYTES = 25_000_000;
const CHUNK_BYTES = 5_000_000;

const script = (root) => `
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const { openDb } = await import(${JSON.stringify(`${root}src/reference-api/db/db.ts`)});
const { migrate } = await import(${JSON.stringify(`${root}src/reference-api/db/migrate.ts`)});
const { UploadStore } = await import(${JSON.stringify(`${root}src/reference-api/areas/service/upload/upload-store.ts`)});
const diskBytes = (path) => {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.blocks * 512;
  return readdirSync(path).reduce((sum, entry) => sum + diskBytes(join(path, entry)), stat.blocks * 512);
};
/** Bytes on disk of the folder without its write-ahead log (pg_wal, bounded by max_wal_size). */
const tableBytes = (dir) => diskBytes(dir) - diskBytes(join(dir, 'pg_wal'));
const dir = mkdtempSync(join(tmpdir(), 'cp-upload-bench-'));
try {
  const db = await openDb({ dataDir: dir });
  await migrate(db);
  await db.query("insert into accounts (email_address, account_type) values ('bench@example.com', 'staff')");
  const [{ id }] = await db.query("select account_id as id from accounts where email_address = 'bench@example.com'");
  const store = new UploadStore(db);
  const round = async () => {
    const ids = [];
    const before = diskBytes(dir);
    const tablesBefore = tableBytes(dir);
    const started = performance.now();
    for (let f = 0; f < ${FILES}; f++) {
      const file = randomBytes(${FILE_BYTES});
      const uploadId = await store.createTransfer(id, file.length);
      for (let offset = 0; offset < file.length; offset += ${CHUNK_BYTES})
        await store.append(id, uploadId, offset, file.subarray(offset, offset + ${CHUNK_BYTES}), 'bench.pdf');
      ids.push(uploadId);
    }
    const ms = performance.now() - started;
    return { ids, growthBytes: diskBytes(dir) - before, tableGrowthBytes: tableBytes(dir) - tablesBefore, ms };
  };
  const start = tableBytes(dir);
  const first = await round();
  for (const uploadId of first.ids) await store.delete(id, uploadId);
  await store.vacuumIfNeeded();
  const leftAfterDeleteBytes = tableBytes(dir) - start;
  const second = await round();
  await db.close();
  const walBytes = diskBytes(join(dir, 'pg_wal'));
  console.log(JSON.stringify({ first, second, leftAfterDeleteBytes, walBytes }));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
`;

/** Uploads 3 × 25 MB twice (deleting in between) and answers the data folder's growth per MB uploaded. */
export async function benchUploads() {
  const root = pathToFileURL(`${process.cwd()}/`).href;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script(root)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`upload bench failed (exit ${code})`);
  const { first, second, leftAfterDeleteBytes, walBytes } = JSON.parse(out.trim().split('\n').pop());
  const uploadedBytes = FILES * FILE_BYTES;
  const result = {
    uploadedMb: uploadedBytes / 1e6,
    growthMb: first.growthBytes / 1e6,
    perMb: first.growthBytes / uploadedBytes,
    tablePerMb: first.tableGrowthBytes / uploadedBytes,
    walMb: walBytes / 1e6,
    leftAfterDeleteMb: leftAfterDeleteBytes / 1e6,
    secondRoundTablePerMb: second.tableGrowthBytes / uploadedBytes,
    mbPerSecond: uploadedBytes / 1e6 / (first.ms / 1000),
  };
  console.log(
    `Uploads: ${result.uploadedMb} MB in 5 MB chunks: tables grew ${result.tablePerMb.toFixed(2)} MB per MB, ` +
      `the whole folder ${result.perMb.toFixed(2)} MB per MB (write-ahead log ${result.walMb.toFixed(0)} MB at the end); ` +
      `${result.leftAfterDeleteMb.toFixed(0)} MB left after deleting them`,
  );
  return result;
}

/** Rows of the reference API table for the upload figures. */
export function uploadTableRows(uploads) {
  return [
    [
      `Reference API: data-folder growth per MB uploaded (${uploads.uploadedMb} MB as 3 files in 5 MB chunks, PGlite)`,
      `tables ${uploads.tablePerMb.toFixed(2)} MB per MB; whole folder ${uploads.perMb.toFixed(2)} MB per MB ` +
        `(${uploads.growthMb.toFixed(0)} MB, of it the write-ahead log, ${uploads.walMb.toFixed(0)} MB at the end, bounded by max_wal_size); ` +
        `${uploads.mbPerSecond.toFixed(0)} MB/s`,
      'target ≤ 1.3 MB per MB + a constant (before: 485 MB for 75 MB, 6.47 MB per MB: each chunk rewrote the file)',
    ],
    [
      'Reference API: left in the tables after deleting those uploads (sweep + vacuum)',
      `${uploads.leftAfterDeleteMb.toFixed(0)} MB; the same uploads again: tables ${uploads.secondRoundTablePerMb.toFixed(2)} MB per MB`,
      '',
    ],
  ];
}
