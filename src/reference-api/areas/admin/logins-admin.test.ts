import { describe, expect, it } from 'vitest';
import { demoPassword } from '../../db/seed/accounts-seed.ts';
import { adminSeed } from '../../db/seed/admin-seed.ts';
import { message } from '../../platform/server-messages.ts';
import { testAppPerFile } from '../../testing/test-app-per-file.ts';
import { adminCalls } from './admin-test-kit.ts';

const t = testAppPerFile({ logins: { staff: 'staff@example.com', agent: 'agent@example.com' } });
const calls = adminCalls(t);

const newPassword = 'Fresh-login-2026!';
const login = (emailAddress: string, password = demoPassword) =>
  calls.post('/Authentication/LoginWithCredentials', null, { emailAddress, password });

async function activationToken(to: string): Promise<string> {
  const mails = await t.mailsTo(to);
  const mail = mails.find((m) => m.subject === 'Activate your customer portal account');
  const token = mail?.body.match(/\/auth\/activate\/([\w-]+)/)?.[1];
  if (!token) throw new Error(`no activation mail to ${to}`);
  return token;
}

const accountId = async (email: string) =>
  (
    await t.db.query<{ account_id: number }>('select account_id from accounts where email_address = $1', [
      email,
    ])
  )[0]!.account_id;

const customerLogin = (emailAddress: string, clientId: number) => ({
  emailAddress,
  displayName: 'Ada Kramer',
  accountType: 'customer',
  clientId,
  agentId: null,
  languageId: 1,
});

describe('a login from creation to disabling and enabling', () => {
  it('is created Pending with an activation mail, activated, disabled (no login, no refresh) and enabled', async () => {
    const email = 'ada.kramer@example.com';
    const created = await calls.post('/Admin/CreateLogin', t.tokens.staff, customerLogin(email, 1001));
    expect(created.statusCode).toBe(200);
    const row = created.json();
    expect(row).toEqual({
      id: expect.any(Number),
      emailAddress: email,
      displayName: 'Ada Kramer',
      accountType: 'customer',
      clientId: 1001,
      agentId: null,
      companyName: 'Van Dijk Verpakkingen B.V.',
      status: 'Pending',
      isTotpEnabled: false,
      lastLoginAt: null,
      languageId: 1,
      registeredCompanyName: null,
      registeredCustomerNumber: null,
    });
    expect((await login(email)).statusCode).toBe(401);

    // Activated through the real activation call, with the link from the mail (in the login's language).
    const mails = await t.mailsTo(email);
    expect(mails[0]!.subject).toBe(message('nl', 'mail.activationSubject'));
    const token = mails[0]!.body.match(/\/auth\/activate\/([\w-]+)/)![1];
    expect(
      (await calls.post('/Authentication/ActivateAccount', null, { token, password: newPassword }))
        .statusCode,
    ).toBe(204);
    const session = await login(email, newPassword);
    expect(session.statusCode).toBe(200);
    const tokens = session.json();

    expect((await calls.post('/Admin/DisableLogin', t.tokens.staff, { accountId: row.id })).statusCode).toBe(
      204,
    );
    const table = await calls.table('/Admin/GetLoginsTable', t.tokens.staff, { search: email });
    expect(table.json().items[0].status).toBe('Disabled');
    const refused = await login(email, newPassword);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().title).toBe('This account is disabled');
    expect((await calls.get('/Account/GetProfile', tokens.accessToken)).statusCode).toBe(401);
    expect((await calls.post('/Authentication/RefreshAccessToken', null, tokens)).statusCode).toBe(401);

    expect((await calls.post('/Admin/EnableLogin', t.tokens.staff, { accountId: row.id })).statusCode).toBe(
      204,
    );
    expect((await login(email, newPassword)).statusCode).toBe(200);
    const after = await calls.table('/Admin/GetLoginsTable', t.tokens.staff, { search: email });
    expect(after.json().items[0]).toMatchObject({
      status: 'Active',
      lastLoginAt: expect.stringMatching(/Z$/),
    });

    const audit = await t.db.query<{ action: string }>(
      `select action from admin_audit_log where subject_type = 'login' and subject_id = $1 order by audit_id`,
      [String(row.id)],
    );
    expect(audit.map((a) => a.action)).toEqual(['CreateLogin', 'DisableLogin', 'EnableLogin']);
  });
});

