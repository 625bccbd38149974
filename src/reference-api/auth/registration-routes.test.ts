import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../db/seed/accounts-seed.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const api = '/customerportal';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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
  const response = await t.app.inject({
    method: 'GET',
    url: `${api}/Dev/Outbox?to=${encodeURIComponent(to)}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}
function linkToken(mail: Mail, path: string): string {
  const match = mail.body.match(new RegExp(`${path}/([\\w-]+)`));
  if (!match?.[1]) throw new Error(`no ${path} link in ${mail.body}`);
  return match[1];
}

describe('registration and activation', () => {
  const email = 'new.customer@example.com';
  const newPassword = 'A-fresh-password-1';

  it('registers an inactive account and mails an activation link that activates it once', async () => {
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

  it('given an unknown customer number it answers 400 on that field', async () => {
    const response = await post('/Authentication/RegisterNewCustomer', {
      emailAddress: 'someone@example.com',
      firstName: 'A',
      lastName: 'B',
      companyName: 'C',
      customerNumber: 'C-9999',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ customerNumber: ['This customer number is unknown'] });
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

describe('password reset', () => {
  it('answers a reset request the same for known and unknown addresses; only the known one gets a mail', async () => {
    const known = await post('/Authentication/RequestPasswordResetToken', {
      emailAddress: 'staff@example.com',
    });
    const unknown = await post('/Authentication/RequestPasswordResetToken', {
      emailAddress: 'ghost@example.com',
    });
    expect(known.statusCode).toBe(204);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await outbox('ghost@example.com')).toEqual([]);
    expect((await outbox('staff@example.com'))[0]!.subject).toBe('Reset your customer portal password');
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
