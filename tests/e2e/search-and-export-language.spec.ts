import { expect, type Locator, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { logIn } from './support.ts';

// Search and exports in the user's language (issue 24 §3 and §6): the words of the user's own table
// find its rows, and an export says what the table says.

/** Chooses a language in the drawer's switch and waits until the server has stored it. */
async function chooseLanguage(page: Page, code: string): Promise<void> {
  const select = page.locator('.drawer .language-switch select, .language-switch select').first();
  if ((await select.inputValue()) === code) return;
  const saved = page.waitForResponse((response) => response.url().includes('/Language/UpdateLanguage'));
  await select.selectOption(code);
  expect((await saved).ok()).toBe(true);
}

/** Types `word` into the orders table's search box as a user does; answers the rows' total. */
async function searchOrders(page: Page, orders: Locator, word: string): Promise<number> {
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/Order/GetOrdersTable') &&
      (response.request().postDataJSON() as { search?: string }).search === word,
  );
  const box = orders.getByRole('searchbox');
  await box.click();
  await box.fill('');
  await box.pressSequentially(word);
  const answer = await answered;
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { total: number }).total;
}

test.describe('search and exports in the user’s language', () => {
  test('“grijsbord” in a Dutch session and “Graupappe” in a German one find the grey board orders', async ({
    page,
  }) => {
    await page.goto('/orders');
    await logIn(page, 'customer@example.com');
    const orders = page.locator('cp-orders');
    const rows = orders.locator('tr[part="row"]');
    await expect(rows.first()).toBeVisible();

    expect(await searchOrders(page, orders, 'grijsbord')).toBeGreaterThan(0);
    await expect(rows.first()).toContainText('Ongestreken grijsbord');
    await expect(orders.getByText('Geen gegevens beschikbaar')).toHaveCount(0);

    await chooseLanguage(page, 'de');
    try {
      expect(await searchOrders(page, orders, 'Graupappe')).toBeGreaterThan(0);
      await expect(rows.first()).toContainText('Ungestrichene Graupappe');
      // Every row shown is one whose product the German screen calls Graupappe.
      const products = await rows.evaluateAll((all) => all.map((row) => row.textContent ?? ''));
      expect(products.length).toBeGreaterThan(0);
      expect(products.every((text) => text.includes('Graupappe'))).toBe(true);
    } finally {
      // The account's stored language is what later sign-ins show: leave it Dutch, as seeded.
      await chooseLanguage(page, 'nl');
    }
  });

  test('a German deliveries export has the transport and status words of the German screen', async ({
    page,
  }) => {
    await page.goto('/deliveries');
    await logIn(page, 'customer@example.com');
    const deliveries = page.locator('cp-deliveries');
    await expect(deliveries.locator('tr[part="row"]').first()).toBeVisible();
    await chooseLanguage(page, 'de');
    try {
      await expect(deliveries.getByRole('button', { name: 'Ansicht exportieren' })).toBeVisible();
      const download = page.waitForEvent('download');
      await deliveries.getByRole('button', { name: 'Ansicht exportieren' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^Lieferungen-.+-Seite-1\.xlsx$/);

      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(await file.path());
      const sheet = workbook.worksheets[0]!;
      const header = (sheet.getRow(1).values as unknown[]).map(String);
      const transport = header.indexOf('Transport');
      const status = header.indexOf('Status');
      expect(transport).toBeGreaterThan(0);
      expect(status).toBeGreaterThan(0);
      const values = (column: number) =>
        Array.from({ length: sheet.rowCount - 1 }, (_, index) =>
          String(sheet.getRow(index + 2).getCell(column).value),
        );
      expect(values(transport).length).toBeGreaterThan(0);
      expect(new Set(values(transport))).toEqual(
        new Set(values(transport).filter((v) => ['Straße', 'See'].includes(v))),
      );
      expect(values(transport)).toContain('Straße');
      expect(
        values(status).every((value) => ['In Vorbereitung', 'Unterwegs', 'Geliefert'].includes(value)),
        values(status).join(', '),
      ).toBe(true);
    } finally {
      await chooseLanguage(page, 'nl');
    }
  });
});
