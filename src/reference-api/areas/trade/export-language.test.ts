import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { DeliveryRow } from '../../../core/api/contract/deliveries.ts';
import type { InvoiceRow } from '../../../core/api/contract/invoices.ts';
import { testAppPerFile } from '../../testing/test-app-per-file.ts';

/** An export says what the table on screen says, in the user's language, under a name in it. */
const t = testAppPerFile({ scale: 'small', logins: { customer: 'customer@example.com' } });

type Language = 'nl' | 'en' | 'de' | 'zhHans';

const post = (language: Language, path: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/customerportal/${path}`,
    headers: { authorization: `Bearer ${t.tokens.customer}`, 'accept-language': language },
    payload,
  });

async function exported(language: Language, path: string, payload: object) {
  const response = await post(language, path, payload);
  expect(response.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row, index) => {
    if (index > 1) rows.push((row.values as unknown[]).slice(1));
  });
  const disposition = String(response.headers['content-disposition']);
  const name = decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? '');
  return { rows, name };
}

const SHOWN = {
  nl: {
    Road: 'Weg',
    Ocean: 'Zee',
    Preparing: 'In voorbereiding',
    InTransit: 'Onderweg',
    Delivered: 'Geleverd',
  },
  de: {
    Road: 'Straße',
    Ocean: 'See',
    Preparing: 'In Vorbereitung',
    InTransit: 'Unterwegs',
    Delivered: 'Geliefert',
  },
  zhHans: { Road: '公路', Ocean: '海运', Preparing: '准备中', InTransit: '运输中', Delivered: '已送达' },
  en: {
    Road: 'Road',
    Ocean: 'Ocean',
    Preparing: 'Preparing',
    InTransit: 'In transit',
    Delivered: 'Delivered',
  },
} as const;

describe('exports in the user’s language', () => {
  it.each(Object.keys(SHOWN))(
    'writes the deliveries’ transport and status as the %s screen does',
    async (language) => {
      const view = { page: 1, rowsPerPage: 100, sortBy: ['loadNumber'], descending: [false], search: '' };
      const table = await post(language as Language, 'Delivery/GetDeliveriesTable', {
        page: 1,
        rowsPerPage: 100,
        sortBy: 'loadNumber',
      });
      const items = (table.json() as { items: DeliveryRow[] }).items;
      const { rows } = await exported(language as Language, 'Delivery/ExportDeliveriesToExcel', {
        vueTableRequest: view,
        columnsToExport: ['loadNumber', 'transportType', 'status'],
      });
      const words = SHOWN[language as Language];
      expect(rows).toEqual(items.map((row) => [row.loadNumber, words[row.transportType], words[row.status]]));
      expect(new Set(rows.map((row) => row[1])).size, 'road and ocean').toBe(2);
    },
  );

  it('writes days due as the invoices table says it: overdue days positive, else when it falls due', async () => {
    const items = (
      (
        await post('de', 'Invoice/GetAllInvoicesTable', { page: 1, rowsPerPage: -1, sortBy: 'invoiceNumber' })
      ).json() as {
        items: InvoiceRow[];
      }
    ).items;
    const { rows } = await exported('de', 'Invoice/ExportAllInvoicesToExcel', {
      vueTableRequest: {
        page: 1,
        rowsPerPage: -1,
        sortBy: ['invoiceNumber'],
        descending: [false],
        search: '',
      },
      columnsToExport: ['invoiceNumber', 'daysDue'],
    });
    // The screen's rule (invoice-columns.tsx): overdue while unpaid after the due date, shown as a
    // positive count; an open invoice not yet due says "Fällig in N Tagen"; a paid one says nothing.
    const screen = (row: InvoiceRow) => {
      if (row.datePaid !== null || row.daysDue === null) return undefined;
      if (row.daysDue > 0) return row.daysDue;
      if (row.daysDue === 0) return 'Heute fällig';
      return -row.daysDue === 1 ? 'Fällig in 1 Tag' : `Fällig in ${-row.daysDue} Tagen`;
    };
    expect(
      items.some((row) => row.datePaid === null && (row.daysDue ?? 0) < 0),
      'an open invoice not yet due',
    ).toBe(true);
    expect(
      items.some((row) => row.datePaid === null && (row.daysDue ?? 0) > 0),
      'an overdue invoice',
    ).toBe(true);
    expect(rows).toEqual(
      items.map((row) => [row.invoiceNumber, screen(row)].slice(0, screen(row) === undefined ? 1 : 2)),
    );
    expect(
      rows.every((row) => typeof row[1] !== 'number' || row[1] > 0),
      'no negative days',
    ).toBe(true);
  });

  it('names the files in the user’s language', async () => {
    const view = {
      vueTableRequest: { page: 1, rowsPerPage: 5, sortBy: [], descending: [], search: '' },
      columnsToExport: [],
    };
    const names = {
      nl: (await exported('nl', 'Delivery/ExportDeliveriesToExcel', view)).name,
      de: (await exported('de', 'Delivery/ExportAllDeliveriesToExcel', view)).name,
      zhHans: (await exported('zhHans', 'Order/ExportOrdersToExcel', view)).name,
      en: (await exported('en', 'Order/ExportOrdersToExcel', view)).name,
    };
    expect(names.nl).toMatch(/^Leveringen-Van-Dijk-Verpakkingen-B-V-\d{4}-\d{2}-\d{2}-pagina-1\.xlsx$/);
    expect(names.de).toMatch(/^Lieferungen-Van-Dijk-Verpakkingen-B-V-\d{4}-\d{2}-\d{2}-alle\.xlsx$/);
    expect(names.zhHans).toMatch(/^订单-Van-Dijk-Verpakkingen-B-V-\d{4}-\d{2}-\d{2}-第1页\.xlsx$/);
    expect(names.en).toMatch(/^orders-Van-Dijk-Verpakkingen-B-V-\d{4}-\d{2}-\d{2}-page-1\.xlsx$/);
    // Four workbooks, each written in a worker thread of its own.
  }, 120_000);
});
