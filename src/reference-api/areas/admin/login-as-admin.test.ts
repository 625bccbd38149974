import { decodeJwt } from 'jose';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { TokenPair } from '../../../core/api/contract/authentication.ts';
import { demoPassword } from '../../db/seed/accounts-seed.ts';
import { adminSeed } from '../../db/seed/admin-seed.ts';
import { message } from '../../platform/server-messages.ts';
import { testAppPerFile } from '../../testing/test-app-per-file.ts';
import { adminCalls } from './admin-test-kit.ts';

// The refresh clock, stepped past a support session's lifetime by a test (nothing waits).
let clockOffsetMs = 0;
/** The support session lifetime of this file's server: shorter than an access token's 900 s. */
const supportSessionSeconds = 600;

const t = testAppPerFile({
  supportSessionSeconds,
  refreshClock: () => new Date(Date.now() + clockOffsetMs),
  logins: { staff: 'staff@example.com' },
});
const calls = adminCalls(t);

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
    const response = await calls.post('/Admin/LoginAs', t.tokens.staff, { accountId: target });
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
    expect((await calls.get('/Account/GetProfile', t.tokens.staff)).json().emailAddress).toBe(
      'staff@example.com',
    );
    expect(await audit()).toEqual([
      { action: 'LoginAsStart', actor_email: 'staff@example.com', subject_id: String(target) },
      { action: 'LoginAsEnd', actor_email: 'staff@example.com', subject_id: String(target) },
    ]);
  });

  it('opens a support session as an agent with the agent role', async () => {
    const response = await calls.post('/Admin/LoginAs', t.tokens.staff, {
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
      const response = await calls.post('/Admin/LoginAs', t.tokens.staff, {
        accountId: await accountId(email),
      });
      expect(response.statusCode, email).toBe(409);
      expect(response.json().errors[''], email).toEqual([
        'You can only log in as an active customer or agent login',
      ]);
    }
    expect((await calls.post('/Admin/LoginAs', t.tokens.staff, { accountId: 999_999 })).statusCode).toBe(404);
  });

  it('ends the support sessions of a staff member whose login is disabled', async () => {
    const support = await t.login(adminSeed.secondEmployee);
    const session = (
      await calls.post('/Admin/LoginAs', support.accessToken, {
        accountId: await accountId('muller@example.com'),
      })
    ).json();
    expect((await calls.get('/Account/GetProfile', session.accessToken)).statusCode).toBe(200);
    await calls.post('/Admin/DisableLogin', t.tokens.staff, {
      accountId: await accountId(adminSeed.secondEmployee),
    });
    expect((await calls.get('/Account/GetProfile', session.accessToken)).statusCode).toBe(401);
  });
});

