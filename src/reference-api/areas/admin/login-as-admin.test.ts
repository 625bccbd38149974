import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../db/seed/accounts-seed.ts';
import { adminSeed } from '../../db/seed/admin-seed.ts';
import { message } from '../../platform/server-messages.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { adminCalls } from './admin-test-kit.ts';

let t: TestApp;
let calls: ReturnType<typeof adminCalls>;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  calls = adminCalls(t);
  staff = (await t.login('staff@example.com')).accessToken;
}, 60_000);
afterAll(() => t.close());

const accountId = async (email: string) =>
  (
    await t.db.query<{ account_id: number }>('select account_id from accounts where email_address = $1', [
      email,
    ])
  )[0]!.account_id;

const audit = async () =>
  t.db.query<{ action: string; actor_email: string; subject_id: string }>(
    `select action, actor_email, subject_id from admin_audit_log where action like 'LoginAs%' order by audit_id`,
  );

describe('log in as', () => {
  it('opens an audited, restricted support session as a customer, which logging out ends', async () => {
    const target = await accountId('customer@example.com');
    const before = (
      await t.db.query<{ login_at: string | null }>('select login_at from accounts where account_id = $1', [
        target,
      ])
    )[0];
    const response = await calls.post('/Admin/LoginAs', staff, { accountId: target });
    expect(response.statusCode).toBe(200);
    const pair = response.json();
    expect(Object.keys(pair).sort()).toEqual(['accessToken', 'refreshToken']);
    const claims = decodeJwt(pair.accessToken);
    expect(claims.role).toEqual(['Customer', 'SupportSession']);
    expect(claims.supportBy).toBe('staff@example.com');
    expect(claims.sub).toBe(String(target));

    const profile = await calls.get('/Account/GetProfile', pair.accessToken);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().emailAddress).toBe('customer@example.com');
    // The customer's own data, not the staff member's.
    expect(
      (await calls.table('/Order/GetOrdersTable', pair.accessToken, { rowsPerPage: 1 })).statusCode,
    ).toBe(200);

    const password = await calls.post(
      '/Account/UpdatePassword',
      pair.accessToken,
      { currentPassword: demoPassword, newPassword: 'Taken-over-2026!', confirmPassword: 'Taken-over-2026!' },
      'de',
    );
    expect(password.statusCode).toBe(403);
    expect(password.json().title).toBe(message('de', 'errors.notInSupportSession'));
    const admin = await calls.table('/Admin/GetAgentsTable', pair.accessToken);
    expect(admin.statusCode).toBe(403);
    expect(admin.json().title).toBe(message('en', 'errors.notInSupportSession'));
    // Support does not count as the customer's own login.
    const after = (
      await t.db.query<{ login_at: string | null }>('select login_at from accounts where account_id = $1', [
        target,
      ])
    )[0];
    expect(after).toEqual(before);

    // A refreshed token is still a support session.
    const refreshed = await calls.post('/Authentication/RefreshAccessToken', null, pair);
    expect(refreshed.statusCode).toBe(200);
    const again = decodeJwt(refreshed.json().accessToken);
    expect(again.role).toEqual(['Customer', 'SupportSession']);
    expect(again.supportBy).toBe('staff@example.com');

    expect((await calls.post('/Authentication/Logout', refreshed.json().accessToken)).statusCode).toBe(204);
    expect((await calls.get('/Account/GetProfile', refreshed.json().accessToken)).statusCode).toBe(401);
    // The staff session was never touched.
    expect((await calls.get('/Account/GetProfile', staff)).json().emailAddress).toBe('staff@example.com');
    expect(await audit()).toEqual([
      { action: 'LoginAsStart', actor_email: 'staff@example.com', subject_id: String(target) },
      { action: 'LoginAsEnd', actor_email: 'staff@example.com', subject_id: String(target) },
    ]);
  });

  it('opens a support session as an agent with the agent role', async () => {
    const response = await calls.post('/Admin/LoginAs', staff, {
      accountId: await accountId('agent@example.com'),
    });
    expect(decodeJwt(response.json().accessToken).role).toEqual(['Agent', 'SupportSession']);
    const clients = await calls.get('/Agent/GetClients', response.json().accessToken);
    expect(clients.json()).toHaveLength(3);
  });

  it('answers 409 for a Pending, a Disabled or an employee login and 404 for none', async () => {
    for (const email of [
      adminSeed.pendingCustomer,
      'disabled@example.com',
      adminSeed.disabledAgent,
      adminSeed.secondEmployee,
    ]) {
      const response = await calls.post('/Admin/LoginAs', staff, { accountId: await accountId(email) });
      expect(response.statusCode, email).toBe(409);
      expect(response.json().errors[''], email).toEqual([
        'You can only log in as an active customer or agent login',
      ]);
    }
    expect((await calls.post('/Admin/LoginAs', staff, { accountId: 999_999 })).statusCode).toBe(404);
  });

  it('ends the support sessions of a staff member whose login is disabled', async () => {
    const support = await t.login(adminSeed.secondEmployee);
    const session = (
      await calls.post('/Admin/LoginAs', support.accessToken, {
        accountId: await accountId('muller@example.com'),
      })
    ).json();
    expect((await calls.get('/Account/GetProfile', session.accessToken)).statusCode).toBe(200);
    await calls.post('/Admin/DisableLogin', staff, { accountId: await accountId(adminSeed.secondEmployee) });
    expect((await calls.get('/Account/GetProfile', session.accessToken)).statusCode).toBe(401);
  });
});