describe('login rules', () => {
  it('answers 409 on emailAddress for an address already in use, in any case', async () => {
    const response = await calls.post(
      '/Admin/CreateLogin',
      t.tokens.staff,
      customerLogin('Customer@Example.com', 1001),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual({ emailAddress: ['This e-mail address is already in use'] });
    const update = await calls.post('/Admin/UpdateLogin', t.tokens.staff, {
      accountId: await accountId('muller@example.com'),
      emailAddress: 'agent@example.com',
      displayName: 'Petra Müller',
      languageId: 3,
    });
    expect(update.statusCode).toBe(409);
  });

  it('checks whom a new login is for', async () => {
    const noClient = await calls.post('/Admin/CreateLogin', t.tokens.staff, {
      ...customerLogin('x1@example.com', 1001),
      clientId: null,
    });
    expect(noClient.statusCode).toBe(400);
    expect(noClient.json().errors).toEqual({ clientId: ['Required'] });
    const unknown = await calls.post(
      '/Admin/CreateLogin',
      t.tokens.staff,
      customerLogin('x2@example.com', 999_999),
    );
    expect(unknown.json().errors).toEqual({ clientId: ['This client does not exist'] });
    const agentLogin = await calls.post('/Admin/CreateLogin', t.tokens.staff, {
      emailAddress: 'new.agent@example.com',
      displayName: 'Jan Agent',
      accountType: 'agent',
      clientId: null,
      agentId: 1,
      languageId: null,
    });
    expect(agentLogin.statusCode).toBe(200);
    expect(agentLogin.json()).toMatchObject({
      accountType: 'agent',
      agentId: 1,
      companyName: 'Hanseatic Paper Agency',
    });
  });

  it('refuses disabling or deleting one’s own login with 409', async () => {
    const self = await accountId('staff@example.com');
    const disable = await calls.post('/Admin/DisableLogin', t.tokens.staff, { accountId: self });
    expect(disable.statusCode).toBe(409);
    expect(disable.json().errors['']).toEqual(['You cannot disable or delete your own login']);
    // DeleteLogin is for customer and agent logins: a staff login is not one (404).
    expect((await calls.post('/Admin/DeleteLogin', t.tokens.staff, { accountId: self })).statusCode).toBe(
      404,
    );
  });

  it('resets two-factor login, after which the password alone logs in', async () => {
    const id = await accountId('totp@example.com');
    expect((await login('totp@example.com')).json().requiresTotp).toBe(true);
    expect((await calls.post('/Admin/ResetLoginTotp', t.tokens.staff, { accountId: id })).statusCode).toBe(
      204,
    );
    const plain = await login('totp@example.com');
    expect(plain.statusCode).toBe(200);
    expect(plain.json().accessToken).toBeTruthy();
    const [stored] = await t.db.query(
      'select is_totp_enabled, totp_secret, totp_pending_secret from accounts where account_id = $1',
      [id],
    );
    expect(stored).toEqual({ is_totp_enabled: false, totp_secret: null, totp_pending_secret: null });
  });

  it('resends activation to a Pending login (the old link stops working) and answers 409 for an active one', async () => {
    const id = await accountId(adminSeed.pendingCustomer);
    // The seeded mail's link went out long ago (the log holds no token): a first resend mails one.
    expect((await calls.post('/Admin/ResendActivation', t.tokens.staff, { accountId: id })).statusCode).toBe(
      204,
    );
    const before = await activationToken(adminSeed.pendingCustomer);
    expect((await calls.post('/Admin/ResendActivation', t.tokens.staff, { accountId: id })).statusCode).toBe(
      204,
    );
    const after = await activationToken(adminSeed.pendingCustomer);
    expect(after).not.toBe(before);
    expect(
      (await calls.post('/Authentication/IsActivationTokenValid', null, { token: before })).json().isValid,
    ).toBe(false);
    expect(
      (await calls.post('/Authentication/IsActivationTokenValid', null, { token: after })).json().isValid,
    ).toBe(true);
    const active = await calls.post('/Admin/ResendActivation', t.tokens.staff, {
      accountId: await accountId('muller@example.com'),
    });
    expect(active.statusCode).toBe(409);
    expect(active.json().title).toBe('This login is already activated');
  });

  it('deletes a login with its sessions', async () => {
    const email = 'short.lived@example.com';
    const { id } = (
      await calls.post('/Admin/CreateLogin', t.tokens.staff, customerLogin(email, 1003))
    ).json();
    expect((await calls.post('/Admin/DeleteLogin', t.tokens.staff, { accountId: id })).statusCode).toBe(204);
    expect((await calls.post('/Admin/DeleteLogin', t.tokens.staff, { accountId: id })).statusCode).toBe(404);
    expect(await t.db.query('select 1 from accounts where account_id = $1', [id])).toEqual([]);
  });

  it('shows the seeded Pending and Disabled logins and filters by kind and client', async () => {
    const agents = await calls.table(
      '/Admin/GetLoginsTable',
      t.tokens.staff,
      { sortBy: 'emailAddress' },
      { accountType: 'agent' },
    );
    const byEmail = Object.fromEntries(
      agents.json().items.map((r: { emailAddress: string; status: string }) => [r.emailAddress, r.status]),
    );
    expect(byEmail).toMatchObject({
      'agent@example.com': 'Active',
      [adminSeed.pendingAgent]: 'Pending',
      [adminSeed.disabledAgent]: 'Disabled',
    });
    const ofClient = await calls.table('/Admin/GetLoginsTable', t.tokens.staff, {}, { clientId: 1001 });
    expect(ofClient.json().items.every((r: { clientId: number }) => r.clientId === 1001)).toBe(true);
    expect(ofClient.json().items.map((r: { emailAddress: string }) => r.emailAddress)).toContain(
      'disabled@example.com',
    );
    // Employees are not logins here.
    const all = await calls.table('/Admin/GetLoginsTable', t.tokens.staff, { rowsPerPage: -1 });
    expect(all.json().items.some((r: { accountType: string }) => r.accountType === ('staff' as string))).toBe(
      false,
    );
  });
});

describe('an agent administering logins', () => {
  it('sees only the customer logins of its own clients', async () => {
    const page = await calls.table('/Admin/GetLoginsTable', t.tokens.agent, { rowsPerPage: -1 });
    const rows = page.json().items as { clientId: number; accountType: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.accountType === 'customer' && [1002, 1003, 1004].includes(r.clientId))).toBe(
      true,
    );
    expect(page.json().total).toBe(rows.length);
    // Asking for another client's logins narrows to nothing rather than widening.
    expect(
      (await calls.table('/Admin/GetLoginsTable', t.tokens.agent, {}, { clientId: 1001 })).json().total,
    ).toBe(0);
  });

  it('creates customer logins only for its own clients', async () => {
    const own = await calls.post(
      '/Admin/CreateLogin',
      t.tokens.agent,
      customerLogin('agent.made@example.com', 1004),
    );
    expect(own.statusCode).toBe(200);
    expect(own.json().status).toBe('Pending');
    const other = await calls.post(
      '/Admin/CreateLogin',
      t.tokens.agent,
      customerLogin('agent.other@example.com', 1001),
    );
    expect(other.statusCode).toBe(403);
    expect(other.json().errors).toEqual({ clientId: ['You may not act for this client'] });
    const agentKind = await calls.post('/Admin/CreateLogin', t.tokens.agent, {
      emailAddress: 'agent.agent@example.com',
      displayName: 'Another Agent',
      accountType: 'agent',
      clientId: null,
      agentId: 1,
      languageId: null,
    });
    expect(agentKind.statusCode).toBe(403);
  });

  it('manages its own clients’ logins and gets 404 for any other login (existence not revealed)', async () => {
    const own = await accountId('brightwell@example.com');
    expect((await calls.post('/Admin/ResetLoginTotp', t.tokens.agent, { accountId: own })).statusCode).toBe(
      204,
    );
    expect((await calls.post('/Admin/DisableLogin', t.tokens.agent, { accountId: own })).statusCode).toBe(
      204,
    );
    expect((await calls.post('/Admin/EnableLogin', t.tokens.agent, { accountId: own })).statusCode).toBe(204);
    const updated = await calls.post('/Admin/UpdateLogin', t.tokens.agent, {
      accountId: own,
      emailAddress: 'brightwell@example.com',
      displayName: 'Oliver J. Hughes',
      languageId: 2,
    });
    expect(updated.json().displayName).toBe('Oliver J. Hughes');

    const others = [
      await accountId('customer@example.com'),
      await accountId('staff@example.com'),
      await accountId('agent@example.com'),
      999_999,
    ];
    for (const id of others) {
      for (const path of [
        '/Admin/DisableLogin',
        '/Admin/EnableLogin',
        '/Admin/DeleteLogin',
        '/Admin/ResetLoginTotp',
        '/Admin/ResendActivation',
      ]) {
        const response = await calls.post(path, t.tokens.agent, { accountId: id });
        expect(response.statusCode, `${path} ${id}`).toBe(404);
        expect(response.json().title).toBe('This login does not exist');
      }
      const update = await calls.post('/Admin/UpdateLogin', t.tokens.agent, {
        accountId: id,
        emailAddress: 'taken.over@example.com',
        displayName: 'X',
        languageId: null,
      });
      expect(update.statusCode).toBe(404);
    }
    expect((await login('customer@example.com')).statusCode).toBe(200);
  });
});

