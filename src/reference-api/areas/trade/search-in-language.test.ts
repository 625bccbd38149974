import { describe, expect, it } from 'vitest';
import { localizeText } from '../../platform/composed-texts.ts';
import { testAppPerFile } from '../../testing/test-app-per-file.ts';
import { SEARCH_LANGUAGES, syncShownTexts } from './shown-text-sql.ts';
import { DELIVERY_ENUM_COLUMNS, deliveryEnumTexts } from './shown-values.ts';

/**
 * A user searches for what the table shows in their language: product and converting texts,
 * warehouses, the deliveries' transport and status words, amounts written their way.
 */
const t = testAppPerFile({ scale: 'small', logins: { customer: 'customer@example.com' } });

type Language = 'nl' | 'en' | 'de' | 'zhHans';
type Page = { items: Record<string, unknown>[]; total: number };

const table = async (language: Language, path: string, body: object): Promise<Page> => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/customerportal/${path}`,
    headers: { authorization: `Bearer ${t.tokens.customer}`, 'accept-language': language },
    payload: { page: 1, rowsPerPage: -1, ...body },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Page;
};
const count = async (sql: string, params: unknown[] = []) =>
  (await t.db.query<{ n: number }>(sql, params))[0]!.n;

const GREY_BOARD = { nl: 'grijsbord', de: 'Graupappe', zhHans: '灰纸板' } as const;

describe('search in the user’s language', () => {
  it.each(Object.entries(GREY_BOARD))(
    'finds grey board orders and deliveries by the %s word',
    async (language, word) => {
      const orders = await count(
        "select count(*)::int n from orders where client_id = 1001 and sales_product_description like 'Uncoated grey board %'",
      );
      expect(orders).toBeGreaterThan(0);
      const found = await table(language as Language, 'Order/GetOrdersTable', { search: word });
      expect(found.total).toBe(orders);
      expect(
        found.items.every((row) =>
          String(row.salesProductDescription).toLowerCase().includes(word.toLowerCase()),
        ),
      ).toBe(true);
      const deliveries = await count(
        "select count(*)::int n from deliveries where client_id = 1001 and sales_product_description like 'Uncoated grey board %'",
      );
      expect((await table(language as Language, 'Delivery/GetDeliveriesTable', { search: word })).total).toBe(
        deliveries,
      );
    },
  );

  it('finds stock products, statistics and warehouses by their shown texts', async () => {
    const stock = await table('de', 'Stock/GetStockTable', { search: 'graupappe' });
    expect(stock.total).toBeGreaterThan(0);
    expect(
      stock.items.every((row) => String(row.salesProductDescription).startsWith('Ungestrichene Graupappe')),
    ).toBe(true);
    const bleached = await count(
      "select count(*)::int n from sales_statistics s join products p using (product_id) where s.client_id = 1001 and p.description like 'Solid bleached board %'",
    );
    expect(bleached).toBeGreaterThan(0);
    const statistics = await table('nl', 'SalesStatistics/GetSalesStatisticsList', { search: 'massief' });
    expect(statistics.total).toBe(bleached);
    // 涂布白面灰底纸板 (grey back) and 涂布白面白底纸板 (white back) share their English start.
    const greyBack = await table('zhHans', 'Stock/GetStockTable', { search: '灰底' });
    expect(greyBack.items.map((row) => row.grade)).toEqual(expect.arrayContaining(['GD2']));
    expect(greyBack.items.every((row) => row.grade === 'GD2')).toBe(true);
    const [{ productId, n }] = (await t.db.query<{ productId: number; n: number }>(
      `select product_id "productId", count(*)::int n from stock_orders
        where client_id = 1001 and warehouse = 'Eerbeek mill' group by product_id order by n desc limit 1`,
    )) as [{ productId: number; n: number }];
    const orders = await table('de', 'Stock/GetStockOrderTable', { productId, search: 'werk eerbeek' });
    expect(orders.total).toBe(n);
    expect(orders.items.every((row) => row.warehouse === 'Werk Eerbeek')).toBe(true);
  });

  it('finds deliveries by the transport and status words of the screen', async () => {
    const road = await count(
      "select count(*)::int n from deliveries where client_id = 1001 and transport_type = 'Road'",
    );
    const preparing = await count(
      "select count(*)::int n from deliveries where client_id = 1001 and status = 'Preparing'",
    );
    const inTransit = await count(
      "select count(*)::int n from deliveries where client_id = 1001 and status = 'InTransit'",
    );
    expect((await table('de', 'Delivery/GetDeliveriesTable', { search: 'straße' })).total).toBe(road);
    expect((await table('zhHans', 'Delivery/GetDeliveriesTable', { search: '公路' })).total).toBe(road);
    expect((await table('nl', 'Delivery/GetDeliveriesTable', { search: 'voorbereiding' })).total).toBe(
      preparing,
    );
    expect((await table('de', 'Delivery/GetDeliveriesTable', { search: 'unterwegs' })).total).toBe(inTransit);
    // Another language's word is not what this user's screen shows.
    expect((await table('de', 'Delivery/GetDeliveriesTable', { search: 'voorbereiding' })).total).toBe(0);
  });

  it('finds an invoice by its amount written the user’s way, and dimensions written with ×', async () => {
    const [invoice] = await t.db.query<{ number: string; amount: number }>(
      `select invoice_number number, amount_excl_vat_eur::float8 amount from invoices
        where client_id = 1001 and amount_excl_vat_eur >= 1000 order by invoice_id limit 1`,
    );
    const written = (language: string) =>
      new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
        invoice!.amount,
      );
    for (const language of ['nl', 'de', 'en', 'zhHans'] as const) {
      const found = await table(language, 'Invoice/GetAllInvoicesTable', {
        search: written(language === 'zhHans' ? 'zh' : language),
      });
      expect(found.items.map((row) => row.invoiceNumber)).toContain(invoice!.number);
    }
    const [order] = await t.db.query<{ width: number; length: number }>(
      'select width_mm width, length_mm length from orders where client_id = 1001 limit 1',
    );
    const dimensions = `${order!.width} × ${order!.length}`;
    const found = await table('nl', 'Order/GetOrdersTable', { search: dimensions });
    expect(found.total).toBeGreaterThan(0);
    expect(found.items.every((row) => row.dimensions === dimensions)).toBe(true);
  });

  it('follows a changed product text in every language', async () => {
    const [order] = await t.db.query<{ id: number; number: string }>(
      `select order_id id, order_number number from orders
        where client_id = 1001 and sales_product_description not like 'Solid bleached board%' limit 1`,
    );
    const shown = { nl: 'massief', de: 'vollgebleichter', zhHans: '漂白实心', en: 'solid bleached' };
    for (const [language, word] of Object.entries(shown)) {
      const before = await table(language as Language, 'Order/GetOrdersTable', {
        search: `${word} ${order!.number}`,
      });
      expect(before.total, `${language} before the change`).toBe(0);
    }
    await t.db.query(
      "update orders set sales_product_description = 'Solid bleached board SBS 300 g/m²' where order_id = $1",
      [order!.id],
    );
    for (const [language, word] of Object.entries(shown)) {
      const after = await table(language as Language, 'Order/GetOrdersTable', {
        search: `${word} ${order!.number}`,
      });
      expect(
        after.items.map((row) => row.id),
        `${language} after the change`,
      ).toContain(order!.id);
    }
  });

  it('says every stored value in its search texts as the answers show it', async () => {
    const stored = await t.db.query<{ text: string }>(
      `select sales_product_description text from orders union select converting_type_description from orders
       union select description from products union select warehouse from stock_orders`,
    );
    for (const [suffix, language] of Object.entries(SEARCH_LANGUAGES)) {
      for (const { text } of stored) {
        const [row] = await t.db.query<{ shown: string }>('select lower(shown_text($1, $2)) shown', [
          suffix,
          text,
        ]);
        expect(row!.shown, `${language}: ${text}`).toBe(localizeText(language, text).toLowerCase());
      }
      for (const column of DELIVERY_ENUM_COLUMNS) {
        for (const [value, shown] of Object.entries(deliveryEnumTexts(language, column))) {
          const [row] = await t.db.query<{ shown: string }>('select shown_delivery_value($1, $2) shown', [
            suffix,
            value,
          ]);
          expect(row!.shown).toBe(shown.toLowerCase());
        }
      }
    }
  });

  it('rewrites the search texts when the dictionaries changed since they were written', async () => {
    // As if the rows had been written by an API with other translations.
    await t.db.exec(`CREATE OR REPLACE FUNCTION shown_text(language text, stored text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS 'SELECT $2'`);
    await t.db.exec('UPDATE orders SET sales_product_description = sales_product_description');
    await t.db.exec("UPDATE shown_text_dictionary SET fingerprint = 'older'");
    expect((await table('de', 'Order/GetOrdersTable', { search: 'Graupappe' })).total).toBe(0);
    expect(await syncShownTexts(t.db)).toBe(true);
    expect((await table('de', 'Order/GetOrdersTable', { search: 'Graupappe' })).total).toBeGreaterThan(0);
    expect(await syncShownTexts(t.db), 'nothing to do the next time').toBe(false);
  });
});
