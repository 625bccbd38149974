import { describe, expect, it } from 'vitest';
import { listedApiKeys } from '../../integration/api-key-queries.ts';
import { createApiKey } from '../../integration/api-keys.ts';
import { recordIntegrationCall } from '../../integration/integration-calls.ts';
import { testAppPerFile } from '../../testing/test-app-per-file.ts';
import { adminCalls } from './admin-test-kit.ts';

const t = testAppPerFile({
  logins: { staff: 'staff@example.com', agent: 'agent@example.com', customer: 'customer@example.com' },
});
const { post, get } = adminCalls(t);

const importClients = (apiKey: string, items: unknown[]) =>
  t.app.inject({
    method: 'PUT',
    url: '/customerportal/Integration/Clients',
    headers: { 'x-api-key': apiKey },
    payload: { items },
  });

const client = (clientId: number) => ({
  clientId,
  displayName: `Client ${clientId}`,
  customerNumber: `K-${clientId}`,
  countryCode: 'DE',
});

async function newKey(name = 'erp', scopes: string[] = ['import']) {
  const answer = await post('/Admin/CreateApiKey', t.tokens.staff, { name, scopes });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { apiKeyId: number; apiKey: string };
}

const auditOf = (action: string, subjectId: number) =>
  t.db.query<{ actor_email: string; detail: Record<string, unknown> }>(
    `select actor_email, detail from admin_audit_log where action = $1 and subject_id = $2`,
    [action, String(subjectId)],
  );

describe('API keys (Admin/CreateApiKey, GetApiKeys, RevokeApiKey)', () => {
  it('creates a key shown once, lists it without the key, imports with it, and refuses it at once when revoked', async () => {
    const { apiKeyId, apiKey } = await newKey('erp');
    expect(apiKey).toMatch(/^cpk_[\w-]{43}$/);

    const listed = await get('/Admin/GetApiKeys', t.tokens.staff);
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(apiKey.slice(4));
    const row = listed.json().find((key: { apiKeyId: number }) => key.apiKeyId === apiKeyId);
    expect(row).toEqual({
      apiKeyId,
      name: 'erp',
      scopes: ['import'],
      hint: apiKey.slice(-4),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      createdBy: 'staff@example.com',
      lastUsedAt: null,
      revokedAt: null,
      revokedBy: null,
    });

    const imported = await importClients(apiKey, [client(7001)]);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual({ created: 1, updated: 0, unchanged: 0 });
    const used = (await get('/Admin/GetApiKeys', t.tokens.staff))
      .json()
      .find((key: { apiKeyId: number }) => key.apiKeyId === apiKeyId);
    expect(used.lastUsedAt).not.toBe(null);

    const revoked = await post('/Admin/RevokeApiKey', t.tokens.staff, { apiKeyId });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ apiKeyId, revokedBy: 'staff@example.com' });
    expect(revoked.json().revokedAt).not.toBe(null);
    expect((await importClients(apiKey, [client(7002)])).statusCode).toBe(401);
    expect(await t.db.query('select 1 from clients where client_id = 7002')).toEqual([]);

    const again = await post('/Admin/RevokeApiKey', t.tokens.staff, { apiKeyId });
    expect(again.statusCode).toBe(409);
    expect((await post('/Admin/RevokeApiKey', t.tokens.staff, { apiKeyId: 999_999 })).statusCode).toBe(404);
  });

  it('keeps only the key’s hash: the database holds neither the key nor its secret part', async () => {
    const { apiKey } = await newKey('hashed');
    const rows = await t.db.query('select * from api_keys');
    expect(JSON.stringify(rows)).not.toContain(apiKey.slice(4, -4));
  });

  it('writes CreateApiKey and RevokeApiKey to the audit log, never the key', async () => {
    const { apiKeyId, apiKey } = await newKey('carrier', ['tracking']);
    await post('/Admin/RevokeApiKey', t.tokens.staff, { apiKeyId });
    const [created] = await auditOf('CreateApiKey', apiKeyId);
    expect(created).toEqual({
      actor_email: 'staff@example.com',
      detail: { name: 'carrier', scopes: ['tracking'] },
    });
    const [revoked] = await auditOf('RevokeApiKey', apiKeyId);
    expect(revoked?.actor_email).toBe('staff@example.com');
    const everything = JSON.stringify(await t.db.query('select * from admin_audit_log'));
    expect(everything).not.toContain(apiKey.slice(4));
  });

  it('validates the name and the scopes', async () => {
    const bad = async (payload: object) => {
      const answer = await post('/Admin/CreateApiKey', t.tokens.staff, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      // A bad scope is named by its place in the list (`scopes.0`).
      return Object.keys(answer.json().errors).map((key) => key.split('.')[0]);
    };
    expect(await bad({ name: '', scopes: ['import'] })).toEqual(['name']);
    expect(await bad({ name: '   ', scopes: ['import'] })).toEqual(['name']);
    expect(await bad({ name: 'x'.repeat(101), scopes: ['import'] })).toEqual(['name']);
    expect(await bad({ name: 'erp', scopes: [] })).toEqual(['scopes']);
    expect(await bad({ name: 'erp', scopes: ['admin'] })).toEqual(['scopes']);
    expect(await bad({ name: 'erp', scopes: ['import', 'import'] })).toEqual(['scopes']);
    expect(await bad({ name: 'erp' })).toEqual(['scopes']);
    expect(
      (
        await post('/Admin/CreateApiKey', t.tokens.staff, {
          name: 'x'.repeat(100),
          scopes: ['import', 'tracking'],
        })
      ).statusCode,
    ).toBe(200);
  });

  it('is staff only: agents, customers and nobody get 403 or 401, and create nothing', async () => {
    const before = (await listedApiKeys(t.db)).length;
    for (const token of [t.tokens.agent, t.tokens.customer]) {
      expect((await post('/Admin/CreateApiKey', token, { name: 'x', scopes: ['import'] })).statusCode).toBe(
        403,
      );
      expect((await get('/Admin/GetApiKeys', token)).statusCode).toBe(403);
      expect((await post('/Admin/RevokeApiKey', token, { apiKeyId: 1 })).statusCode).toBe(403);
      expect((await get('/Admin/GetApiKeyCalls', token, { apiKeyId: 1 })).statusCode).toBe(403);
    }
    expect((await post('/Admin/CreateApiKey', null, { name: 'x', scopes: ['import'] })).statusCode).toBe(401);
    expect((await listedApiKeys(t.db)).length).toBe(before);
  });
});

