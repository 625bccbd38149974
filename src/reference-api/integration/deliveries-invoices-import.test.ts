import { describe, expect, it } from 'vitest';
import { DeliveryRow } from '../../core/api/contract/deliveries.ts';
import { InvoiceRow } from '../../core/api/contract/invoices.ts';
import { testAppPerFile } from '../testing/test-app-per-file.ts';
import { createApiKey } from './api-keys.ts';
import { DeliveryItem } from './deliveries-import.ts';
import { InvoiceItem } from './invoices-import.ts';

const t = testAppPerFile({ logins: { customer: 'customer@example.com', agent: 'agent@example.com' } });

const key = async () =>
  (await createApiKey(t.db, { name: 'erp', scopes: ['import'], createdBy: null })).apiKey;
const call = (apiKey: string, method: 'PUT' | 'POST', path: string, items: unknown[]) =>
  t.app.inject({
    method,
    url: `/customerportal/Integration/${path}`,
    headers: { 'x-api-key': apiKey },
    payload: { items },
  });
const table = (token: string, path: string, body: object, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/customerportal/${path}${query}`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'de' },
    payload: { page: 1, rowsPerPage: -1, ...body },
  });

const delivery = (clientId: number, loadNumber: string) => ({
  clientId,
  loadNumber,
  transportType: 'Ocean',
  status: 'InTransit',
  containerNumber: 'HLXU7654321',
  carrier: 'hellmann',
  orderNumber: 'DLV-ORDER',
  customerOrderNumber: 'PO-77',
  orderPosition: 10,
  salesProductDescription: 'Uncoated grey board GD2 500 g/m²',
  convertingTypeDescription: 'Sheeted – pallet wrapped',
  dimensions: '1020 × 720',
  amountOfSheets: 5400,
  pallets: 2,
  weight: 2100.5,
  theoreticalNettWeightKg: 2000,
  calloff: null,
  dateDeparture: '2026-11-20',
  country: 'China',
  address: 'Port road 1, Shanghai',
});

const invoice = (clientId: number, invoiceNumber: string) => ({
  clientId,
  invoiceNumber,
  invoiceDate: '2026-11-01',
  dateDue: '2026-12-01',
  datePaid: null,
  outstanding: 1210,
  amountExclVatEur: 1000,
  amountExclVatForeign: 1080.55,
  currency: 'USD',
  vat: 210,
});

describe('PUT Integration/Deliveries', () => {
  it('takes the list row without id plus clientId', () => {
    const row = Object.keys(DeliveryRow.properties).filter((k) => k !== 'id');
    expect(Object.keys(DeliveryItem.properties).sort()).toEqual(['clientId', ...row].sort());
  });

  it('creates, leaves alone, updates by load number; the client’s customer finds it in German; removes', async () => {
    const apiKey = await key();
    const batch = [delivery(1001, 'LIMP-1'), delivery(1001, 'LIMP-2')];
    expect((await call(apiKey, 'PUT', 'Deliveries', batch)).json()).toEqual({
      created: 2,
      updated: 0,
      unchanged: 0,
    });
    expect((await call(apiKey, 'PUT', 'Deliveries', batch)).json()).toEqual({
      created: 0,
      updated: 0,
      unchanged: 2,
    });
    const delivered = { ...batch[1]!, status: 'Delivered' };
    expect((await call(apiKey, 'PUT', 'Deliveries', [batch[0], delivered])).json()).toEqual({
      created: 0,
      updated: 1,
      unchanged: 1,
    });
    // "Unterwegs" and "Graupappe" are what a German reader sees for InTransit and grey board.
    const found = await table(t.tokens.customer, 'Delivery/GetDeliveriesTable', {
      search: 'limp unterwegs graupappe',
    });
    expect(found.json().items.map((r: { loadNumber: string }) => r.loadNumber)).toEqual(['LIMP-1']);
    const other = await table(
      t.tokens.agent,
      'Delivery/GetDeliveriesTable',
      { search: 'limp' },
      '?clientId=1002',
    );
    expect(other.json().total).toBe(0);

    const removed = await call(apiKey, 'POST', 'Deliveries/Remove', [
      { clientId: 1001, loadNumber: 'LIMP-1' },
      { clientId: 1002, loadNumber: 'LIMP-2' },
    ]);
    expect(removed.json()).toEqual({ removed: 1, missing: 1 });
    expect(await t.db.query("select load_number from deliveries where load_number like 'LIMP-%'")).toEqual([
      { load_number: 'LIMP-2' },
    ]);
  });

  it('links a delivery to the order position it names, when the portal has it', async () => {
    const apiKey = await key();
    const [order] = await t.db.query<{ order_number: string; order_position: number; order_id: number }>(
      'select order_number, order_position, order_id from orders where client_id = 1001 order by order_id limit 1',
    );
    await call(apiKey, 'PUT', 'Deliveries', [
      { ...delivery(1001, 'LINK-1'), orderNumber: order!.order_number, orderPosition: order!.order_position },
    ]);
    expect(await t.db.query("select order_id from deliveries where load_number = 'LINK-1'")).toEqual([
      { order_id: order!.order_id },
    ]);
  });

  it('refuses a load number of another client, an unknown client, a load twice; writes nothing', async () => {
    const apiKey = await key();
    await call(apiKey, 'PUT', 'Deliveries', [delivery(1001, 'OWN-1')]);
    const answer = await call(apiKey, 'PUT', 'Deliveries', [
      delivery(1002, 'NEW-1'),
      delivery(1002, 'OWN-1'),
      delivery(424242, 'NEW-2'),
      delivery(1002, 'NEW-1'),
      { ...delivery(1002, 'NEW-3'), status: 'Lost' },
    ]);
    expect(answer.statusCode).toBe(400);
    // The schema's problem (index 4) is answered before the data's.
    expect(answer.json().items.map((i: { index: number }) => i.index)).toEqual([4]);
    const data = await call(apiKey, 'PUT', 'Deliveries', [
      delivery(1002, 'NEW-1'),
      delivery(1002, 'OWN-1'),
      delivery(424242, 'NEW-2'),
      delivery(1002, 'NEW-1'),
    ]);
    expect(data.json().items).toEqual([
      { index: 1, errors: { loadNumber: [expect.any(String)] } },
      { index: 2, errors: { clientId: [expect.any(String)] } },
      { index: 3, errors: { loadNumber: [expect.any(String)] } },
    ]);
    expect(await t.db.query("select 1 from deliveries where load_number like 'NEW-%'")).toEqual([]);
    expect(await t.db.query("select client_id from deliveries where load_number = 'OWN-1'")).toEqual([
      { client_id: 1001 },
    ]);
  });
});

describe('PUT Integration/Invoices', () => {
  it('takes the list row without id and daysDue plus clientId', () => {
    const row = Object.keys(InvoiceRow.properties).filter((k) => k !== 'id' && k !== 'daysDue');
    expect(Object.keys(InvoiceItem.properties).sort()).toEqual(['clientId', ...row].sort());
  });

  it('creates, leaves alone, updates by invoice number; the customer sees it; removes', async () => {
    const apiKey = await key();
    const batch = [invoice(1001, 'INV-IMP-1'), invoice(1001, 'INV-IMP-2')];
    expect((await call(apiKey, 'PUT', 'Invoices', batch)).json()).toEqual({
      created: 2,
      updated: 0,
      unchanged: 0,
    });
    expect((await call(apiKey, 'PUT', 'Invoices', batch)).json()).toEqual({
      created: 0,
      updated: 0,
      unchanged: 2,
    });
    const paid = { ...batch[0]!, datePaid: '2026-11-25', outstanding: 0 };
    expect((await call(apiKey, 'PUT', 'Invoices', [paid, batch[1]])).json()).toEqual({
      created: 0,
      updated: 1,
      unchanged: 1,
    });
    const found = await table(t.tokens.customer, 'Invoice/GetAllInvoicesTable', {
      search: 'inv-imp',
      sortBy: 'invoiceNumber',
      descending: false,
    });
    const rows = found.json().items as Record<string, unknown>[];
    expect(rows.map((r) => [r.invoiceNumber, r.datePaid, r.outstanding, r.daysDue === null])).toEqual([
      ['INV-IMP-1', '2026-11-25', 0, true],
      ['INV-IMP-2', null, 1210, false],
    ]);
    expect((await call(apiKey, 'PUT', 'Invoices', [invoice(1002, 'INV-IMP-1')])).json().items).toEqual([
      { index: 0, errors: { invoiceNumber: [expect.any(String)] } },
    ]);
    expect(
      (
        await call(apiKey, 'POST', 'Invoices/Remove', [{ clientId: 1001, invoiceNumber: 'INV-IMP-2' }])
      ).json(),
    ).toEqual({ removed: 1, missing: 0 });
  });
});
