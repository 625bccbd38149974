import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENDPOINTS, AGENT_ADMIN_ENDPOINTS } from '../../../core/api/contract/admin.ts';
import { demoLoginToken } from '../../db/seed/accounts-seed.ts';
import { message } from '../../platform/server-messages.ts';
import { testAppPerFile } from '../../testing/test-app-per-file.ts';
import { adminCalls } from './admin-test-kit.ts';

let tokenUser: string;

const t = testAppPerFile({ logins: { customer: 'customer@example.com', agent: 'agent@example.com' } });
const calls = adminCalls(t);
beforeAll(async () => {
  const login = await calls.post('/Authentication/LoginWithToken', null, { token: demoLoginToken });
  tokenUser = login.json().accessToken;
}, 60_000);

const agentKeys = new Set(AGENT_ADMIN_ENDPOINTS.map((e) => `${e.method} ${e.path}`));

describe('who may make the admin calls', () => {
  it('has every admin call under /Admin/ and secure', () => {
    expect(ADMIN_ENDPOINTS.length).toBeGreaterThan(30);
    for (const endpoint of ADMIN_ENDPOINTS) {
      expect(endpoint.path.startsWith('/Admin/'), endpoint.path).toBe(true);
      expect(endpoint.secure, endpoint.path).toBe(true);
    }
  });

  it('answers 403 "not allowed" to a customer on every admin call, in the asked language', async () => {
    for (const endpoint of ADMIN_ENDPOINTS) {
      const response = await calls.call(endpoint.method as 'GET' | 'POST', endpoint.path, t.tokens.customer, {
        language: 'nl',
      });
      expect(response.statusCode, endpoint.path).toBe(403);
      expect(response.json().title, endpoint.path).toBe(message('nl', 'errors.forbidden'));
    }
  });

  it('answers 403 "not with a login link" to a token user on every admin call', async () => {
    for (const endpoint of ADMIN_ENDPOINTS) {
      const response = await calls.call(endpoint.method as 'GET' | 'POST', endpoint.path, tokenUser);
      expect(response.statusCode, endpoint.path).toBe(403);
      expect(response.json().title, endpoint.path).toBe(message('en', 'errors.notForTokenLogin'));
    }
  });

  it('answers 403 to an agent on every admin call but the logins calls, which it passes', async () => {
    for (const endpoint of ADMIN_ENDPOINTS) {
      const response = await calls.call(endpoint.method as 'GET' | 'POST', endpoint.path, t.tokens.agent);
      if (agentKeys.has(`${endpoint.method} ${endpoint.path}`)) {
        // Past the role check: the empty body fails validation (400) instead.
        expect(response.statusCode, endpoint.path).toBe(400);
      } else {
        expect(response.statusCode, endpoint.path).toBe(403);
        expect(response.json().title, endpoint.path).toBe(message('en', 'errors.forbidden'));
      }
    }
  });

  it('answers 401 without a token', async () => {
    const response = await calls.table('/Admin/GetAgentsTable', '');
    expect(response.statusCode).toBe(401);
  });
});
