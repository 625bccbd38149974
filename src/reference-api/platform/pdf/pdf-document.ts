import type { PDFFont, PDFPage } from 'pdf-lib';
import { embedDocumentFonts } from './document-fonts.ts';
import { layoutTable, type PrintColumn } from './table-layout.ts';
import { wrapText } from './wrap-text.ts';

// pdf-lib is loaded on the first document, not at start: it costs ~20 MB and a second of start-up.
const loadPdfLib = () => import('pdf-lib');

/** One labelled value on a printed document. */
export interface PdfField {
  label: string;
  value: string;
}

/** What a reprint shows, already in the reader's language: a title, the parties, header fields and a table of lines. */
export interface PdfContent {
  title: string;
  subtitle: string;
  addressLines: readonly string[];
  fields: readonly PdfField[];
  table?: { columns: readonly PrintColumn[]; rows: readonly (readonly string[])[] };
  footer: string;
}

const MILL = ['Paperfield Board Mills B.V.', 'Papierweg 1, 6961 AA Eerbeek, Nederland', 'VAT NL001234567B01'];

const PAGE: [number, number] = [595.28, 841.89];
const LEFT = 50;
const RIGHT = 545;
const TABLE_SIZE = 8;
const TABLE_LINE = 10;
const FIELD_SIZE = 10;
const BOTTOM = 70;

/** Every text of the document, for the font subset. */
function allText(content: PdfContent): string {
  const table = content.table
    ? [...content.table.columns.map((c) => c.header), ...content.table.rows.flat()]
    : [];
  return [
    ...MILL,
    content.title,
    content.subtitle,
    ...content.addressLines,
    ...content.fields.flatMap((field) => [`${field.label}:`, field.value]),
    ...table,
    content.footer,
  ].join('');
}

/** A one- or multi-page A4 PDF of a reprinted document, in a font that has every character it prints. */
export async function buildPdf(content: PdfContent): Promise<Uint8Array> {
  const { PDFDocument, rgb } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(content.title);
  pdf.setProducer('Customer Portal reference API');
  const { regular, bold } = await embedDocumentFonts(pdf, allText(content));
  let page: PDFPage = pdf.addPage(PAGE);
  let y = 800;
  const color = rgb(0.1, 0.1, 0.1);
  const text = (value: string, x: number, size = 10, font: PDFFont = regular) =>
    page.drawText(value, { x, y, size, font, color });
  const lines = (value: string, width: number, size: number, font: PDFFont) =>
    wrapText(value, width, (part) => font.widthOfTextAtSize(part, size));

  MILL.forEach((line, i) => {
    text(line, 360, i === 0 ? 11 : 8, i === 0 ? bold : regular);
    y -= 13;
  });
  y = 760;
  for (const line of lines(content.title, RIGHT - LEFT, 18, bold)) {
    text(line, LEFT, 18, bold);
    y -= 22;
  }
  text(content.subtitle, LEFT, 11);
  y -= 30;
  for (const line of content.addressLines) {
    text(line, LEFT);
    y -= 14;
  }
  y -= 12;
  // The values start after the longest label, so a long German or Dutch label never runs into its value.
  const labelWidth = Math.max(
    ...content.fields.map((f) => bold.widthOfTextAtSize(`${f.label}:`, FIELD_SIZE)),
  );
  const valueX = Math.min(LEFT + labelWidth + 14, 260);
  for (const field of content.fields) {
    const labelLines = lines(`${field.label}:`, valueX - LEFT - 10, FIELD_SIZE, bold);
    const valueLines = lines(field.value, RIGHT - valueX, FIELD_SIZE, regular);
    for (let i = 0; i < Math.max(labelLines.length, valueLines.length); i++) {
      if (labelLines[i]) text(labelLines[i]!, LEFT, FIELD_SIZE, bold);
      if (valueLines[i]) text(valueLines[i]!, valueX);
      y -= 13;
    }
    y -= 2;
  }
  if (content.table) {
    const layout = layoutTable(content.table.columns, content.table.rows, {
      x: LEFT,
      width: RIGHT - LEFT,
      gap: 8,
      measureHeader: (part) => bold.widthOfTextAtSize(part, TABLE_SIZE),
      measureCell: (part) => regular.widthOfTextAtSize(part, TABLE_SIZE),
    });
    const drawRow = (cells: readonly string[][], font: PDFFont) => {
      const top = y;
      cells.forEach((cellLines, i) => {
        const { x, width, align } = layout.columns[i]!;
        y = top;
        for (const line of cellLines) {
          const offset = align === 'right' ? width - font.widthOfTextAtSize(line, TABLE_SIZE) : 0;
          text(line, x + offset, TABLE_SIZE, font);
          y -= TABLE_LINE;
        }
      });
      y = top - Math.max(...cells.map((cellLines) => cellLines.length)) * TABLE_LINE - 4;
    };
    // Under the header, halfway between its last line's descenders and the first row's capitals.
    const rule = () => {
      y -= 4;
      page.drawLine({ start: { x: LEFT, y: y + 12 }, end: { x: RIGHT, y: y + 12 }, thickness: 0.5, color });
    };
    y -= 16;
    drawRow(layout.header, bold);
    rule();
    for (const row of layout.rows) {
      const height = Math.max(...row.map((cellLines) => cellLines.length)) * TABLE_LINE;
      if (y - height < BOTTOM) {
        page = pdf.addPage(PAGE);
        y = 800;
        drawRow(layout.header, bold);
        rule();
      }
      drawRow(row, regular);
    }
  }
  const footer = lines(content.footer, RIGHT - LEFT, 8, regular);
  y = 30 + footer.length * 10;
  for (const line of footer) {
    text(line, LEFT, 8);
    y -= 10;
  }
  return pdf.save();
}
