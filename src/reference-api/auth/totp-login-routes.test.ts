import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { demoPassword, demoTotpSecret } from '../db/seed/accounts-seed.ts';
import { testAppPerFile } from '../testing/test-app-per-file.ts';

// The TOTP calls that work before a login (docs/contract.md#authentication lists GetTotpSetupCode and EnableTotp under
// Authentication too) and the attempt limit of the TOTP login step. An app of their own, because
// they change accounts and fill the attempt limiter.
const api = '/customerportal';
const limit = 3;
const t = testAppPerFile({ loginAttemptLimit: limit });

const post = (path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `${api}${path}`, payload });
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

describe('Authentication/GetTotpSetupCode and Authentication/EnableTotp (before login)', () => {
  const credentials = { emailAddress: 'muller@example.com', password: demoPassword };

  it('given EnableTotp before any setup code it answers 400 "request a setup code first"', async () => {
    const response = await post('/Authentication/EnableTotp', { ...credentials, code: '123456' });
    expect(response.statusCode).toBe(400);
    expect(response.json().title).toBe('Request a setup code first');
  });

  it('given a wrong password neither call reveals or changes anything: 401', async () => {
    const wrong = { emailAddress: credentials.emailAddress, password: 'not-the-password' };
    const setup = await post('/Authentication/GetTotpSetupCode', wrong);
    expect(setup.statusCode).toBe(401);
    expect(setup.json()).not.toHaveProperty('secret');
    const enable = await post('/Authentication/EnableTotp', { ...wrong, code: '123456' });
    expect(enable.statusCode).toBe(401);
    const [account] = await t.db.query<{ totp_pending_secret: string | null }>(
      'select totp_pending_secret from accounts where email_address = $1',
      [credentials.emailAddress],
    );
    expect(account?.totp_pending_secret).toBeNull();
  });

  it('given the right password it answers an otpauth URI with a fresh secret; a wrong first code is refused (400)', async () => {
    const response = await post('/Authentication/GetTotpSetupCode', credentials);
    expect(response.statusCode).toBe(200);
    const { uri, secret } = response.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(new URL(uri).searchParams.get('secret')).toBe(secret);
    expect(decodeURIComponent(uri)).toContain('muller@example.com');

    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    const wrong = await post('/Authentication/EnableTotp', { ...credentials, code: otherThan(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ code: ['The code is not valid'] });
    const isEnabled = await t.db.query<{ is_totp_enabled: boolean }>(
      'select is_totp_enabled from accounts where email_address = $1',
      [credentials.emailAddress],
    );
    expect(isEnabled).toEqual([{ is_totp_enabled: false }]);
  });

  it("given the latest secret's code it enables TOTP and logs in; from then on the login asks for a code", async () => {
    const { secret } = (await post('/Authentication/GetTotpSetupCode', credentials)).json();
    const totp = new TOTP({ secret: Secret.fromBase32(secret) });
    const response = await post('/Authentication/EnableTotp', { ...credentials, code: totp.generate() });
    expect(response.statusCode).toBe(200);
    expect(decodeJwt(response.json().accessToken).role).toEqual(['Customer']);
    expect(response.json().refreshToken).toMatch(/^[\w-]{40,}$/);

    const login = await post('/Authentication/LoginWithCredentials', credentials);
    expect(login.json().requiresTotp).toBe(true);
    // Already on: a second setup is refused, so the secret in use cannot be replaced this way.
    const again = await post('/Authentication/GetTotpSetupCode', credentials);
    expect(again.statusCode).toBe(400);
    expect(again.json().title).toBe('Two-factor login is already enabled');
    const enableAgain = await post('/Authentication/EnableTotp', { ...credentials, code: totp.generate() });
    expect(enableAgain.statusCode).toBe(400);
    expect(enableAgain.json().title).toBe('Two-factor login is already enabled');
  });

  it('given malformed bodies it answers 400 with errors per field', async () => {
    const response = await post('/Authentication/EnableTotp', { emailAddress: 'x', code: '12ab' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(
      expect.arrayContaining(['emailAddress', 'password', 'code']),
    );
  });
});

describe('LoginWithTotp attempt limit', () => {
  it(`after ${limit} wrong codes it answers 429, even with the right code, and leaves other accounts alone`, async () => {
    const totp = new TOTP({ secret: Secret.fromBase32(demoTotpSecret) });
    const { totpToken } = (
      await post('/Authentication/LoginWithCredentials', {
        emailAddress: 'totp@example.com',
        password: demoPassword,
      })
    ).json();
    for (let i = 0; i < limit; i++) {
      const wrong = await post('/Authentication/LoginWithTotp', {
        totpToken,
        code: otherThan(totp.generate()),
      });
      expect(wrong.statusCode).toBe(401);
    }
    const blocked = await post('/Authentication/LoginWithTotp', { totpToken, code: totp.generate() });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().title).toBe('Too many attempts: wait a few minutes and try again');
    // The count is per account, not per ticket, and a right password step does not clear it: a
    // fresh ticket is refused too.
    const first = await post('/Authentication/LoginWithCredentials', {
      emailAddress: 'totp@example.com',
      password: demoPassword,
    });
    expect(first.statusCode).toBe(200);
    const fresh = await post('/Authentication/LoginWithTotp', {
      totpToken: first.json().totpToken,
      code: totp.generate(),
    });
    expect(fresh.statusCode).toBe(429);
    expect((await t.login('customer@example.com')).accessToken).toBeTruthy();
    // The blocked attempt used no code: nothing was accepted for the account.
    const [account] = await t.db.query<{ totp_last_step: number | null }>(
      'select totp_last_step from accounts where email_address = $1',
      ['totp@example.com'],
    );
    expect(account?.totp_last_step).toBeNull();
  });
});