describe('a support session ends with its staff session and its own short lifetime', () => {
  const startSupport = async (staffToken: string, email: string) => {
    const response = await calls.post('/Admin/LoginAs', staffToken, { accountId: await accountId(email) });
    expect(response.statusCode).toBe(200);
    return response.json() as TokenPair;
  };
  const refresh = (pair: TokenPair) => calls.post('/Authentication/RefreshAccessToken', null, pair);

  it('given a staff member who logs out: every support session that staff session started is refused, access and refresh token alike, and the end is audited', async () => {
    const ownStaff = await t.login('staff@example.com');
    const support = await startSupport(ownStaff.accessToken, 'customer@example.com');
    const refreshed = await refresh(support);
    expect(refreshed.statusCode).toBe(200);
    // Started from another staff session (another tab, another staff member): not this logout's.
    const otherSupport = await startSupport(t.tokens.staff, 'agent@example.com');

    expect((await calls.post('/Authentication/Logout', ownStaff.accessToken)).statusCode).toBe(204);

    expect((await calls.get('/Account/GetProfile', support.accessToken)).statusCode).toBe(401);
    expect((await calls.get('/Account/GetProfile', refreshed.json().accessToken)).statusCode).toBe(401);
    expect((await refresh(refreshed.json())).statusCode).toBe(401);
    expect((await refresh(support)).statusCode).toBe(401);
    expect((await calls.get('/Account/GetProfile', otherSupport.accessToken)).statusCode).toBe(200);
    const [end] = await t.db.query<{ actor_email: string; subject_id: string; detail: { reason: string } }>(
      `select actor_email, subject_id, detail from admin_audit_log
        where action = 'LoginAsEnd' order by audit_id desc limit 1`,
    );
    expect(end).toEqual({
      actor_email: 'staff@example.com',
      subject_id: String(await accountId('customer@example.com')),
      detail: expect.objectContaining({ reason: 'staff logout' }),
    });
  });

  it('given a staff session ended another way (a stolen refresh token replayed): its support sessions are refused', async () => {
    const r1 = await t.login('staff@example.com');
    const support = await startSupport(r1.accessToken, 'customer@example.com');
    const r2 = (await refresh(r1)).json() as TokenPair;
    const r3 = (await refresh(r2)).json() as TokenPair;
    expect((await refresh(r1)).statusCode).toBe(401);
    expect((await calls.get('/Account/GetProfile', r3.accessToken)).statusCode).toBe(401);

    expect((await calls.get('/Account/GetProfile', support.accessToken)).statusCode).toBe(401);
    expect((await refresh(support)).statusCode).toBe(401);
  });

  it('given a support session past its lifetime: refresh answers 401, while a customer session of the same age refreshes', async () => {
    const customer = await t.login('customer@example.com');
    const support = await startSupport(t.tokens.staff, 'customer@example.com');
    const first = await refresh(support);
    expect(first.statusCode).toBe(200);

    clockOffsetMs = (supportSessionSeconds + 1) * 1000;
    try {
      expect((await refresh(first.json())).statusCode).toBe(401);
      expect((await refresh(customer)).statusCode).toBe(200);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('given a support session: no access token of it outlives the session, however long access tokens live', async () => {
    const support = await startSupport(t.tokens.staff, 'customer@example.com');
    const refreshed = await refresh(support);
    for (const token of [support.accessToken, refreshed.json().accessToken]) {
      const { exp, iat } = decodeJwt(token);
      expect(exp! - iat!).toBeLessThanOrEqual(supportSessionSeconds);
    }
  });

  it('given a support session: no refresh token of it is stored to outlive the session', async () => {
    const support = await startSupport(t.tokens.staff, 'customer@example.com');
    await refresh(support);
    const [row] = await t.db.query<{ longest: number }>(
      `select max(extract(epoch from r.expires_at - s.created_at))::float8 as longest
         from refresh_tokens r join sessions s on s.session_id = r.session_id
        where s.session_id = (select session_id from sessions where support_by_account_id is not null
                               order by created_at desc limit 1)`,
    );
    expect(row!.longest).toBeLessThanOrEqual(supportSessionSeconds + 1);
  });
});

describe('what a support session writes and mails names the staff member', () => {
  const supportAudit = (subject: number) =>
    t.db.query<{
      action: string;
      actor_email: string;
      subject_type: string;
      detail: Record<string, unknown>;
    }>(
      `select action, actor_email, subject_type, detail from admin_audit_log
        where subject_id = $1 and action like 'Support%' order by audit_id`,
      [String(subject)],
    );

  it('given a contact message sent in a support session: an audit entry and the mail log name the staff member', async () => {
    const customerId = await accountId('customer@example.com');
    const support = (
      await calls.post('/Admin/LoginAs', t.tokens.staff, { accountId: customerId })
    ).json() as TokenPair;
    const before = (await supportAudit(customerId)).length;

    const sent = await calls.post('/Contact/SendMessage', support.accessToken, {
      messageType: 'Question',
      salesManagerId: 1,
      message: 'Asked on behalf of the customer by support.',
      contactName: 'Pieter de Vries',
      contactEmailAddress: 'pieter@vandijk.example',
      customerDisplayName: 'Van Dijk Verpakkingen B.V.',
      customerNumber: 'C-1001',
      customerCountry: 'NL',
      fileIds: [],
    });

    expect(sent.statusCode).toBe(200);
    const { emailId } = sent.json();
    expect((await supportAudit(customerId)).slice(before)).toEqual([
      {
        action: 'SupportSendMessage',
        actor_email: 'staff@example.com',
        subject_type: 'login',
        detail: expect.objectContaining({ emailId }),
      },
    ]);
    const log = await t.db.query<{ event: string; message: string; actor_email: string | null }>(
      'select event, message, actor_email from outbox_log where email_id = $1 order by outbox_log_id',
      [emailId],
    );
    expect(log[0]).toEqual({
      event: 'Queued',
      message: expect.stringContaining('staff@example.com'),
      actor_email: 'staff@example.com',
    });
    const [mail] = await t.db.query<{ body: string }>('select body from outbox where email_id = $1', [
      emailId,
    ]);
    expect(mail!.body).toContain('staff@example.com');
    // Staff reading the e-mail log see who sent it.
    const shown = await calls.get('/Admin/GetEmail', t.tokens.staff, { emailId });
    expect(shown.json().log[0].actor).toBe('staff@example.com');
  });

  it('given a language change and an upload in a support session: each writes an audit entry naming the staff member', async () => {
    const customerId = await accountId('muller@example.com');
    const support = (
      await calls.post('/Admin/LoginAs', t.tokens.staff, { accountId: customerId })
    ).json() as TokenPair;

    expect(
      (await calls.post('/Language/UpdateLanguage', support.accessToken, { languageId: 2 })).statusCode,
    ).toBe(204);
    const boundary = '----support-test';
    const pdf = await PDFDocument.create();
    pdf.addPage();
    const upload = await t.app.inject({
      method: 'POST',
      url: '/customerportal/Upload/Upload',
      headers: {
        authorization: `Bearer ${support.accessToken}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="filepond"; filename="note.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        Buffer.from(await pdf.save()),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(upload.statusCode).toBe(200);
    const deleted = await calls.post('/Upload/Delete', support.accessToken, { serverId: upload.body });
    expect(deleted.statusCode).toBe(200);

    const entries = await supportAudit(customerId);
    expect(entries.map((entry) => [entry.action, entry.actor_email, entry.subject_type])).toEqual([
      ['SupportUpdateLanguage', 'staff@example.com', 'login'],
      ['SupportUpload', 'staff@example.com', 'login'],
      ['SupportDeleteUpload', 'staff@example.com', 'login'],
    ]);
  });

  it("given the same writes in the customer's own session: no support entry", async () => {
    const customerId = await accountId('customer@example.com');
    const own = await t.login('customer@example.com');
    const before = (await supportAudit(customerId)).length;
    expect(
      (await calls.post('/Language/UpdateLanguage', own.accessToken, { languageId: 1 })).statusCode,
    ).toBe(204);
    expect(await supportAudit(customerId)).toHaveLength(before);
  });
});
