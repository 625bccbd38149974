import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { message } from '../platform/server-messages.ts';
import { testAppPerFile } from '../testing/test-app-per-file.ts';
import { integrationCalls } from './integration-test-kit.ts';

const t = testAppPerFile({ logins: { customer: 'customer@example.com', staff: 'staff@example.com' } });

const send = integrationCalls(t);
const call = (path: string, items: unknown[], method: 'PUT' | 'POST' = 'PUT') => send(method, path, items);
const counts = async (path: string, items: unknown[], method: 'PUT' | 'POST' = 'PUT') => {
  const answer = await call(path, items, method);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};

/** A portal call as one of the file's logins. */
const portal = (
  method: 'GET' | 'POST',
  path: string,
  login: 'customer' | 'staff',
  options: { payload?: object; language?: string } = {},
) =>
  t.app.inject({
    method,
    url: `/customerportal${path}`,
    headers: { authorization: `Bearer ${t.tokens[login]}`, 'accept-language': options.language ?? 'en' },
    ...(options.payload ? { payload: options.payload } : {}),
  });

const certificate = (certificateNumber: string, more: object = {}) => ({
  certificateNumber,
  product: 'Paperfield FoodBoard GC1',
  kind: 'FSC',
  issuer: 'Control Union Certifications',
  validFrom: '2026-01-01',
  validUntil: '2028-12-31',
  ...more,
});

interface ListedCertificate {
  certificateId: number;
  certificateNumber: string;
  filename: string;
  validUntil: string;
}
const listedCertificates = async (): Promise<ListedCertificate[]> =>
  (await portal('GET', '/ProductCertificates/GetProductCertificates', 'customer')).json();

