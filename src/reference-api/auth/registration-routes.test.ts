import { describe, expect, it } from 'vitest';
import { demoPassword } from '../db/seed/accounts-seed.ts';
import { testAppPerFile } from '../testing/test-app-per-file.ts';
import { createOneTimeToken } from './one-time-tokens.ts';

const api = '/customerportal';
const t = testAppPerFile();

const post = (path: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `${api}${path}`, payload, headers });
const login = (emailAddress: string, password: string) =>
  post('/Authentication/LoginWithCredentials', { emailAddress, password });

interface Mail {
  subject: string;
  body: string;
  status: string;
  from: string;
  logMessage: string;
}
async function outbox(to: string): Promise<Mail[]> {
  return (await t.mailsTo(to)) as Mail[];
}
// A registration is written after its answer (mail-jobs.ts): wait for that work first.
async function accountOf(email: string) {
  await t.app.mailJobs.idle();
  const rows = await t.db.query<{ account_id: number; client_id: number | null }>(
    'select account_id, client_id from accounts where lower(email_address) = lower($1)',
    [email],
  );
  return rows[0];
}
/** Staff approve the self-registration of `email` in the administration (issue 14 §2). */
async function approve(email: string, clientId: number | null = null) {
  const staff = await t.login('staff@example.com');
  const account = await accountOf(email);
  return t.app.inject({
    method: 'POST',
    url: `${api}/Admin/ApproveLogin`,
    payload: { accountId: account!.account_id, clientId },
    headers: { authorization: `Bearer ${staff.accessToken}`, 'accept-language': 'en' },
  });
}
function linkToken(mail: Mail, path: string): string {
  const match = mail.body.match(new RegExp(`${path}/([\\w-]+)`));
  if (!match?.[1]) throw new Error(`no ${path} link in ${mail.body}`);
  return match[1];
}

