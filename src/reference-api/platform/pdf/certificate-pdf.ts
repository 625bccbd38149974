import { embedDocumentFonts } from './document-fonts.ts';
import type { DocumentTexts } from './document-texts.ts';
import { wrapText } from './wrap-text.ts';

// pdf-lib is loaded on the first document, not at start: it costs ~20 MB and a second of start-up.
const loadPdfLib = () => import('pdf-lib');

/** The certificate data printed on the PDF, already in the reader's language (dates formatted). */
export interface CertificateDocument {
  product: string;
  kind: string;
  certificateNumber: string;
  issuer: string;
  validFrom: string;
  validUntil: string;
}

type CertificateTexts = DocumentTexts['certificate'];

const titleOf = (texts: CertificateTexts, kind: string) =>
  kind in texts ? texts[kind as 'FSC' | 'PEFC' | 'ISO 9001' | 'EU 1935/2004'] : kind;

/** Renders a one-page A4 certificate with pdf-lib, in the language of `texts`. */
export async function renderCertificatePdf(
  certificate: CertificateDocument,
  texts: CertificateTexts,
): Promise<Uint8Array> {
  const { PDFDocument, rgb } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${certificate.kind} ${certificate.certificateNumber}`);
  pdf.setAuthor('Paperfield Board Mills');
  const title = titleOf(texts, certificate.kind);
  const lines: [string, string][] = [
    [texts.certificateNumber, certificate.certificateNumber],
    [texts.product, certificate.product],
    [texts.issuedBy, certificate.issuer],
    [texts.validFrom, certificate.validFrom],
    [texts.validUntil, certificate.validUntil],
    [texts.sites, texts.siteNames],
  ];
  const { regular, bold } = await embedDocumentFonts(
    pdf,
    ['Paperfield Board Mills', title, texts.statement, ...lines.flat()].join(''),
  );
  const page = pdf.addPage([595.28, 841.89]);
  const dark = rgb(0.004, 0.004, 0.004);
  const accent = rgb(0.737, 0.145, 0.075);
  page.drawRectangle({ x: 0, y: 781, width: 595.28, height: 61, color: accent });
  page.drawText('Paperfield Board Mills', { x: 50, y: 803, size: 20, font: bold, color: rgb(1, 1, 1) });
  let y = 730;
  for (const line of wrapText(title, 495, (part) => bold.widthOfTextAtSize(part, 13))) {
    page.drawText(line, { x: 50, y, size: 13, font: bold, color: dark });
    y -= 17;
  }
  // The values start after the longest label, so no label runs into its value in any language.
  const valueX = 50 + Math.max(...lines.map(([label]) => bold.widthOfTextAtSize(label, 11))) + 20;
  y = 650;
  for (const [label, value] of lines) {
    page.drawText(label, { x: 50, y, size: 11, font: bold, color: dark });
    for (const line of wrapText(value, 545 - valueX, (part) => regular.widthOfTextAtSize(part, 11))) {
      page.drawText(line, { x: valueX, y, size: 11, font: regular, color: dark });
      y -= 15;
    }
    y -= 11;
  }
  y -= 24;
  for (const line of wrapText(texts.statement, 495, (part) => regular.widthOfTextAtSize(part, 10))) {
    page.drawText(line, { x: 50, y, size: 10, font: regular, color: dark });
    y -= 14;
  }
  return pdf.save();
}