describe('PUT Integration/Certificates', () => {
  it('creates, leaves alone, updates — and the portal lists and downloads them like seeded ones', async () => {
    const batch = [
      certificate('FSC-C777001', { filename: 'FSC-Chain-of-Custody-C777001.pdf' }),
      certificate('PEFC/30-31-777', { kind: 'PEFC', issuer: 'SGS Nederland B.V.' }),
    ];
    expect(await counts('Certificates', batch)).toEqual({ created: 2, updated: 0, unchanged: 0 });
    expect(await counts('Certificates', batch)).toEqual({ created: 0, updated: 0, unchanged: 2 });

    const listed = await listedCertificates();
    const pefc = listed.find((c) => c.certificateNumber === 'PEFC/30-31-777')!;
    // Sent without a filename: the number's, made safe for a file name.
    expect(pefc).toMatchObject({ filename: 'PEFC-30-31-777.pdf', validUntil: '2028-12-31' });
    expect(listed.find((c) => c.certificateNumber === 'FSC-C777001')?.filename).toBe(
      'FSC-Chain-of-Custody-C777001.pdf',
    );
    const file = await portal('POST', '/ProductCertificates/GetProductCertificate', 'customer', {
      payload: { certificateId: pefc.certificateId },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(String(file.headers['content-disposition'])).toContain('PEFC-30-31-777.pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // A seeded certificate is one like any other: its number is its key.
    expect(
      await counts('Certificates', [
        certificate('FSC-C777001', {
          validUntil: '2029-06-30',
          filename: 'FSC-Chain-of-Custody-C777001.pdf',
        }),
        certificate('FSC-C012345', {
          product: 'All grades',
          validFrom: '2025-01-01',
          validUntil: '2030-12-31',
        }),
      ]),
    ).toEqual({ created: 0, updated: 2, unchanged: 0 });
    const after = await listedCertificates();
    expect(after.filter((c) => c.certificateNumber === 'FSC-C012345')).toHaveLength(1);
    expect(after.find((c) => c.certificateNumber === 'FSC-C777001')?.validUntil).toBe('2029-06-30');
  });

  it('refuses a batch with a bad record whole, naming it by index', async () => {
    const answer = await call('Certificates', [
      certificate('ISO-NEW-1'),
      certificate('ISO-NEW-2', { validFrom: '2027-01-01', validUntil: '2026-12-31' }),
      certificate('ISO-NEW-1'),
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().items).toEqual([
      { index: 1, errors: { validUntil: [message('en', 'errors.validUntilBeforeFrom')] } },
      { index: 2, errors: { certificateNumber: [message('en', 'errors.batchDuplicate')] } },
    ]);
    const schema = await call('Certificates', [
      certificate('ISO-NEW-3', { validUntil: '2027-02-30' }),
      certificate('ISO-NEW-4', { filename: '../etc/passwd.pdf' }),
    ]);
    expect(
      schema.json().items.map((i: { index: number; errors: object }) => [i.index, Object.keys(i.errors)]),
    ).toEqual([
      [0, ['validUntil']],
      [1, ['filename']],
    ]);
    expect(
      await t.db.query("select 1 from product_certificates where certificate_number like 'ISO-NEW-%'"),
    ).toEqual([]);
  });

  it('removes by number; again, it finds nothing', async () => {
    await counts('Certificates', [certificate('FSC-GONE-1')]);
    const remove = [{ certificateNumber: 'FSC-GONE-1' }, { certificateNumber: 'FSC-NEVER' }];
    expect(await counts('Certificates/Remove', remove, 'POST')).toEqual({ removed: 1, missing: 1 });
    expect((await listedCertificates()).map((c) => c.certificateNumber)).not.toContain('FSC-GONE-1');
    expect(await counts('Certificates/Remove', remove, 'POST')).toEqual({ removed: 0, missing: 2 });
  });
});

const line = (gsm: number, pricePerTonne: number) => ({
  grade: 'Paperfield FoodBoard GC1',
  gsm,
  widthMm: 720,
  lengthMm: 1020,
  pricePerTonne,
  minimumOrderKg: 500,
});
const priceList = (clientId: number, lines = [line(250, 1401.5), line(300, 1449), line(350, 1502.25)]) => ({
  clientId,
  currency: 'EUR',
  validFrom: '2027-01-01',
  lines,
});

/** The client's price list as the portal downloads it, rows from the first line on. */
async function downloadedLines(clientId: number) {
  const answer = await portal('POST', `/Pricelist/GetPricelist?clientId=${clientId}`, 'staff');
  expect(answer.statusCode, answer.body).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const lines: unknown[][] = [];
  sheet.eachRow((row, number) => {
    if (number > 4) lines.push((row.values as unknown[]).slice(1, 7));
  });
  return lines;
}

describe('PUT Integration/PriceLists', () => {
  it('creates a price list the portal downloads, replaces its lines, and leaves an equal one alone', async () => {
    // Client 1004 has no seeded price list.
    const hasList = async () =>
      (await portal('POST', '/Pricelist/HasPricelist?clientId=1004', 'staff')).json().hasPricelist;
    expect(await hasList()).toBe(false);
    expect(await counts('PriceLists', [priceList(1004)])).toEqual({ created: 1, updated: 0, unchanged: 0 });
    expect(await hasList()).toBe(true);
    expect(await downloadedLines(1004)).toEqual([
      ['Paperfield FoodBoard GC1', 250, 720, 1020, 1401.5, 500],
      ['Paperfield FoodBoard GC1', 300, 720, 1020, 1449, 500],
      ['Paperfield FoodBoard GC1', 350, 720, 1020, 1502.25, 500],
    ]);
    expect(await counts('PriceLists', [priceList(1004)])).toEqual({ created: 0, updated: 0, unchanged: 1 });

    // One price changed: updated. Fewer lines: the rest go.
    expect(await counts('PriceLists', [priceList(1004, [line(250, 1399), line(300, 1449)])])).toEqual({
      created: 0,
      updated: 1,
      unchanged: 0,
    });
    expect(await downloadedLines(1004)).toEqual([
      ['Paperfield FoodBoard GC1', 250, 720, 1020, 1399, 500],
      ['Paperfield FoodBoard GC1', 300, 720, 1020, 1449, 500],
    ]);

    // A seeded list is replaced whole by the one sent; the customer downloads that.
    expect(await counts('PriceLists', [priceList(1001, [line(400, 1600)])])).toEqual({
      created: 0,
      updated: 1,
      unchanged: 0,
    });
    expect(await downloadedLines(1001)).toEqual([['Paperfield FoodBoard GC1', 400, 720, 1020, 1600, 500]]);
    expect((await portal('POST', '/Pricelist/GetPricelist', 'customer')).statusCode).toBe(200);
  });

  it('refuses an unknown client and a client twice, writing nothing', async () => {
    const answer = await call('PriceLists', [
      priceList(1005, [line(125, 1)]),
      priceList(999_999),
      priceList(1005),
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().items).toEqual([
      { index: 1, errors: { clientId: [message('en', 'errors.unknownClient')] } },
      { index: 2, errors: { clientId: [message('en', 'errors.batchDuplicate')] } },
    ]);
    expect(
      await t.db.query('select 1 from price_list_items where client_id = 1005 and price_per_tonne = 1'),
    ).toEqual([]);
  });

  it('removes a client’s price list: the portal then has none', async () => {
    await counts('PriceLists', [priceList(1003)]);
    expect(await counts('PriceLists/Remove', [{ clientId: 1003 }, { clientId: 999_999 }], 'POST')).toEqual({
      removed: 1,
      missing: 1,
    });
    expect((await portal('POST', '/Pricelist/HasPricelist?clientId=1003', 'staff')).json().hasPricelist).toBe(
      false,
    );
    expect(await t.db.query('select 1 from price_list_items where client_id = 1003')).toEqual([]);
  });
});

const news = (externalId: string, more: object = {}) => ({
  externalId,
  publishedOn: '2026-11-27',
  translations: {
    en: { title: 'New coating line', bodyHtml: '<p>PM3 runs a <strong>new</strong> coating line.</p>' },
    de: { title: 'Neue Streichanlage', bodyHtml: '<p>PM3 hat eine <strong>neue</strong> Streichanlage.</p>' },
  },
  ...more,
});
const dashboardNews = async (language: string) =>
  (await portal('GET', '/Dashboard/GetNews', 'customer', { language })).json() as {
    newsId: number;
    title: string;
    bodyHtml: string;
    publishedOn: string;
  }[];

describe('PUT Integration/News', () => {
  it('creates an item the dashboard shows in each language (English where it has none), then updates it', async () => {
    expect(await counts('News', [news('cms-1')])).toEqual({ created: 1, updated: 0, unchanged: 0 });
    expect(await counts('News', [news('cms-1')])).toEqual({ created: 0, updated: 0, unchanged: 1 });
    expect((await dashboardNews('de'))[0]).toMatchObject({
      title: 'Neue Streichanlage',
      publishedOn: '2026-11-27',
    });
    expect((await dashboardNews('nl'))[0]?.title).toBe('New coating line');

    // Its German text gone, a Dutch one added, and a script in the English one: sanitized away.
    const changed = news('cms-1', {
      translations: {
        en: { title: 'New coating line', bodyHtml: '<p>PM3 runs it.</p><script>alert(1)</script>' },
        nl: { title: 'Nieuwe strijklijn', bodyHtml: '<p>PM3 heeft een nieuwe strijklijn.</p>' },
      },
    });
    expect(await counts('News', [changed])).toEqual({ created: 0, updated: 1, unchanged: 0 });
    expect(await counts('News', [changed])).toEqual({ created: 0, updated: 0, unchanged: 1 });
    expect((await dashboardNews('de'))[0]).toMatchObject({
      title: 'New coating line',
      bodyHtml: '<p>PM3 runs it.</p>',
    });
    expect((await dashboardNews('nl'))[0]?.title).toBe('Nieuwe strijklijn');
  });

  it('refuses an item without English, a body that is nothing once sanitized, and an id twice', async () => {
    const answer = await call('News', [
      news('cms-bad-1'),
      news('cms-bad-2', {
        translations: { en: { title: 'Only a script', bodyHtml: '<script>alert(1)</script>' } },
      }),
      news('cms-bad-1'),
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().items).toEqual([
      { index: 1, errors: { 'translations.en.bodyHtml': [message('en', 'validation.required')] } },
      { index: 2, errors: { externalId: [message('en', 'errors.batchDuplicate')] } },
    ]);
    const noEnglish = await call('News', [
      news('cms-bad-3', { translations: { de: news('x').translations.de } }),
    ]);
    expect(noEnglish.statusCode).toBe(400);
    expect(noEnglish.json().items[0].index).toBe(0);
    expect(await t.db.query("select 1 from news_items where external_id like 'cms-bad-%'")).toEqual([]);
  });

  it('removes an item with its translations', async () => {
    await counts('News', [news('cms-gone')]);
    const before = (await dashboardNews('en')).length;
    expect(await counts('News/Remove', [{ externalId: 'cms-gone' }], 'POST')).toEqual({
      removed: 1,
      missing: 0,
    });
    expect(await dashboardNews('en')).toHaveLength(before - 1);
    expect(await counts('News/Remove', [{ externalId: 'cms-gone' }], 'POST')).toEqual({
      removed: 0,
      missing: 1,
    });
  });
});
