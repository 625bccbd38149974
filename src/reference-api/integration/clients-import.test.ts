import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../testing/test-app-per-file.ts';
import { createApiKey, revokeApiKey } from './api-keys.ts';

const t = testAppPerFile();

async function key(scopes: ('import' | 'tracking')[] = ['import']) {
  return (await createApiKey(t.db, { name: 'erp', scopes, createdBy: null })).apiKey;
}

const put = (apiKey: string | undefined, items: unknown[]) =>
  t.app.inject({
    method: 'PUT',
    url: '/customerportal/Integration/Clients',
    headers: apiKey ? { 'x-api-key': apiKey } : {},
    payload: { items },
  });

const client = (clientId: number, customerNumber = `C-${clientId}`) => ({
  clientId,
  displayName: `Client ${clientId}`,
  customerNumber,
  countryCode: 'SE',
});

describe('PUT Integration/Clients', () => {
  it('creates, then leaves alone what is the same, then updates what changed', async () => {
    const apiKey = await key();
    const first = await put(apiKey, [client(9001), client(9002)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ created: 2, updated: 0, unchanged: 0 });
    expect((await put(apiKey, [client(9001), client(9002)])).json()).toEqual({
      created: 0,
      updated: 0,
      unchanged: 2,
    });
    const renamed = { ...client(9002), displayName: 'Renamed' };
    expect((await put(apiKey, [client(9001), renamed])).json()).toEqual({
      created: 0,
      updated: 1,
      unchanged: 1,
    });
    const [row] = await t.db.query<{ display_name: string }>(
      'select display_name from clients where client_id = 9002',
    );
    expect(row?.display_name).toBe('Renamed');
  });

  it('refuses a batch with a bad record whole, naming each bad record by index', async () => {
    const apiKey = await key();
    const answer = await put(apiKey, [
      client(9101),
      { ...client(9102), countryCode: 'Sweden' },
      { clientId: 9103 },
    ]);
    expect(answer.statusCode).toBe(400);
    const body = answer.json();
    expect(body.items.map((i: { index: number }) => i.index)).toEqual([1, 2]);
    expect(Object.keys(body.items[0].errors)).toEqual(['countryCode']);
    expect(Object.keys(body.items[1].errors).sort()).toEqual([
      'countryCode',
      'customerNumber',
      'displayName',
    ]);
    expect(await t.db.query('select 1 from clients where client_id in (9101, 9102, 9103)')).toEqual([]);
  });

  it('refuses a record whose key came earlier in the batch', async () => {
    const answer = await put(await key(), [client(9111), client(9112), client(9111)]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().items).toEqual([{ index: 2, errors: { clientId: [expect.any(String)] } }]);
    expect(await t.db.query('select 1 from clients where client_id in (9111, 9112)')).toEqual([]);
  });

  it('refuses a customer number another client has, and writes nothing', async () => {
    const apiKey = await key();
    await put(apiKey, [client(9201, 'TAKEN-1')]);
    const answer = await put(apiKey, [client(9202), client(9203, 'TAKEN-1')]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().items).toEqual([{ index: 1, errors: { customerNumber: [expect.any(String)] } }]);
    expect(await t.db.query('select 1 from clients where client_id = 9202')).toEqual([]);
  });

  it('takes no call without a live key with the scope, before reading the body', async () => {
    expect((await put(undefined, [client(9301)])).statusCode).toBe(401);
    expect((await put('cpk_made-up', [client(9301)])).statusCode).toBe(401);
    expect((await put(await key(['tracking']), [client(9301)])).statusCode).toBe(403);
    const revoked = await createApiKey(t.db, { name: 'old', scopes: ['import'], createdBy: null });
    expect((await put(revoked.apiKey, [client(9301)])).statusCode).toBe(200);
    await revokeApiKey(t.db, revoked.apiKeyId);
    expect((await put(revoked.apiKey, [client(9302)])).statusCode).toBe(401);
    const bearer = await t.app.inject({
      method: 'PUT',
      url: '/customerportal/Integration/Clients',
      headers: { authorization: `Bearer ${(await t.login('staff@example.com')).accessToken}` },
      payload: { items: [client(9303)] },
    });
    expect(bearer.statusCode).toBe(401);
  });

  it('takes 10,000 records in one batch and refuses 10,001', async () => {
    const apiKey = await key();
    const many = Array.from({ length: 10_000 }, (_, i) => client(100_000 + i));
    const answer = await put(apiKey, many);
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    expect(answer.json()).toEqual({ created: 10_000, updated: 0, unchanged: 0 });
    const over = await put(apiKey, [...many, client(200_000)]);
    expect(over.statusCode).toBe(400);
  });
});