describe('registration and activation', () => {
  const email = 'new.customer@example.com';
  const newPassword = 'A-fresh-password-1';

  it('registers a request; once staff approve it, the mailed activation link activates it once', async () => {
    const registered = await post(
      '/Authentication/RegisterNewCustomer',
      {
        emailAddress: email,
        firstName: 'Anna',
        lastName: 'Visser',
        companyName: 'Van Dijk',
        customerNumber: 'c-1001',
      },
      { 'accept-language': 'nl' },
    );
    expect(registered.statusCode).toBe(204);
    expect((await login(email, newPassword)).statusCode).toBe(401);
    expect(await outbox(email), 'no activation mail before approval').toEqual([]);
    expect((await approve(email)).statusCode).toBe(200);

    const [mail] = await outbox(email);
    expect(mail).toMatchObject({ subject: 'Activeer uw account voor het klantenportaal', status: 'Sent' });
    expect(mail!.body).toContain('Beste Anna Visser,');
    expect(mail!.logMessage).toBeTruthy();
    const token = linkToken(mail!, '/auth/activate');

    expect((await post('/Authentication/IsActivationTokenValid', { token })).json()).toEqual({
      isValid: true,
    });
    expect((await post('/Authentication/ActivateAccount', { token, password: newPassword })).statusCode).toBe(
      204,
    );
    expect((await login(email, newPassword)).statusCode).toBe(200);

    expect((await post('/Authentication/IsActivationTokenValid', { token })).json()).toEqual({
      isValid: false,
    });
    const reused = await post('/Authentication/ActivateAccount', { token, password: 'Another-password-2' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().title).toBe('This link is no longer valid');
    expect((await outbox(email))[0]!.subject).toBe('Uw account voor het klantenportaal is actief');
  });

  it('given an unknown customer number it answers exactly as for a known one, and keeps the request without a client', async () => {
    const registration = (emailAddress: string, customerNumber: string) =>
      post('/Authentication/RegisterNewCustomer', {
        emailAddress,
        firstName: 'A',
        lastName: 'B',
        companyName: 'C',
        customerNumber,
      });
    const known = await registration('someone.known@example.com', 'C-1002');
    const unknown = await registration('someone@example.com', 'C-9999');
    expect(unknown.statusCode).toBe(204);
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
    expect((await accountOf('someone@example.com'))?.client_id).toBe(null);
    expect((await accountOf('someone.known@example.com'))?.client_id).toBe(1002);
    expect(await outbox('someone@example.com')).toEqual([]);
  });

  it('given an address that has an account it answers the same and mails the owner instead', async () => {
    const response = await post('/Authentication/RegisterNewCustomer', {
      emailAddress: 'Muller@example.com',
      firstName: 'X',
      lastName: 'Y',
      companyName: 'Z',
      customerNumber: 'C-1002',
    });
    expect(response.statusCode).toBe(204);
    const [mail] = await outbox('muller@example.com');
    expect(mail!.subject).toBe('Sie haben bereits ein Kundenportal-Konto');
  });

  it('given a too short password on activation it answers 400 on the password field', async () => {
    const response = await post('/Authentication/ActivateAccount', { token: 'x', password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ password: ['At least 10 characters'] });
  });

  it('given an expired activation token it refuses it', async () => {
    const email2 = 'late.customer@example.com';
    await post('/Authentication/RegisterNewCustomer', {
      emailAddress: email2,
      firstName: 'Late',
      lastName: 'Comer',
      companyName: 'Van Dijk',
      customerNumber: 'C-1001',
    });
    expect((await approve(email2)).statusCode).toBe(200);
    const token = linkToken((await outbox(email2))[0]!, '/auth/activate');
    await t.db.query(
      `update one_time_tokens set expires_at = now() - interval '1 minute'
        where purpose = 'activation' and account_id = (select account_id from accounts where email_address = $1)`,
      [email2],
    );
    expect((await post('/Authentication/IsActivationTokenValid', { token })).json()).toEqual({
      isValid: false,
    });
    expect((await post('/Authentication/ActivateAccount', { token, password: newPassword })).statusCode).toBe(
      400,
    );
  });
});

describe('registration is a request, not access (issue 14 §2)', () => {
  const attacker = 'attacker@evil.example';
  const password = 'Quartz-lantern-harbour-71';
  const invoicesOf = (accessToken: string) =>
    t.app.inject({
      method: 'POST',
      url: `${api}/Invoice/GetAllInvoicesTable`,
      payload: { page: 1, rowsPerPage: 5 },
      headers: { authorization: `Bearer ${accessToken}` },
    });

  it("given another client's customer number, no path gives a token until staff approve; then the data shows", async () => {
    const registered = await post('/Authentication/RegisterNewCustomer', {
      emailAddress: attacker,
      firstName: 'Eve',
      lastName: 'Mallory',
      companyName: 'Anything',
      customerNumber: 'c-1005',
    });
    expect(registered.statusCode).toBe(204);
    const { account_id: accountId } = (await accountOf(attacker))!;
    expect(await outbox(attacker), 'no activation mail').toEqual([]);

    // Every path to a token, with whatever link the attacker could hold (made here behind the API's back).
    const activation = await createOneTimeToken(t.db, 'activation', accountId);
    expect((await post('/Authentication/IsActivationTokenValid', { token: activation })).json()).toEqual({
      isValid: false,
    });
    const activated = await post('/Authentication/ActivateAccount', { token: activation, password });
    expect(activated.statusCode).toBe(400);
    const reset = await createOneTimeToken(t.db, 'reset', accountId);
    expect((await post('/Authentication/ResetPassword', { token: reset, password })).statusCode).toBe(400);
    expect(
      (await post('/Authentication/RequestPasswordResetToken', { emailAddress: attacker })).statusCode,
    ).toBe(204);
    expect(await outbox(attacker), 'no reset mail either').toEqual([]);
    const loginToken = await createOneTimeToken(t.db, 'login', accountId, 1005);
    expect((await post('/Authentication/LoginWithToken', { token: loginToken })).statusCode).toBe(401);
    // Even with a password and two-factor set behind the API's back, neither login path opens.
    const [withPassword] = await t.db.query<{ password_hash: string }>(
      `select password_hash from accounts where email_address = 'customer@example.com'`,
    );
    await t.db.query(
      `update accounts set password_hash = $2, is_active = true, is_totp_enabled = true, totp_secret = 'JBSWY3DPEHPK3PXP'
        where account_id = $1`,
      [accountId, withPassword!.password_hash],
    );
    expect((await login(attacker, demoPassword)).statusCode).toBe(401);
    const totpTicket = await createOneTimeToken(t.db, 'totp', accountId);
    expect(
      (await post('/Authentication/LoginWithTotp', { totpToken: totpTicket, code: '123456' })).statusCode,
    ).toBe(401);
    await t.db.query(
      `update accounts set password_hash = null, is_active = false, is_totp_enabled = false, totp_secret = null
        where account_id = $1`,
      [accountId],
    );
    expect(await t.db.query('select 1 from sessions where account_id = $1', [accountId])).toEqual([]);

    // Staff approve: only now does the activation mail go out, and the login sees its client's data.
    const approved = await approve(attacker);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'Pending',
      clientId: 1005,
      registeredCustomerNumber: 'c-1005',
    });
    const token = linkToken((await outbox(attacker))[0]!, '/auth/activate');
    expect((await post('/Authentication/ActivateAccount', { token, password })).statusCode).toBe(204);
    const session = await login(attacker, password);
    expect(session.statusCode).toBe(200);
    const invoices = await invoicesOf(session.json().accessToken);
    expect(invoices.statusCode).toBe(200);
    expect(invoices.json().total).toBeGreaterThan(0);
  });

  it('given an address whose request awaits approval, a second registration changes and mails nothing', async () => {
    const email = 'twice@example.com';
    const body = {
      emailAddress: email,
      firstName: 'T',
      lastName: 'W',
      companyName: 'C',
      customerNumber: 'C-1003',
    };
    expect((await post('/Authentication/RegisterNewCustomer', body)).statusCode).toBe(204);
    const second = await post('/Authentication/RegisterNewCustomer', { ...body, customerNumber: 'C-1004' });
    expect(second.statusCode).toBe(204);
    expect((await accountOf(email))?.client_id).toBe(1003);
    expect(await outbox(email)).toEqual([]);
  });
});