describe('self-registrations awaiting approval (issue 14 §2)', () => {
  // The request is written after the answer (mail-jobs.ts): the helper waits for that work.
  const register = async (emailAddress: string, customerNumber: string) => {
    const answer = await calls.post('/Authentication/RegisterNewCustomer', null, {
      emailAddress,
      firstName: 'Rosa',
      lastName: 'Jansen',
      companyName: 'Typed Company',
      customerNumber,
    });
    await t.app.mailJobs.idle();
    return answer;
  };
  const auditOf = (action: string, subjectId: number) =>
    t.db.query<{ actor_email: string; detail: Record<string, unknown> }>(
      'select actor_email, detail from admin_audit_log where action = $1 and subject_id = $2',
      [action, String(subjectId)],
    );

  it('lists the seeded request awaiting approval with what was typed and the client it matched', async () => {
    const page = await calls.table(
      '/Admin/GetLoginsTable',
      t.tokens.staff,
      {},
      { status: 'AwaitingApproval' },
    );
    expect(page.statusCode).toBe(200);
    expect(page.json().items).toEqual([
      expect.objectContaining({
        emailAddress: adminSeed.awaitingApproval.emailAddress,
        status: 'AwaitingApproval',
        clientId: 1001,
        companyName: 'Van Dijk Verpakkingen B.V.',
        registeredCompanyName: adminSeed.awaitingApproval.companyName,
        registeredCustomerNumber: adminSeed.awaitingApproval.customerNumber,
      }),
    ]);
  });

  it('approves a request for another client than it matched: then, and only then, the activation mail goes out', async () => {
    const email = 'approve.me@example.com';
    expect((await register(email, 'C-1003')).statusCode).toBe(204);
    const id = await accountId(email);
    expect(await t.mailsTo(email)).toEqual([]);
    // Nothing but approval makes a request a login: no activation mail can be sent for it yet.
    const resend = await calls.post('/Admin/ResendActivation', t.tokens.staff, { accountId: id });
    expect(resend.statusCode).toBe(409);
    expect(resend.json().errors).toEqual({ '': ['This login awaits approval: approve it first'] });
    expect(await t.mailsTo(email)).toEqual([]);

    const unknownClient = await calls.post('/Admin/ApproveLogin', t.tokens.staff, {
      accountId: id,
      clientId: 999_999,
    });
    expect(unknownClient.statusCode).toBe(400);
    const approved = await calls.post('/Admin/ApproveLogin', t.tokens.staff, {
      accountId: id,
      clientId: 1004,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'Pending',
      clientId: 1004,
      registeredCustomerNumber: 'C-1003',
    });
    const token = await activationToken(email);
    expect(
      (await calls.post('/Authentication/ActivateAccount', null, { token, password: newPassword }))
        .statusCode,
    ).toBe(204);
    const session = (await login(email, newPassword)).json();
    const profile = await calls.get('/Account/GetProfile', session.accessToken);
    expect(profile.statusCode).toBe(200);

    const [audit] = await auditOf('ApproveLogin', id);
    expect(audit).toMatchObject({
      actor_email: 'staff@example.com',
      detail: {
        emailAddress: email,
        clientId: 1004,
        matchedClientId: 1003,
        registeredCustomerNumber: 'C-1003',
      },
    });
    // Approved once: a second approve or a reject finds no request.
    expect(
      (await calls.post('/Admin/ApproveLogin', t.tokens.staff, { accountId: id, clientId: null })).statusCode,
    ).toBe(404);
    expect((await calls.post('/Admin/RejectLogin', t.tokens.staff, { accountId: id })).statusCode).toBe(404);
  });

  it('given a customer number that matched no client, staff must choose one to approve', async () => {
    const email = 'no.match@example.com';
    await register(email, 'X-0000');
    const id = await accountId(email);
    const row = (await calls.table('/Admin/GetLoginsTable', t.tokens.staff, { search: email })).json()
      .items[0];
    expect(row).toMatchObject({ status: 'AwaitingApproval', clientId: null, companyName: '' });
    const withoutClient = await calls.post('/Admin/ApproveLogin', t.tokens.staff, {
      accountId: id,
      clientId: null,
    });
    expect(withoutClient.statusCode).toBe(400);
    expect(withoutClient.json().errors).toEqual({ clientId: ['Required'] });
    expect(await t.mailsTo(email)).toEqual([]);
    expect(
      (await calls.post('/Admin/ApproveLogin', t.tokens.staff, { accountId: id, clientId: 1002 })).statusCode,
    ).toBe(200);
  });

  it('rejects a request: it is deleted with no mail, audited, and the address may register again', async () => {
    const email = 'reject.me@example.com';
    await register(email, 'C-1005');
    const id = await accountId(email);
    expect((await calls.post('/Admin/RejectLogin', t.tokens.staff, { accountId: id })).statusCode).toBe(204);
    expect(await t.db.query('select 1 from accounts where account_id = $1', [id])).toEqual([]);
    expect(await t.mailsTo(email)).toEqual([]);
    const [audit] = await auditOf('RejectLogin', id);
    expect(audit?.detail).toMatchObject({
      emailAddress: email,
      matchedClientId: 1005,
      registeredCustomerNumber: 'C-1005',
    });
    expect((await register(email, 'C-1005')).statusCode).toBe(204);
    expect(await accountId(email)).not.toBe(id);
  });

  it("refuses approve and reject to an agent (even for its own client's request) and a customer; an agent does not see requests", async () => {
    const email = 'agents.client@example.com';
    await register(email, 'C-1003');
    const id = await accountId(email);
    const customer = (await t.login('customer@example.com')).accessToken;
    for (const token of [t.tokens.agent, customer]) {
      expect(
        (await calls.post('/Admin/ApproveLogin', token, { accountId: id, clientId: 1003 })).statusCode,
      ).toBe(403);
      expect((await calls.post('/Admin/RejectLogin', token, { accountId: id })).statusCode).toBe(403);
    }
    const seen = await calls.table('/Admin/GetLoginsTable', t.tokens.agent, { rowsPerPage: -1 });
    expect(seen.json().items.map((r: { emailAddress: string }) => r.emailAddress)).not.toContain(email);
    for (const path of ['/Admin/DeleteLogin', '/Admin/DisableLogin', '/Admin/ResendActivation']) {
      expect((await calls.post(path, t.tokens.agent, { accountId: id })).statusCode, path).toBe(404);
    }
    const [still] = await t.db.query<{ awaiting_approval: boolean }>(
      'select awaiting_approval from accounts where account_id = $1',
      [id],
    );
    expect(still?.awaiting_approval).toBe(true);
    expect(await t.mailsTo(email)).toEqual([]);
  });
});

