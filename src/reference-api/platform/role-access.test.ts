import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { rolesMayCall, TOKEN_USER_ENDPOINTS, TOKEN_USER_ROLE } from '../../core/access/role-access.ts';
import { liveStream } from '../../core/api/contract/live.ts';
import type { Endpoint } from '../../core/api/endpoint.ts';
import { demoLoginToken } from '../db/seed/accounts-seed.ts';
import { DEMO_ROAD_LOAD_NUMBER } from '../db/seed/service-seed.ts';
import { testAppPerFile } from '../testing/test-app-per-file.ts';
import { message } from './server-messages.ts';

process.env.TRACKING_HISTORY_DELAY_MS = '0';

/** Every call of the contract, read from its modules, so a call added later is checked too. */
async function contractEndpoints(): Promise<Endpoint[]> {
  const folder = new URL('../../core/api/contract/', import.meta.url);
  const found: Endpoint[] = [];
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.includes('.test.'))) {
    const module: Record<string, unknown> = await import(new URL(file, folder).href);
    for (const value of Object.values(module)) {
      const candidate = value as Partial<Endpoint> | null;
      if (
        candidate &&
        typeof candidate === 'object' &&
        typeof candidate.path === 'string' &&
        candidate.method
      )
        found.push(candidate as Endpoint);
    }
  }
  return found;
}

const name = (endpoint: Pick<Endpoint, 'method' | 'path'>) => `${endpoint.method} ${endpoint.path}`;
let endpoints: Endpoint[];
let forbidden: Endpoint[];
let tokenUser: string;

const t = testAppPerFile({ logins: { customer: 'customer@example.com' } });
beforeAll(async () => {
  endpoints = await contractEndpoints();
  forbidden = endpoints.filter((endpoint) => endpoint.secure && !rolesMayCall([TOKEN_USER_ROLE], endpoint));
  const login = await t.app.inject({
    method: 'POST',
    url: '/customerportal/Authentication/LoginWithToken',
    payload: { token: demoLoginToken },
  });
  tokenUser = login.json().accessToken;
}, 60_000);

const call = (
  endpoint: Pick<Endpoint, 'method' | 'path'>,
  accessToken: string,
  options: { payload?: object; query?: string; language?: string } = {},
) =>
  t.app.inject({
    method: endpoint.method,
    url: `/customerportal${endpoint.path}${options.query ?? ''}`,
    headers: {
      authorization: `Bearer ${accessToken}`,
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    ...(options.payload ? { payload: options.payload } : {}),
  });

describe('the restricted portal of a login-token session', () => {
  it('leaves invoices, stock, statistics, price list, contact, upload, password, two-factor, partner web and agents out', () => {
    const tags = new Set(forbidden.map((endpoint) => endpoint.tag));
    expect([...tags].sort()).toEqual(
      expect.arrayContaining([
        'Account',
        'Agent',
        'Contact',
        'Invoice',
        'PartnerWeb',
        'Pricelist',
        'SalesStatistics',
        'Stock',
        'Upload',
      ]),
    );
    expect(forbidden.map(name)).toEqual(
      expect.arrayContaining([
        'POST /Account/UpdatePassword',
        'POST /Account/GetTotpSetupCode',
        'POST /Account/DisableTotp',
        'GET /Dashboard/GetRecentInvoices',
      ]),
    );
  });

  it('lists only calls the contract defines', () => {
    const known = new Set(endpoints.map(name));
    for (const endpoint of TOKEN_USER_ENDPOINTS) expect(known.has(name(endpoint)), name(endpoint)).toBe(true);
  });

  it('given a token session, every secure call outside its portal answers 403 with a translated title', async () => {
    expect(forbidden.length).toBeGreaterThan(20);
    for (const endpoint of forbidden) {
      const response = await call(endpoint, tokenUser, { language: 'nl' });
      expect(response.statusCode, name(endpoint)).toBe(403);
      // HEAD answers carry no body.
      if (endpoint.method !== 'HEAD')
        expect(response.json().title, name(endpoint)).toBe(message('nl', 'errors.notForTokenLogin'));
    }
  });

  it('refuses before validating, so a well-formed request is refused just the same', async () => {
    const invoices = forbidden.find((endpoint) => endpoint.path === '/Invoice/GetAllInvoicesTable')!;
    const response = await call(invoices, tokenUser, { payload: { page: 1, rowsPerPage: 10 } });
    expect(response.statusCode).toBe(403);
    expect(response.json().title).toBe(message('en', 'errors.notForTokenLogin'));
  });

  it('given a token session, no call of its portal is refused by the role check', async () => {
    // Logout last: it ends the session the other calls use.
    const allowed = [...TOKEN_USER_ENDPOINTS].sort(
      (a, b) => Number(a.path.endsWith('/Logout')) - Number(b.path.endsWith('/Logout')),
    );
    const session = (
      await t.app.inject({
        method: 'POST',
        url: '/customerportal/Authentication/LoginWithToken',
        payload: { token: demoLoginToken },
      })
    ).json().accessToken;
    for (const endpoint of allowed) {
      // Without a body or query most calls fail validation (400) — what matters is they got that far.
      // The live stream stays open: asked for a malformed list, it answers at once, past the role check.
      const response = await call(
        endpoint,
        session,
        endpoint.path === liveStream.path ? { query: '?shipments=,' } : {},
      );
      expect(response.statusCode, name(endpoint)).not.toBe(403);
      expect(response.statusCode, name(endpoint)).toBeLessThan(500);
    }
  });

  it('given a token session, its portal answers with data', async () => {
    const table = { page: 1, rowsPerPage: 5 };
    const answers = await Promise.all([
      call({ method: 'GET', path: '/Account/GetProfile' }, tokenUser),
      call({ method: 'GET', path: '/Dashboard/GetRecentOrders' }, tokenUser),
      call({ method: 'POST', path: '/Order/GetOrdersTable' }, tokenUser, { payload: table }),
      call({ method: 'POST', path: '/Delivery/GetDeliveriesTable' }, tokenUser, { payload: table }),
      call({ method: 'GET', path: '/TrackAndTrace/GetTruckloadTrackAndTraceInfo' }, tokenUser, {
        query: `?loadNumber=${DEMO_ROAD_LOAD_NUMBER}`,
      }),
      call({ method: 'GET', path: '/ProductCertificates/GetProductCertificates' }, tokenUser),
    ]);
    for (const [index, response] of answers.entries()) expect(response.statusCode, `call ${index}`).toBe(200);
    expect(answers[0]!.json().roles).toEqual([TOKEN_USER_ROLE]);
    expect(answers[2]!.json().items.length).toBeGreaterThan(0);
  });

  it('given a customer, the same calls are not refused by the role check', async () => {
    for (const endpoint of forbidden) {
      const response = await call(endpoint, t.tokens.customer);
      if (response.statusCode === 403)
        expect(response.json().title, name(endpoint)).not.toBe(message('en', 'errors.notForTokenLogin'));
    }
    const invoices = await call({ method: 'POST', path: '/Invoice/GetAllInvoicesTable' }, t.tokens.customer, {
      payload: { page: 1, rowsPerPage: 5 },
    });
    expect(invoices.statusCode).toBe(200);
    const twoFactor = await call({ method: 'GET', path: '/Account/IsTotpEnabled' }, t.tokens.customer);
    expect(twoFactor.statusCode).toBe(200);
    const stock = await call({ method: 'POST', path: '/Stock/GetStockTable' }, t.tokens.customer, {
      payload: { page: 1, rowsPerPage: 5 },
    });
    expect(stock.statusCode).toBe(200);
  });
});
