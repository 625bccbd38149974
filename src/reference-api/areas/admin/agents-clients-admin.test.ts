import { describe, expect, it } from 'vitest';
import { adminSeed } from '../../db/seed/admin-seed.ts';
import { testAppPerFile } from '../../testing/test-app-per-file.ts';
import { adminCalls } from './admin-test-kit.ts';

const t = testAppPerFile({ logins: { staff: 'staff@example.com' } });
const calls = adminCalls(t);

const newClient = (customerNumber: string, displayName = `Client ${customerNumber}`) => ({
  displayName,
  customerNumber,
  countryCode: 'NL',
  city: 'Utrecht',
  addressLine: null,
  postalCode: null,
});

const auditActions = async (subjectType: string, subjectId: number) =>
  (
    await t.db.query<{ action: string; actor_email: string }>(
      'select action, actor_email from admin_audit_log where subject_type = $1 and subject_id = $2 order by audit_id',
      [subjectType, String(subjectId)],
    )
  ).map((r) => `${r.action} by ${r.actor_email}`);

describe('agents', () => {
  it('creates an agent, refuses to delete it while it has clients (naming them), unlinks, then deletes it', async () => {
    const created = await calls.post('/Admin/CreateAgent', t.tokens.staff, {
      displayName: 'Rhine Cartons Agency',
      emailAddress: 'rhine@example.com',
    });
    expect(created.statusCode).toBe(200);
    const agent = created.json();
    expect(agent).toEqual({
      id: expect.any(Number),
      displayName: 'Rhine Cartons Agency',
      emailAddress: 'rhine@example.com',
      clientCount: 0,
      loginCount: 0,
    });
    for (const clientId of [1002, 1003]) {
      const link = await calls.post('/Admin/LinkClientToAgent', t.tokens.staff, {
        agentId: agent.id,
        clientId,
      });
      expect(link.statusCode).toBe(204);
    }
    // Linking again changes nothing.
    expect(
      (await calls.post('/Admin/LinkClientToAgent', t.tokens.staff, { agentId: agent.id, clientId: 1002 }))
        .statusCode,
    ).toBe(204);
    const clients = await calls.get('/Admin/GetAgentClients', t.tokens.staff, { agentId: agent.id });
    expect(
      clients
        .json()
        .map((c: { clientId: number }) => c.clientId)
        .sort(),
    ).toEqual([1002, 1003]);

    const refused = await calls.post('/Admin/DeleteAgent', t.tokens.staff, { agentId: agent.id });
    expect(refused.statusCode).toBe(409);
    const text = 'This agent still has 2 clients. Unlink the clients and delete the logins first.';
    expect(refused.json()).toEqual({ title: text, status: 409, errors: { '': [text] } });
    const inDutch = await calls.post('/Admin/DeleteAgent', t.tokens.staff, { agentId: agent.id }, 'nl');
    expect(inDutch.json().title).toBe(
      'Deze agent heeft nog 2 klanten. Ontkoppel eerst de klanten en verwijder de logins.',
    );

    for (const clientId of [1002, 1003]) {
      expect(
        (await calls.post('/Admin/UnlinkClientFromAgent', t.tokens.staff, { agentId: agent.id, clientId }))
          .statusCode,
      ).toBe(204);
    }
    expect((await calls.post('/Admin/DeleteAgent', t.tokens.staff, { agentId: agent.id })).statusCode).toBe(
      204,
    );
    expect((await calls.post('/Admin/DeleteAgent', t.tokens.staff, { agentId: agent.id })).statusCode).toBe(
      404,
    );
    expect(await auditActions('agent', agent.id)).toEqual([
      'CreateAgent by staff@example.com',
      'LinkClientToAgent by staff@example.com',
      'LinkClientToAgent by staff@example.com',
      'UnlinkClientFromAgent by staff@example.com',
      'UnlinkClientFromAgent by staff@example.com',
      'DeleteAgent by staff@example.com',
    ]);
  });

  it('refuses to delete an agent with logins and clients, naming both', async () => {
    const response = await calls.post('/Admin/DeleteAgent', t.tokens.staff, { agentId: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors['']).toEqual([
      'This agent still has 3 clients and 3 logins. Unlink the clients and delete the logins first.',
    ]);
  });

  it('deletes the seeded agent without clients or logins', async () => {
    const table = await calls.table('/Admin/GetAgentsTable', t.tokens.staff, { search: 'baltic' });
    expect(table.json()).toEqual({
      items: [expect.objectContaining({ ...adminSeed.deletableAgent, clientCount: 0, loginCount: 0 })],
      total: 1,
    });
    const { id } = table.json().items[0];
    expect((await calls.post('/Admin/DeleteAgent', t.tokens.staff, { agentId: id })).statusCode).toBe(204);
  });

  it('updates an agent and answers 404 with a translated title for a missing one', async () => {
    const updated = await calls.post('/Admin/UpdateAgent', t.tokens.staff, {
      agentId: 1,
      displayName: 'Hanseatic Paper Agency GmbH',
      emailAddress: 'agent@example.com',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: 1,
      displayName: 'Hanseatic Paper Agency GmbH',
      clientCount: 3,
    });
    const missing = await calls.post(
      '/Admin/UpdateAgent',
      t.tokens.staff,
      { agentId: 999_999, displayName: 'Nobody', emailAddress: null },
      'de',
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().title).toBe('Dieser Agent existiert nicht');
    expect((await calls.get('/Admin/GetAgentClients', t.tokens.staff, { agentId: 999_999 })).statusCode).toBe(
      404,
    );
    expect(
      (await calls.post('/Admin/LinkClientToAgent', t.tokens.staff, { agentId: 1, clientId: 999_999 }))
        .statusCode,
    ).toBe(404);
  });

  it('sorts, searches and pages the agents table and lists agent options', async () => {
    const page = await calls.table('/Admin/GetAgentsTable', t.tokens.staff, {
      rowsPerPage: 1,
      sortBy: 'clientCount',
      descending: true,
    });
    expect(page.json().items).toHaveLength(1);
    expect(page.json().items[0].id).toBe(1);
    expect(page.json().total).toBeGreaterThanOrEqual(1);
    const badSort = await calls.table('/Admin/GetAgentsTable', t.tokens.staff, { sortBy: 'agent_id' });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().errors.sortBy).toEqual(['Not allowed']);
    const options = await calls.get('/Admin/GetAgentOptions', t.tokens.staff);
    expect(options.json()).toContainEqual({ agentId: 1, displayName: expect.stringContaining('Hanseatic') });
  });
});