describe('employees', () => {
  it('creates an employee Pending with an activation mail and lists it', async () => {
    const created = await calls.post('/Admin/CreateEmployee', t.tokens.staff, {
      emailAddress: 'bram.dekker@example.com',
      firstName: 'Bram',
      lastName: 'Dekker',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      firstName: 'Bram',
      lastName: 'Dekker',
      status: 'Pending',
      isSelf: false,
    });
    expect(await activationToken('bram.dekker@example.com')).toBeTruthy();
    const table = await calls.table('/Admin/GetEmployeesTable', t.tokens.staff, { sortBy: 'emailAddress' });
    const rows = table.json().items as { emailAddress: string; isSelf: boolean; status: string }[];
    expect(rows.find((r) => r.emailAddress === 'staff@example.com')?.isSelf).toBe(true);
    expect(rows.find((r) => r.emailAddress === adminSeed.pendingEmployee)?.status).toBe('Pending');
    expect(rows.filter((r) => r.isSelf)).toHaveLength(1);
    const duplicate = await calls.post('/Admin/CreateEmployee', t.tokens.staff, {
      emailAddress: 'STAFF@example.com',
      firstName: 'Eva',
      lastName: 'Jansen',
    });
    expect(duplicate.statusCode).toBe(409);
  });

  it('deletes an employee only with its e-mail address as confirmation, never oneself', async () => {
    const id = await accountId(adminSeed.secondEmployee);
    const session = await t.login(adminSeed.secondEmployee);
    const wrong = await calls.post('/Admin/DeleteEmployee', t.tokens.staff, {
      accountId: id,
      confirmEmailAddress: 'someone@example.com',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({
      confirmEmailAddress: ["Type the employee's e-mail address exactly to confirm"],
    });
    const self = await accountId('staff@example.com');
    const own = await calls.post('/Admin/DeleteEmployee', t.tokens.staff, {
      accountId: self,
      confirmEmailAddress: 'staff@example.com',
    });
    expect(own.statusCode).toBe(409);
    const notEmployee = await calls.post('/Admin/DeleteEmployee', t.tokens.staff, {
      accountId: await accountId('customer@example.com'),
      confirmEmailAddress: 'customer@example.com',
    });
    expect(notEmployee.statusCode).toBe(404);
    expect(notEmployee.json().title).toBe('This employee does not exist');
    const done = await calls.post('/Admin/DeleteEmployee', t.tokens.staff, {
      accountId: id,
      confirmEmailAddress: 'Support@Example.com ',
    });
    expect(done.statusCode).toBe(204);
    expect((await calls.get('/Account/GetProfile', session.accessToken)).statusCode).toBe(401);
    expect(await t.db.query('select 1 from sessions where account_id = $1', [id])).toEqual([]);
    expect((await login(adminSeed.secondEmployee)).statusCode).toBe(401);
  });

  it('updates an employee and disables and enables an employee login', async () => {
    const id = await accountId(adminSeed.pendingEmployee);
    const updated = await calls.post('/Admin/UpdateEmployee', t.tokens.staff, {
      accountId: id,
      emailAddress: adminSeed.pendingEmployee,
      firstName: 'Noor',
      lastName: 'de Bakker',
    });
    expect(updated.json()).toMatchObject({ lastName: 'de Bakker', status: 'Pending' });
    expect((await calls.post('/Admin/DisableLogin', t.tokens.staff, { accountId: id })).statusCode).toBe(204);
    const table = await calls.table('/Admin/GetEmployeesTable', t.tokens.staff, { search: 'de bakker' });
    expect(table.json().items[0].status).toBe('Disabled');
    expect((await calls.post('/Admin/EnableLogin', t.tokens.staff, { accountId: id })).statusCode).toBe(204);
  });
});
