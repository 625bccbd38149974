import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { demoPassword } from '../db/seed/accounts-seed.ts';
import { testAppPerFile } from '../testing/test-app-per-file.ts';
import { hashToken } from './one-time-tokens.ts';

const api = '/customerportal';
const t = testAppPerFile({ loginAttemptLimit: 3 });

const post = (path: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `${api}${path}`, payload, headers });
const profile = (accessToken: string) =>
  t.app.inject({
    method: 'GET',
    url: `${api}/Account/GetProfile`,
    headers: { authorization: `Bearer ${accessToken}` },
  });

describe('LoginWithCredentials', () => {
  it.each([
    ['customer@example.com', ['Customer']],
    ['agent@example.com', ['Agent']],
    ['staff@example.com', ['Staff']],
  ])('given %s and the demo password it answers tokens with role %j', async (email, roles) => {
    const response = await post('/Authentication/LoginWithCredentials', {
      emailAddress: email,
      password: demoPassword,
    });
    expect(response.statusCode).toBe(200);
    const { accessToken, refreshToken } = response.json();
    const claims = decodeJwt(accessToken);
    expect(claims.role).toEqual(roles);
    expect(claims.exp! - Math.floor(Date.now() / 1000)).toBeGreaterThan(800);
    expect(refreshToken).toMatch(/^[\w-]{40,}$/);
    expect((await profile(accessToken)).json().emailAddress).toBe(email);
  });

  it('given a wrong password it answers 401 with the message in the asked language', async () => {
    const response = await post(
      '/Authentication/LoginWithCredentials',
      { emailAddress: 'staff@example.com', password: 'wrong-password' },
      { 'accept-language': 'nl' },
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      title: 'Inloggen mislukt: controleer uw e-mailadres en wachtwoord',
      status: 401,
      errors: { '': ['Inloggen mislukt: controleer uw e-mailadres en wachtwoord'] },
    });
  });

  it('given an unknown address it answers exactly as for a wrong password', async () => {
    const unknown = await post('/Authentication/LoginWithCredentials', {
      emailAddress: 'nobody@example.com',
      password: demoPassword,
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().title).toBe('Login failed: check your e-mail address and password');
  });

  it('given a disabled account it refuses the login', async () => {
    const response = await post('/Authentication/LoginWithCredentials', {
      emailAddress: 'disabled@example.com',
      password: demoPassword,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().title).toBe('This account is disabled');
  });

  it('given malformed bodies it answers 400 with errors per field, never 500', async () => {
    const missing = await post('/Authentication/LoginWithCredentials', { emailAddress: 'not-an-address' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      emailAddress: ['Must be a valid e-mail address'],
      password: ['Required'],
    });
    const wrongType = await post('/Authentication/LoginWithCredentials', { emailAddress: 42, password: [] });
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json().errors)).toEqual(
      expect.arrayContaining(['emailAddress', 'password']),
    );
    const notJson = await t.app.inject({
      method: 'POST',
      url: `${api}/Authentication/LoginWithCredentials`,
      payload: '{"emailAddress":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().errors['']).toEqual(['The body is not valid JSON']);
  });

  it('after too many failures for one address it answers 429, even with the right password', async () => {
    const attempt = (password: string) =>
      post('/Authentication/LoginWithCredentials', { emailAddress: 'brightwell@example.com', password });
    for (let i = 0; i < 3; i++) expect((await attempt(`guess-number-${i}`)).statusCode).toBe(401);
    const blocked = await attempt(demoPassword);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().title).toBe('Too many attempts: wait a few minutes and try again');
    // Another address from the same IP is not affected.
    expect((await t.login('huamei@example.com')).accessToken).toBeTruthy();
  });
});

