import { Worker } from 'node:worker_threads';
import type { PdfJob } from './pdf-job.ts';

type Reply = { id: number; data: Uint8Array } | { id: number; error: string };
type Waiting = { resolve: (data: Uint8Array) => void; reject: (error: Error) => void };

let worker: Worker | undefined;
const waiting = new Map<number, Waiting>();
let nextId = 1;

/** Fails every document still waiting, and lets the next one start a new worker. */
function lose(error: Error) {
  worker = undefined;
  for (const { reject } of waiting.values()) reject(error);
  waiting.clear();
}

function startWorker(): Worker {
  const started = new Worker(new URL('./pdf-worker.mjs', import.meta.url));
  started.on('message', (reply: Reply) => {
    const job = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (waiting.size === 0) started.unref();
    if (!job) return;
    if ('data' in reply) job.resolve(reply.data);
    else job.reject(new Error(`PDF worker: ${reply.error}`));
  });
  started.on('error', lose);
  started.on('exit', (code) => lose(new Error(`PDF worker exited with ${code}`)));
  return started;
}

/**
 * Renders `job` in the PDF worker thread, started on the first document and kept for the next:
 * cutting the font subset and laying out the pages costs ~100 ms of CPU per document, which the
 * event loop (every other user's request) does not pay. An idle worker does not keep the process alive.
 */
export function renderInPdfWorker(job: PdfJob): Promise<Uint8Array> {
  worker ??= startWorker();
  const id = nextId++;
  const result = new Promise<Uint8Array>((resolve, reject) => waiting.set(id, { resolve, reject }));
  worker.ref();
  worker.postMessage({ id, job });
  return result;
}
