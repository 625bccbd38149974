import { Worker } from 'node:worker_threads';
import type { TableColumn } from '../../../core/api/contract/table-columns.ts';

type Rows = readonly Record<string, unknown>[];
type Reply = { written: number } | { data: Uint8Array } | { error: string };

/**
 * `buildWorkbook` in a worker thread: the rows are read here (the database lives on this thread)
 * and sent a chunk at a time, the next only once the last is written, so a large export costs the
 * event loop its queries, not the spreadsheet's formatting and compression.
 */
export async function buildWorkbookInWorker(
  sheetName: string,
  columns: readonly TableColumn[],
  chunks: AsyncIterable<Rows>,
): Promise<Buffer> {
  const worker = new Worker(new URL('./xlsx-worker.mjs', import.meta.url), {
    workerData: { sheetName, columns },
  });
  let acknowledged: (() => void) | null = null;
  const result = new Promise<Buffer>((resolve, reject) => {
    worker.on('message', (reply: Reply) => {
      if ('written' in reply) acknowledged?.();
      else if ('data' in reply)
        resolve(Buffer.from(reply.data.buffer, reply.data.byteOffset, reply.data.byteLength));
      else reject(new Error(`workbook worker: ${reply.error}`));
    });
    worker.on('error', reject);
    worker.on('exit', (code) => reject(new Error(`workbook worker exited with ${code}`)));
  });
  // A failure of the worker must not stay unhandled while this side still reads rows.
  result.catch(() => {});
  try {
    let previous: Promise<void> = Promise.resolve();
    for await (const rows of chunks) {
      await Promise.race([previous, result]);
      previous = new Promise<void>((resolve) => (acknowledged = resolve));
      worker.postMessage({ rows });
    }
    await Promise.race([previous, result]);
    worker.postMessage({ end: true });
    return await result;
  } finally {
    void worker.terminate();
  }
}