describe('the calls made with a key (Admin/GetApiKeyCalls)', () => {
  it('records every call with its status and counts, or the records a refused batch named, newest first', async () => {
    const { apiKeyId, apiKey } = await newKey('recorded');
    const written = await importClients(apiKey, [client(7101), client(7102)]);
    const same = await importClients(apiKey, [client(7101), client(7102)]);
    const refused = await importClients(apiKey, [client(7103), { ...client(7104), countryCode: 'x' }, {}]);
    expect([written.statusCode, same.statusCode, refused.statusCode]).toEqual([200, 200, 400]);
    const calls = await get('/Admin/GetApiKeyCalls', t.tokens.staff, { apiKeyId });
    expect(calls.statusCode).toBe(200);
    expect(calls.json()).toEqual([
      {
        calledAt: expect.any(String),
        call: 'PUT /Integration/Clients',
        status: 400,
        items: 3,
        created: null,
        updated: null,
        unchanged: null,
        refused: 2,
        requestId: refused.headers['x-request-id'] ?? expect.any(String),
      },
      expect.objectContaining({ status: 200, items: 2, created: 0, updated: 0, unchanged: 2, refused: null }),
      expect.objectContaining({ status: 200, items: 2, created: 2, updated: 0, unchanged: 0, refused: null }),
    ]);
    expect((await get('/Admin/GetApiKeyCalls', t.tokens.staff, { apiKeyId: 999_999 })).statusCode).toBe(404);
  });

  it('records a call the key has no scope for as 403', async () => {
    const { apiKeyId, apiKey } = await newKey('carrier', ['tracking']);
    expect((await importClients(apiKey, [client(7201)])).statusCode).toBe(403);
    const [call] = (await get('/Admin/GetApiKeyCalls', t.tokens.staff, { apiKeyId })).json();
    expect(call).toMatchObject({ call: 'PUT /Integration/Clients', status: 403, items: null });
  });

  it('keeps a bounded history: the newest calls of each key', async () => {
    const kept = await createApiKey(t.db, { name: 'busy', scopes: ['import'], createdBy: null });
    const other = await createApiKey(t.db, { name: 'quiet', scopes: ['import'], createdBy: null });
    const record = (apiKeyId: number, n: number) =>
      recordIntegrationCall(
        t.db,
        {
          apiKeyId,
          call: `PUT /Integration/Call${n}`,
          status: 200,
          items: 1,
          counts: null,
          refused: null,
          requestId: `r${n}`,
        },
        { keep: 3, pruneEvery: 1 },
      );
    await record(other.apiKeyId, 0);
    for (let n = 1; n <= 6; n++) await record(kept.apiKeyId, n);
    const calls = (await get('/Admin/GetApiKeyCalls', t.tokens.staff, { apiKeyId: kept.apiKeyId })).json();
    expect(calls.map((call: { call: string }) => call.call)).toEqual([
      'PUT /Integration/Call6',
      'PUT /Integration/Call5',
      'PUT /Integration/Call4',
    ]);
    const others = (await get('/Admin/GetApiKeyCalls', t.tokens.staff, { apiKeyId: other.apiKeyId })).json();
    expect(others).toHaveLength(1);
  });
});

describe('the calls a key may make a minute (INTEGRATION_CALLS_PER_MINUTE)', () => {
  it('answers 429 with Retry-After past the limit, before the body is read, per key', async () => {
    const limit = t.app.config.INTEGRATION_CALLS_PER_MINUTE;
    expect(limit).toBe(120);
    const { apiKeyId, apiKey } = await newKey('flood');
    for (let n = 0; n < limit; n++) {
      const answer = await importClients(apiKey, []);
      expect(answer.statusCode, `call ${n + 1}`).toBe(200);
    }
    const over = await importClients(apiKey, [client(7301)]);
    expect(over.statusCode).toBe(429);
    const wait = Number(over.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(over.json().errors[''][0]).toContain(`${wait} s`);
    expect(await t.db.query('select 1 from clients where client_id = 7301')).toEqual([]);
    // Another key has its own count.
    expect((await importClients((await newKey('other')).apiKey, [])).statusCode).toBe(200);
    const [last] = (await get('/Admin/GetApiKeyCalls', t.tokens.staff, { apiKeyId })).json();
    expect(last).toMatchObject({ status: 429 });
  });
});
