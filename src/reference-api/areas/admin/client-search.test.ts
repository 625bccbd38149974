import { describe, expect, it } from 'vitest';
import { message } from '../../platform/server-messages.ts';
import { testAppPerFile } from '../../testing/test-app-per-file.ts';
import { adminCalls } from './admin-test-kit.ts';

const t = testAppPerFile({
  logins: { staff: 'staff@example.com', agent: 'agent@example.com', customer: 'customer@example.com' },
});
const calls = adminCalls(t);

const search = (accessToken: string, text: string) =>
  calls.get('/Admin/SearchClients', accessToken, { search: text });

describe('GET /Admin/SearchClients (the staff client picker)', () => {
  it('given part of a name in any case, it answers the matching clients with id and name', async () => {
    const response = await search(t.tokens.staff, 'kartonag');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ clientId: 1002, displayName: 'Müller Kartonagen GmbH' }]);
  });

  it('given part of a customer number, it finds the client by it', async () => {
    const response = await search(t.tokens.staff, 'c-1005');
    expect(response.json()).toEqual([{ clientId: 1005, displayName: 'Nordic Board AB' }]);
  });

  it('given empty text, it answers the first clients by name', async () => {
    const names = (await search(t.tokens.staff, ''))
      .json()
      .map((c: { displayName: string }) => c.displayName);
    expect(names.length).toBeGreaterThanOrEqual(5);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
  });

  it('given % or _, it matches them literally instead of as patterns', async () => {
    expect((await search(t.tokens.staff, '%')).json()).toEqual([]);
    expect((await search(t.tokens.staff, '_')).json()).toEqual([]);
  });

  it('given an agent or a customer, it answers 403 and names no client', async () => {
    for (const token of [t.tokens.agent, t.tokens.customer]) {
      const response = await search(token, 'a');
      expect(response.statusCode).toBe(403);
      expect(response.json().title).toBe(message('en', 'errors.forbidden'));
      expect(response.body).not.toContain('Kartonagen');
    }
  });

  it('without a token, it answers 401', async () => {
    expect((await calls.get('/Admin/SearchClients', null, { search: 'a' })).statusCode).toBe(401);
  });
});
