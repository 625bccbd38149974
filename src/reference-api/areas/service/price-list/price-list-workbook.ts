import type { ServerLanguage } from '../../../platform/server-messages.ts';

// exceljs is loaded on the first workbook, not at start: it costs ~30 MB and a second or two of start-up.
const loadExcelJs = async () => (await import('exceljs')).default;

export interface PriceListLine {
  grade: string;
  gsm: number;
  widthMm: number;
  lengthMm: number;
  pricePerTonne: number;
  minimumOrderKg: number;
}

export interface PriceListDocument {
  clientName: string;
  customerNumber: string;
  currency: string;
  validFrom: string;
  lines: readonly PriceListLine[];
}

/** The workbook's texts in the portal languages; `{{x}}` are filled in. */
const TEXTS = {
  en: {
    sheet: 'Price list',
    title: 'Price list {{client}} ({{number}})',
    validity: 'Valid from {{date}}, prices per tonne in {{currency}}, excl. VAT',
    headers: [
      'Grade',
      'Grammage (g/m²)',
      'Width (mm)',
      'Length (mm)',
      'Price per tonne ({{currency}})',
      'Minimum order (kg)',
    ],
  },
  nl: {
    sheet: 'Prijslijst',
    title: 'Prijslijst {{client}} ({{number}})',
    validity: 'Geldig vanaf {{date}}, prijzen per ton in {{currency}}, excl. btw',
    headers: [
      'Kwaliteit',
      'Grammage (g/m²)',
      'Breedte (mm)',
      'Lengte (mm)',
      'Prijs per ton ({{currency}})',
      'Minimale bestelling (kg)',
    ],
  },
  de: {
    sheet: 'Preisliste',
    title: 'Preisliste {{client}} ({{number}})',
    validity: 'Gültig ab {{date}}, Preise pro Tonne in {{currency}}, ohne MwSt.',
    headers: [
      'Sorte',
      'Grammatur (g/m²)',
      'Breite (mm)',
      'Länge (mm)',
      'Preis pro Tonne ({{currency}})',
      'Mindestbestellmenge (kg)',
    ],
  },
  zhHans: {
    sheet: '价格表',
    title: '价格表 {{client}}（{{number}}）',
    validity: '自 {{date}} 起有效，每吨价格，货币 {{currency}}，不含增值税',
    headers: ['等级', '克重 (g/m²)', '宽度 (mm)', '长度 (mm)', '每吨价格 ({{currency}})', '最低订购量 (kg)'],
  },
} as const satisfies Record<ServerLanguage, unknown>;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

/** Renders a client's price list as an .xlsx workbook in `language`, with numbers as numbers. */
export async function renderPriceListWorkbook(
  priceList: PriceListDocument,
  language: ServerLanguage = 'en',
): Promise<Buffer> {
  const texts = TEXTS[language];
  const values = {
    client: priceList.clientName,
    number: priceList.customerNumber,
    date: priceList.validFrom,
    currency: priceList.currency,
  };
  const { Workbook } = await loadExcelJs();
  const workbook = new Workbook();
  workbook.creator = 'Paperfield Board Mills';
  const sheet = workbook.addWorksheet(texts.sheet);
  sheet.addRow([fill(texts.title, values)]).font = {
    bold: true,
    size: 14,
  };
  sheet.addRow([fill(texts.validity, values)]);
  sheet.addRow([]);
  const header = sheet.addRow(texts.headers.map((text) => fill(text, values)));
  header.font = { bold: true };
  for (const line of priceList.lines) {
    const row = sheet.addRow([
      line.grade,
      line.gsm,
      line.widthMm,
      line.lengthMm,
      line.pricePerTonne,
      line.minimumOrderKg,
    ]);
    row.getCell(5).numFmt = '#,##0.00';
  }
  sheet.columns.forEach((column, index) => {
    column.width = index === 0 ? 30 : 20;
  });
  sheet.views = [{ state: 'frozen', ySplit: 4 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The workbook's file name in `language`: "Preisliste Van Dijk Verpakkingen B.V. 2027.xlsx", the
 * sheet's title, the client and the year the prices take effect. Characters a file system refuses
 * become dashes.
 */
export function priceListFilename(language: ServerLanguage, clientName: string, validFrom: string): string {
  const name = `${TEXTS[language].sheet} ${clientName} ${validFrom.slice(0, 4)}`;
  return `${name.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '-').trim()}.xlsx`;
}
