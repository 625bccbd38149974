import { describe, expect, it } from 'vitest';
import { OrderRow } from '../../core/api/contract/orders.ts';
import { testAppPerFile } from '../testing/test-app-per-file.ts';
import { createApiKey } from './api-keys.ts';
import { OrderItem } from './orders-import.ts';

const t = testAppPerFile({ logins: { agent: 'agent@example.com' } });

const key = async () =>
  (await createApiKey(t.db, { name: 'erp', scopes: ['import'], createdBy: null })).apiKey;

const call = (apiKey: string, method: 'PUT' | 'POST', path: string, items: unknown[]) =>
  t.app.inject({
    method,
    url: `/customerportal/Integration/${path}`,
    headers: { 'x-api-key': apiKey },
    payload: { items },
  });

const position = (clientId: number, orderNumber: string, orderPosition: number) => ({
  clientId,
  orderNumber,
  customerOrderNumber: `PO-${orderNumber}`,
  orderPosition,
  orderSignature: 'J. Jansen',
  salesProductDescription: 'Uncoated grey board GD2 500 g/m²',
  convertingTypeDescription: 'Sheeted – pallet wrapped',
  dimensions: '1020 × 720',
  sheets: 2700,
  amountOfSheets: 5400 + orderPosition + orderNumber.length * 1000,
  pallets: 2,
  units: 8,
  weight: 1020.5,
  theoreticalNettWeightKg: 990.2,
  calloff: `CO-${orderNumber}`,
  loadNumber: `L-${orderNumber}-${orderPosition}`,
  dateOrder: '2026-11-20',
  dateDeparture: '2026-12-04',
  country: 'Netherlands',
  address: 'Industrieweg 12, Zwolle',
});

const count = async (sql: string, params: unknown[] = []) =>
  (await t.db.query<{ n: number }>(sql, params))[0]!.n;

/** A new client with a customer login (the demo password), as the Clients and Logins calls would make. */
async function clientWithCustomer(apiKey: string, clientId: number) {
  const clients = await call(apiKey, 'PUT', 'Clients', [
    { clientId, displayName: `Client ${clientId}`, customerNumber: `C-${clientId}`, countryCode: 'NL' },
  ]);
  expect(clients.statusCode, clients.body).toBe(200);
  const email = `customer-${clientId}@example.com`;
  await t.db.query(
    `insert into accounts (email_address, account_type, client_id, display_name, first_name, last_name,
                           preferred_language_id, is_active, is_totp_enabled, password_hash)
     select $1, account_type, $2, 'Imported', 'Im', 'Ported', preferred_language_id, true, false, password_hash
       from accounts where email_address = 'customer@example.com'`,
    [email, clientId],
  );
  return (await t.login(email)).accessToken;
}

