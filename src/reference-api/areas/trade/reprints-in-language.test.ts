import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { DeliveryRow } from '../../../core/api/contract/deliveries.ts';
import type { InvoiceRow } from '../../../core/api/contract/invoices.ts';
import type { OrderRow } from '../../../core/api/contract/orders.ts';
import { testAppPerFile } from '../../testing/test-app-per-file.ts';

const t = testAppPerFile({ scale: 'small', logins: { token: 'customer@example.com' } });

const post = async (url: string, payload: object, language?: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/customerportal/${url}`,
    headers: {
      authorization: `Bearer ${t.tokens.token}`,
      ...(language ? { 'accept-language': language } : {}),
    },
    payload,
  });
  expect(response.statusCode).toBe(200);
  return response;
};

/** The first row of a table as the screen shows it in `language`. */
const firstRow = async <Row>(url: string, language: string, body: object = {}) =>
  (await post(url, { page: 1, rowsPerPage: 1, ...body }, language)).json().items[0] as Row;

/** The PDF's text and, per page, its text runs with their positions (as a PDF reader lays them out). */
async function readPdf(payload: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(payload));
  const { text } = await extractText(pdf, { mergePages: true });
  const page = await pdf.getPage(1);
  const content = await page.getTextContent();
  const runs = content.items.flatMap((item): Run[] =>
    'str' in item && item.str.trim()
      ? [
          {
            text: plain(item.str),
            x: item.transform[4] as number,
            y: item.transform[5] as number,
            width: item.width,
          },
        ]
      : [],
  );
  return { text: plain(text), runs };
}

type Run = { text: string; x: number; y: number; width: number };

// Intl puts no-break spaces in figures ("52.188,20 €"); a reader extracts them as spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const CJK = /[\u3000-\u9fff\uff00-\uffef]/;

/**
 * The text of the table column that starts where `start` (a cell's first word) is printed: its
 * lines top to bottom, joined as they were wrapped (a space between words, none between CJK).
 */
function columnText(runs: Run[], start: string): string {
  const first = runs.find((run) => run.text.startsWith(start));
  expect(first, `a run starting with "${start}"`).toBeDefined();
  const lines = runs
    .filter((run) => Math.abs(run.x - first!.x) < 0.5 && run.y <= first!.y)
    .sort((a, b) => b.y - a.y)
    .map((run) => run.text);
  return lines.reduce((text, line) =>
    CJK.test(text.at(-1) ?? '') || CJK.test(line[0] ?? '') ? text + line : `${text} ${line}`,
  );
}

/** The runs on the line of `header`, left to right: the table's header row. */
function headerLine(runs: Run[], header: string) {
  const first = runs.find((run) => run.text === header);
  expect(first, `a header run "${header}"`).toBeDefined();
  return runs.filter((run) => Math.abs(run.y - first!.y) < 1).sort((a, b) => a.x - b.x);
}

describe('reprints in the reader’s language', () => {
  it('given accept-language de, the order confirmation has German labels, numbers and product texts', async () => {
    const row = await firstRow<OrderRow>('Order/GetOrdersTable', 'de');
    const { text, runs } = await readPdf(
      (await post('Order/ReprintOrder', { orderId: row.id }, 'de')).rawPayload,
    );
    expect(text).toContain('Auftragsbestätigung');
    expect(columnText(runs, row.salesProductDescription.split(' ')[0]!)).toContain(
      row.salesProductDescription,
    );
    expect(columnText(runs, row.convertingTypeDescription.split(' ')[0]!)).toContain(
      row.convertingTypeDescription,
    );
    expect(text).toContain(new Intl.NumberFormat('de-DE').format(row.amountOfSheets));
    expect(text).not.toContain('Order confirmation');
    expect(text).not.toContain('?');
    // The header's runs never overlap (the old table printed "Dimensions (mm)Sheets").
    const headers = headerLine(runs, 'Pos.');
    expect(headers.length).toBeGreaterThanOrEqual(5);
    headers.slice(1).forEach((run, i) => {
      expect(run.x, `${headers[i]!.text} | ${run.text}`).toBeGreaterThan(headers[i]!.x + headers[i]!.width);
    });
  });

  for (const language of ['en', 'de', 'zh']) {
    it(`given accept-language ${language}, no text of an order confirmation runs into the next on its line`, async () => {
      // Orders whose positions have the longest converting texts (the old table let them run on).
      const [order] = await t.db.query<{ id: number }>(
        `select min(order_id) as id from orders where client_id = 1001
          group by order_number order by count(*) desc, min(order_id) limit 1`,
      );
      const { runs } = await readPdf(
        (await post('Order/ReprintOrder', { orderId: order!.id }, language)).rawPayload,
      );
      const lines = new Map<number, Run[]>();
      for (const run of runs) lines.set(Math.round(run.y), [...(lines.get(Math.round(run.y)) ?? []), run]);
      let tableLines = 0;
      for (const line of lines.values()) {
        if (line.length < 4) continue;
        tableLines++;
        const sorted = line.sort((a, b) => a.x - b.x);
        sorted.slice(1).forEach((run, i) => {
          const before = sorted[i]!;
          // At least a space (2 pt at 8 pt) between two cells.
          expect(run.x, `"${before.text}" | "${run.text}"`).toBeGreaterThanOrEqual(
            before.x + before.width + 2,
          );
        });
      }
      expect(tableLines).toBeGreaterThanOrEqual(3);
    });
  }

  it('given accept-language zh, the order confirmation has the Chinese product text and no "?"', async () => {
    const row = await firstRow<OrderRow>('Order/GetOrdersTable', 'zh');
    const { text, runs } = await readPdf(
      (await post('Order/ReprintOrder', { orderId: row.id }, 'zh')).rawPayload,
    );
    expect(row.salesProductDescription).toMatch(/[\u4e00-\u9fff]/);
    expect(columnText(runs, row.salesProductDescription.slice(0, 2))).toContain(row.salesProductDescription);
    expect(columnText(runs, row.convertingTypeDescription.slice(0, 2))).toContain(
      row.convertingTypeDescription,
    );
    expect(text).toContain('订单确认');
    expect(text).not.toContain('?');
  });

  it('given accept-language nl, the delivery note has Dutch labels, status and product text', async () => {
    const row = await firstRow<DeliveryRow>('Delivery/GetDeliveriesTable', 'nl');
    const { text, runs } = await readPdf(
      (await post('Delivery/ReprintDeliveryNote', { deliveryId: row.id }, 'nl')).rawPayload,
    );
    expect(text).toContain('Pakbon');
    expect(text).toContain(
      { Preparing: 'In voorbereiding', InTransit: 'Onderweg', Delivered: 'Geleverd' }[row.status],
    );
    expect(columnText(runs, row.salesProductDescription.split(' ')[0]!)).toContain(
      row.salesProductDescription,
    );
    expect(text).not.toContain('Delivery note');
  });

  it('given accept-language de, the invoice has German labels and amounts in German format', async () => {
    const row = await firstRow<InvoiceRow>('Invoice/GetAllInvoicesTable', 'de');
    const { text } = await readPdf(
      (await post('Invoice/ReprintInvoice', { invoiceId: row.id }, 'de')).rawPayload,
    );
    const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
    expect(text).toContain('Rechnung');
    expect(text).toContain(plain(euro.format(row.amountExclVatEur)));
    expect(text).toMatch(/\d{1,3}(\.\d{3})*,\d{2}\s€/);
    expect(text).not.toContain('EUR ');
  });

  it('given accept-language zh, a certificate is in Chinese with its scope in Chinese and no "?"', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/customerportal/ProductCertificates/GetProductCertificates',
      headers: { authorization: `Bearer ${t.tokens.token}`, 'accept-language': 'zh' },
    });
    const certificate = (response.json() as { certificateId: number; product: string }[]).find((c) =>
      /[\u4e00-\u9fff]/.test(c.product),
    )!;
    const { text } = await readPdf(
      (
        await post(
          'ProductCertificates/GetProductCertificate',
          { certificateId: certificate.certificateId },
          'zh',
        )
      ).rawPayload,
    );
    expect(text).toContain(certificate.product);
    expect(text).toContain('证书编号');
    expect(text).not.toContain('?');
  });
});
