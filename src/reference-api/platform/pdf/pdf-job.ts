import type { CertificateDocument } from './certificate-pdf.ts';
import type { DocumentTexts } from './document-texts.ts';
import type { PdfContent } from './pdf-document.ts';

/** A document for the PDF worker: a reprint's content, or a certificate with its texts. */
export type PdfJob =
  | { kind: 'reprint'; content: PdfContent }
  | { kind: 'certificate'; certificate: CertificateDocument; texts: DocumentTexts['certificate'] };
