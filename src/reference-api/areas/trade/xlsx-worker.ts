// The worker thread of `buildWorkbookInWorker`: builds one workbook from the rows it is sent.
import { parentPort, workerData } from 'node:worker_threads';
import type { TableColumn } from '../../../core/api/contract/table-columns.ts';
import { buildWorkbook } from './xlsx-export.ts';

type Rows = readonly Record<string, unknown>[];
type Message = { rows: Rows } | { end: true };

const port = parentPort!;
const { sheetName, columns } = workerData as { sheetName: string; columns: TableColumn[] };

/** The chunks as they arrive; each is acknowledged once written, so the sender never runs far ahead. */
async function* chunks(): AsyncGenerator<Rows> {
  const waiting: Message[] = [];
  let wake: (() => void) | null = null;
  port.on('message', (message: Message) => {
    waiting.push(message);
    wake?.();
  });
  for (;;) {
    if (waiting.length === 0) await new Promise<void>((resolve) => (wake = resolve));
    wake = null;
    const message = waiting.shift()!;
    if ('end' in message) return;
    yield message.rows;
    port.postMessage({ written: message.rows.length });
  }
}

try {
  const data = await buildWorkbook(sheetName, columns, chunks());
  const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength).slice();
  port.postMessage({ data: bytes }, [bytes.buffer]);
} catch (error) {
  port.postMessage({ error: String((error as Error).stack ?? error) });
}
port.close();
