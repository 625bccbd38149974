import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import type { OrderRow } from '../../src/core/api/contract/orders.ts';
import { logIn } from './support.ts';

const texts = (language: string, namespace: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}/${namespace}.json`, import.meta.url), 'utf8'));

/** The PDF's text, with Intl's no-break spaces read as the spaces a reader copies them as. */
async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

/**
 * Logs in as `email` on the orders page, waits for the table in the account's own language, and
 * reprints the first row's order confirmation: the PDF the browser received and the row the table shows.
 */
async function reprintFirstOrder(page: Page, email: string, language: string) {
  const table = page.waitForResponse(
    (response) =>
      response.url().includes('/Order/GetOrdersTable') &&
      (response.request().headers()['accept-language'] ?? '').startsWith(language.slice(0, 2)),
  );
  await page.goto('/orders');
  await logIn(page, email);
  const row = ((await (await table).json()) as { items: OrderRow[] }).items[0]!;
  const orders = page.locator('cp-orders');
  const firstRow = orders.locator('tbody tr').first();
  // The product as the table shows it in the account's language.
  await expect(firstRow).toContainText(row.salesProductDescription);

  const reprinted = page.waitForResponse((response) => response.url().includes('/Order/ReprintOrder'));
  const tab = page.waitForEvent('popup');
  await firstRow.getByRole('button', { name: texts(language, 'orders').reprint }).click();
  const response = await reprinted;
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toBe('application/pdf');
  // The PDF opens in the tab opened by the click.
  await expect.poll(async () => (await tab).url()).toMatch(/^blob:/);
  return { row, text: await pdfText(await response.body()) };
}

test.describe('documents in the reader’s language', () => {
  test('a German customer reprints an order confirmation with German labels, figures and product text', async ({
    page,
  }) => {
    const { row, text } = await reprintFirstOrder(page, 'muller@example.com', 'de');
    expect(text).toContain('Auftragsbestätigung');
    expect(text).toContain('Ihre Bestellnummer');
    expect(text).not.toContain('Order confirmation');
    // German number format: a dot groups thousands ("64.800").
    expect(text).toContain(new Intl.NumberFormat('de-DE').format(row.amountOfSheets));
    expect(row.amountOfSheets).toBeGreaterThanOrEqual(1000);
    // Wrapped in its table cell, the product's words stay in order.
    expect(text.replace(/\s+/g, ' ')).toMatch(
      new RegExp(row.salesProductDescription.split(' ').map(escapeRegExp).join('\\s+')),
    );
    expect(row.salesProductDescription).toMatch(/karton|pappe/i);
  });

  test('a Chinese customer reprints an order confirmation with the Chinese product text and no "?"', async ({
    page,
  }) => {
    const { row, text } = await reprintFirstOrder(page, 'huamei@example.com', 'zhHans');
    expect(text).toContain('订单确认');
    expect(row.salesProductDescription).toMatch(/[\u4e00-\u9fff]/);
    const chinese = row.salesProductDescription.match(/^[\u4e00-\u9fff]+/)![0];
    // A CJK text may wrap between any two characters.
    expect(text.replace(/\s+/g, '')).toContain(chinese);
    expect(text).not.toContain('?');
  });
});

/** `text` matched literally in a RegExp (Node 20 has no RegExp.escape). */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
