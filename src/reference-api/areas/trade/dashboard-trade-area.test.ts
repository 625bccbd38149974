import { describe, expect, it } from 'vitest';
import type { DeliveryRow } from '../../../core/api/contract/deliveries.ts';
import type { InvoiceRow } from '../../../core/api/contract/invoices.ts';
import type { OrderRow } from '../../../core/api/contract/orders.ts';
import { testAppPerFile } from '../../testing/test-app-per-file.ts';

const t = testAppPerFile({
  scale: 'small',
  logins: { customer: 'customer@example.com', agent: 'agent@example.com' },
});

const get = (token: string, path: string, clientId?: number) =>
  t.app.inject({
    method: 'GET',
    url: `/customerportal/Dashboard/${path}${clientId ? `?clientId=${clientId}` : ''}`,
    headers: { authorization: `Bearer ${token}` },
  });
const today = new Date().toISOString().slice(0, 10);

describe('Dashboard trade lists', () => {
  it('shows the 5 most recent orders, newest first', async () => {
    const response = await get(t.tokens.customer, 'GetRecentOrders');
    const orders = response.json() as OrderRow[];
    expect(orders).toHaveLength(5);
    const [{ newest }] = (await t.db.query<{ newest: string }>(
      "select to_char(max(date_order), 'YYYY-MM-DD') newest from orders where client_id = 1001",
    )) as [{ newest: string }];
    expect(orders[0]!.dateOrder).toBe(newest);
    expect(orders.map((o) => o.dateOrder)).toEqual(
      orders
        .map((o) => o.dateOrder)
        .sort()
        .reverse(),
    );
  });

  it('shows the 5 most recent invoices of the client the agent acts for', async () => {
    const invoices = (await get(t.tokens.agent, 'GetRecentInvoices', 1003)).json() as InvoiceRow[];
    expect(invoices).toHaveLength(5);
    const ids = await t.db.query<{ id: number }>(
      'select invoice_id id from invoices where client_id = 1003 order by invoice_date desc, invoice_id desc limit 5',
    );
    expect(invoices.map((i) => i.id)).toEqual(ids.map((r) => r.id));
  });

  it('lists only deliveries departing after today, the next one first', async () => {
    const deliveries = (await get(t.tokens.customer, 'GetFutureDeliveries')).json() as DeliveryRow[];
    expect(deliveries.length).toBeGreaterThan(0);
    expect(deliveries.every((d) => d.dateDeparture > today && d.status === 'Preparing')).toBe(true);
    expect(deliveries.map((d) => d.dateDeparture)).toEqual(deliveries.map((d) => d.dateDeparture).sort());
  });

  it('refuses a client the caller may not see', async () => {
    expect((await get(t.tokens.customer, 'GetRecentOrders', 1002)).statusCode).toBe(403);
    expect((await get(t.tokens.agent, 'GetFutureDeliveries', 1001)).statusCode).toBe(403);
    expect((await get(t.tokens.agent, 'GetRecentInvoices')).statusCode).toBe(400);
  });
});
