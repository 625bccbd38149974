// pdf-lib is loaded on the first document, not at start: it costs ~20 MB and a second of start-up.
const loadPdfLib = () => import('pdf-lib');

/** The certificate data printed on the PDF. */
export interface CertificateDocument {
  product: string;
  kind: string;
  certificateNumber: string;
  issuer: string;
  validFrom: string;
  validUntil: string;
}

const TITLES: Record<string, string> = {
  FSC: 'FSC® Chain of Custody Certificate',
  PEFC: 'PEFC™ Chain of Custody Certificate',
  'ISO 9001': 'ISO 9001:2015 Quality Management Certificate',
  'EU 1935/2004': 'Declaration of Compliance — Food Contact Materials (Regulation (EC) No 1935/2004)',
};

/** Standard PDF fonts only cover WinAnsi: anything else (e.g. CJK) becomes '?' instead of failing. */
function winAnsi(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff–—‘’“”€•™®]/g, '?');
}

/** Renders a one-page A4 certificate with pdf-lib. */
export async function renderCertificatePdf(certificate: CertificateDocument): Promise<Uint8Array> {
  const { PDFDocument, rgb, StandardFonts } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(`${certificate.kind} ${certificate.certificateNumber}`));
  pdf.setAuthor('Paperfield Board Mills');
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const dark = rgb(0.004, 0.004, 0.004);
  const accent = rgb(0.737, 0.145, 0.075);
  page.drawRectangle({ x: 0, y: 781, width: 595.28, height: 61, color: accent });
  page.drawText('Paperfield Board Mills', { x: 50, y: 803, size: 20, font: bold, color: rgb(1, 1, 1) });
  const title = winAnsi(TITLES[certificate.kind] ?? certificate.kind);
  page.drawText(title, { x: 50, y: 730, size: 13, font: bold, color: dark, maxWidth: 495, lineHeight: 17 });
  const lines: [string, string][] = [
    ['Certificate number', certificate.certificateNumber],
    ['Product', certificate.product],
    ['Issued by', certificate.issuer],
    ['Valid from', certificate.validFrom],
    ['Valid until', certificate.validUntil],
    ['Sites', 'Eerbeek (NL), Gelsenkirchen (DE), Gävle (SE)'],
  ];
  lines.forEach(([label, value], index) => {
    const y = 650 - index * 26;
    page.drawText(label, { x: 50, y, size: 11, font: bold, color: dark });
    page.drawText(winAnsi(value), { x: 200, y, size: 11, font: regular, color: dark, maxWidth: 345 });
  });
  page.drawText(
    winAnsi(
      'This document confirms that the product named above is covered by the certificate. ' +
        'The certificate status can be verified with the issuing body.',
    ),
    { x: 50, y: 440, size: 10, font: regular, color: dark, maxWidth: 495, lineHeight: 14 },
  );
  return pdf.save();
}
