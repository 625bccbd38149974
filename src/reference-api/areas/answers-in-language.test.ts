import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { TrackAndTraceInfo } from '../../core/api/contract/tracking.ts';
import { DEMO_OCEAN_CONTAINER_NUMBER, DEMO_ROAD_LOAD_NUMBER } from '../db/seed/service-seed.ts';
import { localizeText } from '../platform/composed-texts.ts';
import type { ServerLanguage } from '../platform/server-messages.ts';
import { testAppPerFile } from '../testing/test-app-per-file.ts';

process.env.TRACKING_HISTORY_DELAY_MS = '0';

const t = testAppPerFile({ scale: 'small', logins: { token: 'customer@example.com' } });

const OTHER_LANGUAGES = [
  ['de', 'de'],
  ['nl', 'nl'],
  ['zh', 'zhHans'],
] as const satisfies readonly (readonly [string, ServerLanguage])[];

const call = async (method: 'GET' | 'POST', url: string, language?: string, payload?: object) => {
  const response = await t.app.inject({
    method,
    url: `/customerportal/${url}`,
    headers: {
      authorization: `Bearer ${t.tokens.token}`,
      ...(language ? { 'accept-language': language } : {}),
    },
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode).toBe(200);
  return response;
};

const ALL_ROWS = { page: 1, rowsPerPage: 50 };

/** The named fields of every row, English answer and translated answer side by side. */
function expectTranslatedFields(
  english: readonly Record<string, unknown>[],
  translated: readonly Record<string, unknown>[],
  language: ServerLanguage,
  fields: readonly string[],
) {
  expect(translated).toHaveLength(english.length);
  let seen = 0;
  english.forEach((row, index) => {
    for (const field of fields) {
      const text = row[field];
      if (typeof text !== 'string') continue;
      // A plain place name (a town the truck is at) is the same in every language.
      expect(translated[index]![field]).toBe(localizeText(language, text));
      if (localizeText(language, text) === text) continue;
      seen++;
      expect(translated[index]![field], `${field}: ${text}`).not.toBe(text);
    }
  });
  expect(seen).toBeGreaterThan(0);
}

describe('the API answers in the language of accept-language', () => {
  it('given no accept-language, list rows keep the English texts of the seed', async () => {
    const orders = (await call('POST', 'Order/GetOrdersTable', undefined, ALL_ROWS)).json();
    expect(orders.items[0].convertingTypeDescription).toMatch(/^Sheeted – /);
    expect(orders.items[0].salesProductDescription).toMatch(/ g\/m²$/);
  });

  for (const [header, language] of OTHER_LANGUAGES) {
    it(`given accept-language ${header}, orders, deliveries and the dashboard's lists describe products and converting in ${language}`, async () => {
      for (const [method, url] of [
        ['POST', 'Order/GetOrdersTable'],
        ['POST', 'Delivery/GetDeliveriesTable'],
        ['GET', 'Dashboard/GetRecentOrders'],
        ['GET', 'Dashboard/GetFutureDeliveries'],
      ] as const) {
        const body = method === 'POST' ? ALL_ROWS : undefined;
        const pick = (json: { items?: Record<string, unknown>[] } | Record<string, unknown>[]) =>
          Array.isArray(json) ? json : (json.items ?? []);
        const english = pick((await call(method, url, 'en', body)).json());
        const translated = pick((await call(method, url, header, body)).json());
        expectTranslatedFields(english, translated, language, [
          'salesProductDescription',
          'convertingTypeDescription',
        ]);
      }
    });

    it(`given accept-language ${header}, stock, stock orders and statistics answer in ${language}`, async () => {
      const stockEn = (await call('POST', 'Stock/GetStockTable', 'en', ALL_ROWS)).json().items;
      const stock = (await call('POST', 'Stock/GetStockTable', header, ALL_ROWS)).json().items;
      expectTranslatedFields(stockEn, stock, language, ['salesProductDescription']);

      // A product stocked at the mill, whose warehouse name is translated (the ports' names are the same).
      const [stocked] = await t.db.query<{ productId: number }>(
        'select product_id as "productId" from stock_orders where client_id = 1001 and warehouse = \'Eerbeek mill\' limit 1',
      );
      const ordersBody = { ...ALL_ROWS, productId: stocked!.productId };
      const ordersEn = (await call('POST', 'Stock/GetStockOrderTable', 'en', ordersBody)).json().items;
      const orders = (await call('POST', 'Stock/GetStockOrderTable', header, ordersBody)).json().items;
      const atMill = (rows: { warehouse: string }[]) =>
        rows.filter((_, i) => ordersEn[i].warehouse === 'Eerbeek mill');
      expectTranslatedFields(atMill(ordersEn), atMill(orders), language, ['warehouse']);

      const statisticsEn = (
        await call('POST', 'SalesStatistics/GetSalesStatisticsList', 'en', ALL_ROWS)
      ).json();
      const statistics = (
        await call('POST', 'SalesStatistics/GetSalesStatisticsList', header, ALL_ROWS)
      ).json();
      expectTranslatedFields(statisticsEn.items, statistics.items, language, ['salesProductDescription']);
    });

    it(`given accept-language ${header}, the dashboard's tracked deliveries say where they are in ${language}`, async () => {
      const english = (await call('GET', 'Dashboard/GetTrackAndTraceDeliveries', 'en')).json();
      const translated = (await call('GET', 'Dashboard/GetTrackAndTraceDeliveries', header)).json();
      expect(
        english.some((row: { currentLocation: string }) =>
          row.currentLocation.startsWith('On the road near '),
        ),
      ).toBe(true);
      expectTranslatedFields(english, translated, language, ['currentLocation']);
    });

    it(`given accept-language ${header}, certificates name their scope ("All grades") in ${language}`, async () => {
      const english = (await call('GET', 'ProductCertificates/GetProductCertificates', 'en')).json();
      const translated = (await call('GET', 'ProductCertificates/GetProductCertificates', header)).json();
      expect(english.map((c: { product: string }) => c.product)).toContain('All grades');
      expect(translated.map((c: { product: string }) => c.product)).not.toContain('All grades');
      expect(translated.map((c: { product: string }) => c.product)).toContain(
        localizeText(language, 'All grades'),
      );
    });

    it(`given accept-language ${header}, tracking names the current location and the stops in ${language}`, async () => {
      for (const url of [
        `TrackAndTrace/GetTruckloadTrackAndTraceInfo?loadNumber=${DEMO_ROAD_LOAD_NUMBER}`,
        `TrackAndTrace/GetHellmannTrackAndTraceInfo?containerNumber=${DEMO_OCEAN_CONTAINER_NUMBER}`,
      ]) {
        const english: TrackAndTraceInfo = (await call('GET', url, 'en')).json();
        const translated: TrackAndTraceInfo = (await call('GET', url, header)).json();
        expect(english.currentlocation.name).toMatch(
          /^(At sea, |On the road near |Port of |Cross-dock |Paperfield Mill )/,
        );
        expect(translated.currentlocation.name).toBe(localizeText(language, english.currentlocation.name));
        expect(translated.currentlocation.name).not.toBe(english.currentlocation.name);
        // The mill and the ports are composed names; a customer's own address stays as it is.
        expect(translated.stops[0]!.name).not.toBe(english.stops[0]!.name);
        expect(translated.stops.map((s) => s.name)).toEqual(
          english.stops.map((s) => localizeText(language, s.name)),
        );
      }
    });

    it(`given accept-language ${header}, an orders export has the table's headers and texts in ${language}`, async () => {
      const read = async (language?: string) => {
        const response = await call('POST', 'Order/ExportOrdersToExcel', language, {
          vueTableRequest: { page: 1, rowsPerPage: 5, sortBy: ['dateOrder'], descending: [true], search: '' },
          columnsToExport: ['orderNumber', 'convertingTypeDescription'],
        });
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
        const sheet = workbook.worksheets[0]!;
        return { name: sheet.name, header: sheet.getRow(1).values, cell: String(sheet.getCell('B2').value) };
      };
      const english = await read();
      const translated = await read(header);
      expect(english.header).toEqual([undefined, 'Order', 'Converting type']);
      expect(translated.header).not.toEqual(english.header);
      expect(translated.cell).toBe(localizeText(language, english.cell));
      expect(translated.cell).not.toBe(english.cell);
    });
  }
});
