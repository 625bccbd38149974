import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../testing/test-app-per-file.ts';

// Answers to a caller with a session must not stay in a browser's or a proxy's cache, where the next
// user of a shared PC (or the proxy's next client) could read them: Cache-Control no-store (issue 23 §9).
const api = '/customerportal';
const t = testAppPerFile({ logins: { customer: 'customer@example.com' } });

const post = (path: string, payload: unknown, authorization?: string) =>
  t.app.inject({
    method: 'POST',
    url: `${api}${path}`,
    payload: payload as object,
    headers: authorization ? { authorization } : {},
  });
const table = { page: 1, rowsPerPage: 10 };

describe('Cache-Control on answers to an authenticated request', () => {
  it('given a bearer token, a JSON answer, an error answer, a 401 and an export download all say no-store', async () => {
    const bearer = `Bearer ${t.tokens.customer}`;
    const answers = {
      ordersTable: await post('/Order/GetOrdersTable', table, bearer),
      totpState: await t.app.inject({
        method: 'GET',
        url: `${api}/Account/IsTotpEnabled`,
        headers: { authorization: bearer },
      }),
      badRequest: await post('/Order/GetOrdersTable', { ...table, page: 'x' }, bearer),
      forbidden: await post('/Admin/GetLoginsTable', table, bearer),
      unknownPath: await post('/Order/NoSuchCall', {}, bearer),
      expiredToken: await post('/Order/GetOrdersTable', table, 'Bearer not-a-token'),
      exportAll: await post('/Order/ExportAllOrdersToExcel', {}, bearer),
    };
    const seen = Object.fromEntries(
      Object.entries(answers).map(([name, answer]) => [
        name,
        `${answer.statusCode} ${answer.headers['cache-control'] ?? '(none)'}`,
      ]),
    );
    expect(seen).toEqual({
      ordersTable: '200 no-store',
      totpState: '200 no-store',
      badRequest: '400 no-store',
      forbidden: '403 no-store',
      unknownPath: '404 no-store',
      expiredToken: '401 no-store',
      exportAll: '200 no-store',
    });
  });

  it('given a login, the answer that carries the tokens says no-store too', async () => {
    const answer = await post('/Authentication/LoginWithCredentials', {
      emailAddress: 'customer@example.com',
      password: 'Portal-demo-2026!',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});