describe('LoginWithTotp', () => {
  const totp = new TOTP({ secret: Secret.fromBase32('JBSWY3DPEHPK3PXP') });

  it('given a TOTP account it asks for a code, accepts it once and refuses its replay', async () => {
    const first = await post('/Authentication/LoginWithCredentials', {
      emailAddress: 'totp@example.com',
      password: demoPassword,
    });
    expect(first.statusCode).toBe(200);
    const { requiresTotp, totpToken } = first.json();
    expect(requiresTotp).toBe(true);

    const wrong = await post('/Authentication/LoginWithTotp', {
      totpToken,
      code: '000000' === totp.generate() ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errors).toHaveProperty('code');

    const code = totp.generate();
    const second = await post('/Authentication/LoginWithTotp', { totpToken, code });
    expect(second.statusCode).toBe(200);
    expect(decodeJwt(second.json().accessToken).role).toEqual(['Customer']);

    // The ticket is used up, and the same code is refused on a fresh ticket too.
    expect((await post('/Authentication/LoginWithTotp', { totpToken, code })).statusCode).toBe(401);
    const again = await post('/Authentication/LoginWithCredentials', {
      emailAddress: 'totp@example.com',
      password: demoPassword,
    });
    const replay = await post('/Authentication/LoginWithTotp', { totpToken: again.json().totpToken, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().title).toBe('This code has already been used: wait for the next code in your app');
  });

  it('given a valid code already used, it says so in the user’s language and when the next code comes', async () => {
    const { totpToken } = (
      await post('/Authentication/LoginWithCredentials', {
        emailAddress: 'totp@example.com',
        password: demoPassword,
      })
    ).json();
    // The code of this moment was used by the login above (or is used now, by a first try).
    const code = totp.generate();
    await post('/Authentication/LoginWithTotp', { totpToken, code });
    const { totpToken: fresh } = (
      await post('/Authentication/LoginWithCredentials', {
        emailAddress: 'totp@example.com',
        password: demoPassword,
      })
    ).json();
    const used = await t.app.inject({
      method: 'POST',
      url: '/customerportal/Authentication/LoginWithTotp',
      headers: { 'accept-language': 'nl' },
      payload: { totpToken: fresh, code },
    });
    expect(used.statusCode).toBe(401);
    expect(used.json().errors).toEqual({
      code: ['Deze code is al gebruikt: wacht op de volgende code in uw app'],
    });
    const wait = Number(used.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
  });

  it('given an unknown ticket it answers 401', async () => {
    const response = await post('/Authentication/LoginWithTotp', { totpToken: 'made-up', code: '123456' });
    expect(response.statusCode).toBe(401);
  });
});

describe('RefreshAccessToken and Logout', () => {
  it('rotates: a refresh answers a new pair and the new access token works', async () => {
    const pair = await t.login('customer@example.com');
    const response = await post('/Authentication/RefreshAccessToken', pair);
    expect(response.statusCode).toBe(200);
    const next = response.json();
    expect(next.refreshToken).not.toBe(pair.refreshToken);
    expect((await profile(next.accessToken)).statusCode).toBe(200);
  });

  it('given a refresh token used again after the grace period it ends the whole session: the newer tokens stop working too', async () => {
    const pair = await t.login('customer@example.com');
    const next = (await post('/Authentication/RefreshAccessToken', pair)).json();
    // Rotated 31 s ago: past the 30 s in which it would answer its successor again (refresh-grace.test.ts).
    await t.db.query(
      `update refresh_tokens set used_at = used_at - interval '31 seconds' where token_hash = $1`,
      [hashToken(pair.refreshToken)],
    );
    const reuse = await post('/Authentication/RefreshAccessToken', pair);
    expect(reuse.statusCode).toBe(401);
    expect((await post('/Authentication/RefreshAccessToken', next)).statusCode).toBe(401);
    expect((await profile(next.accessToken)).statusCode).toBe(401);
  });

  it('given an expired refresh token it answers 401 and does not rotate: the token stays unused', async () => {
    const pair = await t.login('customer@example.com');
    const hash = hashToken(pair.refreshToken);
    await t.db.query(
      `update refresh_tokens set expires_at = now() - interval '1 second' where token_hash = $1`,
      [hash],
    );
    const response = await post('/Authentication/RefreshAccessToken', pair);
    expect(response.statusCode).toBe(401);
    expect(response.json().title).toBe('The session has ended: log in again');
    const family = await t.db.query<{ used_at: string | null }>(
      `select used_at from refresh_tokens
        where session_id = (select session_id from refresh_tokens where token_hash = $1)`,
      [hash],
    );
    expect(family).toEqual([{ used_at: null }]);
  });

  it('given an access token of another session it refuses the refresh', async () => {
    const mine = await t.login('customer@example.com');
    const other = await t.login('staff@example.com');
    const response = await post('/Authentication/RefreshAccessToken', {
      accessToken: other.accessToken,
      refreshToken: mine.refreshToken,
    });
    expect(response.statusCode).toBe(401);
  });

  it('logout ends the session: its access and refresh tokens stop working, other sessions go on', async () => {
    const pair = await t.login('agent@example.com');
    const other = await t.login('agent@example.com');
    const response = await t.app.inject({
      method: 'POST',
      url: `${api}/Authentication/Logout`,
      headers: { authorization: `Bearer ${pair.accessToken}` },
    });
    expect(response.statusCode).toBe(204);
    expect((await profile(pair.accessToken)).statusCode).toBe(401);
    expect((await post('/Authentication/RefreshAccessToken', pair)).statusCode).toBe(401);
    expect((await profile(other.accessToken)).statusCode).toBe(200);
  });

  it('logout without a token answers 401', async () => {
    const response = await t.app.inject({ method: 'POST', url: `${api}/Authentication/Logout` });
    expect(response.statusCode).toBe(401);
  });
});

describe('LoginWithToken', () => {
  it('given the demo login token it logs in as LoginWithTokenUser of client 1001, and again later', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await post('/Authentication/LoginWithToken', { token: 'demo-login-token' });
      expect(response.statusCode).toBe(200);
      expect(decodeJwt(response.json().accessToken).role).toEqual(['LoginWithTokenUser']);
    }
  });

  it('given a partner-web login token it works once only', async () => {
    const { accessToken } = await t.login('customer@example.com');
    const uri = await t.app.inject({
      method: 'POST',
      url: `${api}/PartnerWeb/GetPartnerWebLoginUri`,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(uri.statusCode).toBe(200);
    const token = decodeURIComponent(uri.json().uri.split('/auth/token/')[1]);
    expect((await post('/Authentication/LoginWithToken', { token })).statusCode).toBe(200);
    const again = await post('/Authentication/LoginWithToken', { token });
    expect(again.statusCode).toBe(401);
    expect(again.json().title).toBe('This login link is no longer valid');
  });
});
