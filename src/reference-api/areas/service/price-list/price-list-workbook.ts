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

/** Renders a client's price list as an .xlsx workbook with numbers as numbers. */
export async function renderPriceListWorkbook(priceList: PriceListDocument): Promise<Buffer> {
  const { Workbook } = await loadExcelJs();
  const workbook = new Workbook();
  workbook.creator = 'Paperfield Board Mills';
  const sheet = workbook.addWorksheet('Price list');
  sheet.addRow([`Price list ${priceList.clientName} (${priceList.customerNumber})`]).font = {
    bold: true,
    size: 14,
  };
  sheet.addRow([`Valid from ${priceList.validFrom}, prices per tonne in ${priceList.currency}, excl. VAT`]);
  sheet.addRow([]);
  const header = sheet.addRow([
    'Grade',
    'Grammage (g/m²)',
    'Width (mm)',
    'Length (mm)',
    `Price per tonne (${priceList.currency})`,
    'Minimum order (kg)',
  ]);
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
