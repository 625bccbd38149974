import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../testing/test-app-per-file.ts';
import { MILL_BENCH_PASSWORD } from './activate-mill-logins.ts';
import { generateMill, type MillOutcome } from './generate-mill.ts';
import { clientPositions, millPresets, scaledSize } from './mill-plan.ts';
import { millBook, millClients } from './mill-records.ts';

const t = testAppPerFile();

/** 2,000 positions over 5 clients: the `mill-pglite` preset scaled down. */
const size = scaledSize(millPresets['mill-pglite']!, 2_000, 5);
const SEED = 29;
const quiet = () => {};

describe('the mill generator', () => {
  it('plans the same records for the same seed and others for another', () => {
    const first = [...millBook('orders', size, SEED)];
    expect(JSON.stringify([...millBook('orders', size, SEED)])).toBe(JSON.stringify(first));
    expect(JSON.stringify([...millBook('orders', size, SEED + 1)])).not.toBe(JSON.stringify(first));
  });

  it('gives the full mill 500 clients, the largest 250,000 of 5 million positions, falling off from there', () => {
    const counts = clientPositions(5_000_000, 500);
    expect(counts).toHaveLength(500);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(5_000_000);
    expect(counts[0]).toBe(250_000);
    expect(counts.every((n, i) => i === 0 || n <= counts[i - 1]!)).toBe(true);
    expect(counts.at(-1)).toBeGreaterThan(0);
  });

  let first: MillOutcome;
  it('loads 2,000 positions over 5 clients through the integration import, the largest client first', async () => {
    first = await generateMill({ app: t.app, db: t.db, size, seed: SEED, print: quiet });
    expect(first.loaded).toBe(true);
    expect(first.kinds.map((k) => k.call)).toEqual([
      '/Integration/Clients',
      '/Integration/Logins',
      '/Integration/Orders',
      '/Integration/Deliveries',
      '/Integration/Invoices',
      '/Integration/TrackingEvents',
    ]);
    expect(first.counts.positions).toBe(2_000);
    // About 40 % of the positions delivered and an invoice for most orders (not those of the last 20 days).
    expect(first.counts.deliveries).toBeGreaterThan(780);
    expect(first.counts.deliveries).toBeLessThanOrEqual(800);
    expect(first.counts.invoices).toBeGreaterThan(300);
    const perClient = await t.db.query<{ client_id: number; n: string }>(
      `select client_id, count(*) as n from orders where client_id between 200001 and 200005
        group by client_id order by count(*) desc`,
    );
    expect(perClient.map((r) => r.client_id)).toEqual([200001, 200002, 200003, 200004, 200005]);
    // With 5 clients the largest has 1.5 of an even share: 30 %.
    expect(Number(perClient[0]!.n)).toBe(600);
    const [bench] = first.benchClients;
    expect(bench).toEqual({
      clientId: 200001,
      positions: 600,
      loginEmail: millClients(size, SEED)[0]!.loginEmail,
    });
  }, 300_000);

  it('makes every delivery of an order position of its client, with the same load number, product and amounts', async () => {
    const [unmatched] = await t.db.query<{ n: string }>(
      `select count(*) as n from deliveries d
         left join orders o on o.client_id = d.client_id and o.order_number = d.order_number
          and o.order_position = d.order_position and o.load_number = d.load_number
          and o.sales_product_description = d.sales_product_description and o.pallets = d.pallets
        where d.client_id between 200001 and 200005 and o.order_id is null`,
    );
    expect(Number(unmatched!.n)).toBe(0);
  });

  it('makes every invoice of an order of its client, dated after it', async () => {
    const [unmatched] = await t.db.query<{ n: string }>(
      `select count(*) as n from invoices i
        where i.client_id between 200001 and 200005 and not exists (
          select 1 from orders o where o.client_id = i.client_id
             and 'INV-' || o.order_number = i.invoice_number and o.date_order < i.invoice_date)`,
    );
    expect(Number(unmatched!.n)).toBe(0);
  });

  it('tracks only loads on the road, each one of its client', async () => {
    const events = await t.db.query<{ status: string | null }>(
      `select d.status from tracking_events e
         left join deliveries d on d.client_id = e.client_id and d.load_number = e.load_number
        where e.client_id between 200001 and 200005`,
    );
    expect(events.length).toBeGreaterThan(0);
    expect(new Set(events.map((e) => e.status))).toEqual(new Set(['InTransit']));
  });

  it("lets the benchmark sign in as the largest client's customer and see its 600 positions", async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/customerportal/Authentication/LoginWithCredentials',
      payload: { emailAddress: first.benchClients[0]!.loginEmail, password: MILL_BENCH_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    const page = await t.app.inject({
      method: 'POST',
      url: '/customerportal/Order/GetOrdersTable',
      headers: { authorization: `Bearer ${login.json().accessToken}` },
      payload: { page: 1, rowsPerPage: 10, search: 'board' },
    });
    expect(page.json().total).toBe(600);
  });

  it('finds every record unchanged when run again', async () => {
    const again = await generateMill({ app: t.app, db: t.db, size, seed: SEED, print: quiet });
    for (const [index, kind] of again.kinds.entries()) {
      expect(kind.records, kind.call).toBe(first.kinds[index]!.records);
      expect(kind.counts, kind.call).toEqual({ created: 0, updated: 0, unchanged: kind.records });
    }
    expect(again.counts).toEqual(first.counts);
  }, 300_000);

  it('sends nothing when asked to load only if needed and the mill is there', async () => {
    const skipped = await generateMill({
      app: t.app,
      db: t.db,
      size,
      seed: SEED,
      ifNeeded: true,
      print: quiet,
    });
    expect(skipped.loaded).toBe(false);
    expect(skipped.counts).toEqual(first.counts);
  });
});