const ordersTable = (token: string, body: object, language = 'en', query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/customerportal/Order/GetOrdersTable${query}`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
    payload: { page: 1, rowsPerPage: -1, ...body },
  });

describe('PUT Integration/Orders', () => {
  it('records the call against its key with its counts, written in slices or not', async () => {
    const apiKey = await key();
    await clientWithCustomer(apiKey, 9701);
    const sent = [position(9701, 'SO-REC', 10), position(9701, 'SO-REC', 20)];
    expect((await call(apiKey, 'PUT', 'Orders', sent)).statusCode).toBe(200);
    const [recorded] = await t.db.query(
      `select c.call, c.status, c.items, c.created, c.updated, c.unchanged
         from integration_calls c join api_keys k using (api_key_id)
        where k.key_hint = $1 order by c.call_id desc limit 1`,
      [apiKey.slice(-4)],
    );
    expect(recorded).toEqual({
      call: 'PUT /Integration/Orders',
      status: 200,
      items: 2,
      created: 2,
      updated: 0,
      unchanged: 0,
    });
  });

  it('takes the list row without id plus clientId', () => {
    const row = Object.keys(OrderRow.properties).filter((k) => k !== 'id');
    expect(Object.keys(OrderItem.properties).sort()).toEqual(['clientId', ...row].sort());
  });

  it('creates, leaves alone what is the same, updates what changed', async () => {
    const apiKey = await key();
    const batch = [position(1001, 'IMP-1', 10), position(1001, 'IMP-1', 20), position(1002, 'IMP-1', 10)];
    const first = await call(apiKey, 'PUT', 'Orders', batch);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ created: 3, updated: 0, unchanged: 0 });
    const before = await t.db.query(
      "select order_id, xmin::text from orders where order_number = 'IMP-1' order by 1",
    );
    expect((await call(apiKey, 'PUT', 'Orders', batch)).json()).toEqual({
      created: 0,
      updated: 0,
      unchanged: 3,
    });
    // Unchanged rows are not rewritten: same row versions.
    expect(
      await t.db.query("select order_id, xmin::text from orders where order_number = 'IMP-1' order by 1"),
    ).toEqual(before);
    const changed = { ...batch[1]!, pallets: 3, dimensions: '1030x740', dateDeparture: null };
    expect((await call(apiKey, 'PUT', 'Orders', [batch[0], changed])).json()).toEqual({
      created: 0,
      updated: 1,
      unchanged: 1,
    });
    const [row] = await t.db.query<{
      pallets: number;
      width_mm: number;
      length_mm: number;
      date_departure: null;
    }>(
      "select pallets, width_mm, length_mm, date_departure from orders where order_number = 'IMP-1' and order_position = 20",
    );
    expect(row).toEqual({ pallets: 3, width_mm: 1030, length_mm: 740, date_departure: null });
  });

  it('refuses a batch with bad records whole, naming each by index', async () => {
    const apiKey = await key();
    const answer = await call(apiKey, 'PUT', 'Orders', [
      position(1001, 'BAD-1', 10),
      { ...position(1001, 'BAD-1', 20), dimensions: 'large', dateOrder: '2026-02-30' },
      position(424242, 'BAD-1', 30),
      position(1001, 'BAD-1', 10),
    ]);
    expect(answer.statusCode).toBe(400);
    const items = answer.json().items as { index: number; errors: Record<string, string[]> }[];
    expect(items.map((i) => i.index)).toEqual([1]);
    expect(Object.keys(items[0]!.errors).sort()).toEqual(['dateOrder', 'dimensions']);
    // The schema is fine: the problems only the data can tell, an unknown client and a key twice.
    const data = await call(apiKey, 'PUT', 'Orders', [
      position(1001, 'BAD-1', 10),
      position(424242, 'BAD-1', 30),
      position(1001, 'BAD-1', 10),
    ]);
    expect(data.statusCode).toBe(400);
    expect(data.json().items).toEqual([
      { index: 1, errors: { clientId: [expect.any(String)] } },
      { index: 2, errors: { orderPosition: [expect.any(String)] } },
    ]);
    expect(await count("select count(*)::int n from orders where order_number = 'BAD-1'")).toBe(0);
  });

  it('removes what the ERP cancelled, keeping a delivery loaded from it', async () => {
    const apiKey = await key();
    await call(apiKey, 'PUT', 'Orders', [position(1001, 'REM-1', 10), position(1001, 'REM-1', 20)]);
    const [order] = await t.db.query<{ order_id: number }>(
      "select order_id from orders where order_number = 'REM-1' and order_position = 10",
    );
    await t.db.query(
      `insert into deliveries (client_id, order_id, load_number, transport_type, status, order_number,
              customer_order_number, order_position, sales_product_description, converting_type_description,
              width_mm, length_mm, amount_of_sheets, pallets, weight_kg, theoretical_nett_weight_kg,
              date_departure, country, address)
       select client_id, order_id, 'L-REM-1', 'Road', 'Preparing', order_number, customer_order_number,
              order_position, sales_product_description, converting_type_description, width_mm, length_mm,
              amount_of_sheets, pallets, weight_kg, theoretical_nett_weight_kg, date_order, country, address
         from orders where order_id = $1`,
      [order!.order_id],
    );
    const keys = [
      { clientId: 1001, orderNumber: 'REM-1', orderPosition: 10 },
      { clientId: 1002, orderNumber: 'REM-1', orderPosition: 20 },
    ];
    const answer = await call(apiKey, 'POST', 'Orders/Remove', keys);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ removed: 1, missing: 1 });
    expect(await count("select count(*)::int n from orders where order_number = 'REM-1'")).toBe(1);
    expect(await t.db.query("select order_id from deliveries where load_number = 'L-REM-1'")).toEqual([
      { order_id: null },
    ]);
    expect((await call(apiKey, 'POST', 'Orders/Remove', keys)).json()).toEqual({ removed: 0, missing: 2 });
  });

  it('shows the client’s customer exactly the imported positions, found and sorted like seeded ones', async () => {
    const apiKey = await key();
    const token = await clientWithCustomer(apiKey, 9501);
    const sent = [position(9501, 'SEE-1', 10), position(9501, 'SEE-1', 20), position(9501, 'SEE-22', 10)];
    expect((await call(apiKey, 'PUT', 'Orders', sent)).json()).toEqual({
      created: 3,
      updated: 0,
      unchanged: 0,
    });

    const page = await ordersTable(token, { sortBy: 'amountOfSheets', descending: true });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().total).toBe(3);
    const rows = page.json().items.map(({ id, ...row }: { id: number }) => ({ clientId: 9501, ...row }));
    expect(rows).toEqual([sent[2], sent[1], sent[0]].map((r) => ({ ...r, dimensions: '1020 × 720' })));

    // Search finds them by what the screen shows in each language.
    for (const [language, word] of [
      ['en', 'grey board'],
      ['nl', 'grijsbord'],
      ['de', 'Graupappe'],
      ['zhHans', '灰纸板'],
      ['de', '1020x720'],
      ['en', 'see-22'],
    ] as const) {
      const found = await ordersTable(token, { search: word }, language);
      expect(found.json().total, `${language} ${word}`).toBe(word === 'see-22' ? 1 : 3);
    }

    const recent = await t.app.inject({
      method: 'GET',
      url: '/customerportal/Dashboard/GetRecentOrders',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(recent.statusCode, recent.body).toBe(200);
    expect(recent.json()).toHaveLength(3);
    const exported = await t.app.inject({
      method: 'POST',
      url: '/customerportal/Order/ExportAllOrdersToExcel',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
  });

  it('shows an agent of other clients none of them', async () => {
    const apiKey = await key();
    await clientWithCustomer(apiKey, 9601);
    await call(apiKey, 'PUT', 'Orders', [position(9601, 'AGT-1', 10)]);
    const page = await ordersTable(t.tokens.agent, {}, 'en', '?clientId=9601');
    expect(page.statusCode).toBe(403);
    for (const clientId of [1002, 1003, 1004]) {
      const own = await ordersTable(t.tokens.agent, { search: 'agt-1' }, 'en', `?clientId=${clientId}`);
      expect(own.json().total).toBe(0);
    }
  });
});
