import type { PDFFont, PDFPage } from 'pdf-lib';

// pdf-lib is loaded on the first document, not at start: it costs ~20 MB and a second of start-up.
const loadPdfLib = () => import('pdf-lib');

/** One labelled value on a printed document. */
export interface PdfField {
  label: string;
  value: string;
}

/** What a reprint shows: a title, the parties, header fields and a table of lines. */
export interface PdfContent {
  title: string;
  subtitle: string;
  addressLines: readonly string[];
  fields: readonly PdfField[];
  table?: { headers: readonly string[]; widths: readonly number[]; rows: readonly (readonly string[])[] };
  footer: string;
}

const MILL = ['Paperfield Board Mills B.V.', 'Papierweg 1, 6961 AA Eerbeek, Nederland', 'VAT NL001234567B01'];

/** Drops the characters the standard PDF font cannot draw (e.g. CJK) instead of failing the reprint. */
function drawable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text].map((c) => (supported.has(c.codePointAt(0) ?? 0) ? c : '?')).join('');
}

/** A one- or multi-page A4 PDF of a reprinted document. */
export async function buildPdf(content: PdfContent): Promise<Uint8Array> {
  const { PDFDocument, rgb, StandardFonts } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(content.title);
  pdf.setProducer('Customer Portal reference API');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage([595.28, 841.89]);
  let y = 800;
  const text = (value: string, x: number, size = 10, font = regular) =>
    page.drawText(drawable(font, value), { x, y, size, font, color: rgb(0.1, 0.1, 0.1) });

  MILL.forEach((line, i) => {
    text(line, 360, i === 0 ? 11 : 8, i === 0 ? bold : regular);
    y -= 13;
  });
  y = 760;
  text(content.title, 50, 18, bold);
  y -= 20;
  text(content.subtitle, 50, 11);
  y -= 30;
  for (const line of content.addressLines) {
    text(line, 50);
    y -= 14;
  }
  y -= 12;
  for (const field of content.fields) {
    text(`${field.label}:`, 50, 10, bold);
    text(field.value, 220);
    y -= 15;
  }
  if (content.table) {
    const { headers, widths, rows } = content.table;
    y -= 16;
    const drawRow = (cells: readonly string[], font: PDFFont) => {
      let x = 50;
      cells.forEach((cell, i) => {
        text(cell, x, 8, font);
        x += widths[i] ?? 60;
      });
      y -= 13;
    };
    drawRow(headers, bold);
    for (const row of rows) {
      if (y < 70) {
        page = pdf.addPage([595.28, 841.89]);
        y = 800;
        drawRow(headers, bold);
      }
      drawRow(row, regular);
    }
  }
  y = 40;
  text(content.footer, 50, 8);
  return pdf.save();
}
