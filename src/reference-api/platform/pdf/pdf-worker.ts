// The PDF worker thread of `renderInPdfWorker`: renders one document per message, in turn.
import { parentPort } from 'node:worker_threads';
import { renderCertificatePdf } from './certificate-pdf.ts';
import { buildPdf } from './pdf-document.ts';
import type { PdfJob } from './pdf-job.ts';

const port = parentPort!;

port.on('message', async ({ id, job }: { id: number; job: PdfJob }) => {
  try {
    const data =
      job.kind === 'reprint'
        ? await buildPdf(job.content)
        : await renderCertificatePdf(job.certificate, job.texts);
    port.postMessage({ id, data });
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