describe('password reset', () => {
  it('answers a reset request the same for known and unknown addresses; only the known one gets a mail', async () => {
    const known = await post('/Authentication/RequestPasswordResetToken', {
      emailAddress: 'brightwell@example.com',
    });
    const unknown = await post('/Authentication/RequestPasswordResetToken', {
      emailAddress: 'ghost@example.com',
    });
    expect(known.statusCode).toBe(204);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await outbox('ghost@example.com')).toEqual([]);
    // In the account's own language: Brightwell's is English.
    expect((await outbox('brightwell@example.com'))[0]!.subject).toBe('Reset your customer portal password');
  });

  it('resets the password with the mailed link once and ends the existing sessions', async () => {
    const session = await t.login('customer@example.com');
    await post('/Authentication/RequestPasswordResetToken', { emailAddress: 'customer@example.com' });
    const token = linkToken((await outbox('customer@example.com'))[0]!, '/auth/reset-password');
    expect((await post('/Authentication/IsPasswordResetTokenValid', { token })).json()).toEqual({
      isValid: true,
    });

    const reset = await post('/Authentication/ResetPassword', { token, password: 'Brand-new-password-3' });
    expect(reset.statusCode).toBe(204);
    expect((await login('customer@example.com', demoPassword)).statusCode).toBe(401);
    expect((await login('customer@example.com', 'Brand-new-password-3')).statusCode).toBe(200);
    const refresh = await post('/Authentication/RefreshAccessToken', session);
    expect(refresh.statusCode).toBe(401);

    const reused = await post('/Authentication/ResetPassword', { token, password: 'Yet-another-password-4' });
    expect(reused.statusCode).toBe(400);
    expect((await post('/Authentication/IsPasswordResetTokenValid', { token })).json()).toEqual({
      isValid: false,
    });
  });

  it('given an expired reset token it refuses it', async () => {
    await post('/Authentication/RequestPasswordResetToken', { emailAddress: 'agent@example.com' });
    const token = linkToken((await outbox('agent@example.com'))[0]!, '/auth/reset-password');
    await t.db.query(
      `update one_time_tokens set expires_at = now() - interval '1 second' where purpose = 'reset'`,
    );
    const response = await post('/Authentication/ResetPassword', { token, password: 'Brand-new-password-5' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ '': ['This link is no longer valid'] });
  });
});