describe('clients', () => {
  it('creates, updates, disables and enables a client; a taken customer number answers 409', async () => {
    const created = await calls.post(
      '/Admin/CreateClient',
      t.tokens.staff,
      newClient('C-2001-A', 'Atlantic Carton S.A.'),
    );
    expect(created.statusCode).toBe(200);
    const client = created.json();
    expect(client).toEqual({
      id: expect.any(Number),
      customerNumber: 'C-2001-A',
      displayName: 'Atlantic Carton S.A.',
      countryCode: 'NL',
      city: 'Utrecht',
      addressLine: null,
      postalCode: null,
      agentNames: '',
      loginCount: 0,
      isActive: true,
    });
    const duplicate = await calls.post('/Admin/CreateClient', t.tokens.staff, newClient('c-1001'));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors).toEqual({ customerNumber: ['This customer number is already in use'] });
    const renamed = await calls.post('/Admin/UpdateClient', t.tokens.staff, {
      clientId: client.id,
      ...newClient('C-2001-A', 'Atlantic Carton Lda.'),
    });
    expect(renamed.json().displayName).toBe('Atlantic Carton Lda.');
    const clash = await calls.post('/Admin/UpdateClient', t.tokens.staff, {
      clientId: client.id,
      ...newClient('C-1002'),
    });
    expect(clash.statusCode).toBe(409);
    expect(
      (await calls.post('/Admin/DisableClient', t.tokens.staff, { clientId: client.id })).json().isActive,
    ).toBe(false);
    expect(
      (await calls.post('/Admin/EnableClient', t.tokens.staff, { clientId: client.id })).json().isActive,
    ).toBe(true);
    expect(
      (await calls.post('/Admin/DeleteClient', t.tokens.staff, { clientId: client.id })).statusCode,
    ).toBe(204);
    expect(
      (await calls.post('/Admin/DeleteClient', t.tokens.staff, { clientId: client.id })).statusCode,
    ).toBe(404);
    expect(await auditActions('client', client.id)).toEqual([
      'CreateClient by staff@example.com',
      'UpdateClient by staff@example.com',
      'DisableClient by staff@example.com',
      'EnableClient by staff@example.com',
      'DeleteClient by staff@example.com',
    ]);
  });

  it('refuses to delete a client while logins remain, then while it has trade data', async () => {
    const withLogins = await calls.post('/Admin/DeleteClient', t.tokens.staff, { clientId: 1002 });
    expect(withLogins.statusCode).toBe(409);
    expect(withLogins.json().title).toBe('This client still has 1 login. Delete the logins first.');
    // Nordic Board AB has no logins but orders and deliveries.
    const withTrade = await calls.post('/Admin/DeleteClient', t.tokens.staff, { clientId: 1005 });
    expect(withTrade.statusCode).toBe(409);
    expect(withTrade.json().errors['']).toEqual([
      'This client has orders, deliveries, invoices or other trade data and cannot be deleted. Disable it instead.',
    ]);
  });

  it('disabling a client ends its logins’ sessions and refuses their login; enabling lets them in again', async () => {
    const session = await t.login('muller@example.com');
    await calls.post('/Admin/DisableClient', t.tokens.staff, { clientId: 1002 });
    expect((await calls.get('/Account/GetProfile', session.accessToken)).statusCode).toBe(401);
    const refresh = await calls.post('/Authentication/RefreshAccessToken', null, session);
    expect(refresh.statusCode).toBe(401);
    await expect(t.login('muller@example.com')).rejects.toThrow(/401/);
    await calls.post('/Admin/EnableClient', t.tokens.staff, { clientId: 1002 });
    expect((await t.login('muller@example.com')).accessToken).toBeTruthy();
  });

  it('searches the clients table and shows agents and login counts', async () => {
    const found = await calls.table('/Admin/GetClientsTable', t.tokens.staff, { search: 'brightwell' });
    expect(found.json()).toEqual({
      items: [
        expect.objectContaining({
          id: 1003,
          agentNames: expect.stringContaining('Hanseatic'),
          loginCount: 1,
        }),
      ],
      total: 1,
    });
    const byLogins = await calls.table('/Admin/GetClientsTable', t.tokens.staff, {
      sortBy: 'loginCount',
      descending: true,
    });
    expect(byLogins.json().items[0].id).toBe(1001);
    expect(
      (await calls.table('/Admin/GetClientsTable', t.tokens.staff, { sortBy: 'agentNames' })).statusCode,
    ).toBe(400);
  });
});
