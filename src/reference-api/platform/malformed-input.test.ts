import { describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/test-app.ts';
import { testAppPerFile } from '../testing/test-app-per-file.ts';
import { contentSecurityPolicy } from './security-headers.ts';

// Malformed input as curl sends it: every one answers 400 with a problem body and the security
// headers (issue 14 §7), never a 500 or the framework's own JSON.
const t = testAppPerFile({ logins: { customer: 'customer@example.com' } });

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;

function expectProblem(answer: Answer, status = 400) {
  expect(answer.statusCode, answer.body).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.json()).toMatchObject({ title: expect.any(String), status });
  expect(answer.headers['content-security-policy']).toBe(contentSecurityPolicy);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['referrer-policy']).toBe('no-referrer');
}

const post = (path: string, payload: string | object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/customerportal${path}`,
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('a NUL character in a text field', () => {
  it('given one in the login e-mail address, the registration name, a table search or a query, it answers 400 on that field', async () => {
    const login = await post('/Authentication/LoginWithCredentials', {
      emailAddress: 'customer\u0000@example.com',
      password: 'x',
    });
    expectProblem(login);
    expect(login.json().errors).toEqual({ emailAddress: ['Contains a character that is not allowed'] });

    const registration = await post('/Authentication/RegisterNewCustomer', {
      emailAddress: 'nul@example.com',
      firstName: 'A\u0000',
      lastName: 'B',
      companyName: 'C',
      customerNumber: 'C-1001',
    });
    expectProblem(registration);
    expect(Object.keys(registration.json().errors)).toEqual(['firstName']);

    const search = await post(
      '/Order/GetOrdersTable',
      { page: 1, rowsPerPage: 10, search: 'gc\u0000' },
      { authorization: `Bearer ${t.tokens.customer}` },
    );
    expectProblem(search);
    expect(Object.keys(search.json().errors)).toEqual(['search']);

    const query = await t.app.inject({
      method: 'GET',
      url: '/customerportal/Account/GetProfile?x=%00',
      headers: { authorization: `Bearer ${t.tokens.customer}` },
    });
    expectProblem(query);
  });
});

describe('numbers out of range', () => {
  it('given page 1e15 or a client id beyond any id, it answers 400 on that field', async () => {
    const auth = { authorization: `Bearer ${t.tokens.customer}` };
    const page = await post('/Order/GetOrdersTable', '{"page":1e15,"rowsPerPage":10}', auth);
    expectProblem(page);
    expect(Object.keys(page.json().errors)).toEqual(['page']);

    const exportPage = await post(
      '/Order/ExportOrdersToExcel',
      '{"vueTableRequest":{"page":1e15,"rowsPerPage":10,"sortBy":[],"descending":[]},"columnsToExport":[]}',
      auth,
    );
    expectProblem(exportPage);
    expect(Object.keys(exportPage.json().errors)).toEqual(['vueTableRequest.page']);

    const client = await post(
      '/Order/GetOrdersTable?clientId=99999999999',
      { page: 1, rowsPerPage: 10 },
      auth,
    );
    expectProblem(client);
  });
});

describe('a malformed URL or body', () => {
  it('given broken percent-encoding in the path, it answers the portal’s 400 problem with the security headers', async () => {
    for (const url of ['/customerportal/%E0%A4%A', '/customerportal/Order/GetOrdersTable/%']) {
      const answer = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'de' } });
      expectProblem(answer);
      expect(answer.json().code).toBeUndefined();
      expect(answer.json().errors['']).toEqual(['Die Webadresse ist ungültig']);
    }
  });

  it('given a body that is not JSON, it answers 400 saying so', async () => {
    for (const body of ['{"emailAddress":', '{"emailAddress":"a"}}', 'null']) {
      const answer = await post('/Authentication/LoginWithCredentials', body);
      expectProblem(answer);
    }
  });
});
