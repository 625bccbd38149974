import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { demoPassword } from '../db/seed/accounts-seed.ts';
import { testAppPerFile } from '../testing/test-app-per-file.ts';

const api = '/customerportal';
const t = testAppPerFile();

const call = (method: 'GET' | 'POST', path: string, accessToken: string, payload?: object) =>
  t.app.inject({
    method,
    url: `${api}${path}`,
    headers: { authorization: `Bearer ${accessToken}` },
    ...(payload ? { payload } : {}),
  });

describe('GetProfile', () => {
  it('answers the e-mail address, agent flag and gravatar hash', async () => {
    const { accessToken } = await t.login('agent@example.com');
    const response = await call('GET', '/Account/GetProfile', accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      emailAddress: 'agent@example.com',
      displayName: 'Jonas Weber',
      roles: ['Agent'],
      properties: { isAgent: true, gravatarHash: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
  });

  it('without a token answers 401 with a title', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${api}/Account/GetProfile` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 401, title: expect.any(String) });
  });

  it('with a forged token answers 401', async () => {
    const { accessToken } = await t.login('customer@example.com');
    const [header, payload] = accessToken.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    expect((await call('GET', '/Account/GetProfile', forged)).statusCode).toBe(401);
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect((await call('GET', '/Account/GetProfile', none)).statusCode).toBe(401);
  });
});

describe('Agent/GetClients', () => {
  it('gives an agent its clients, staff every client, and a customer 403', async () => {
    const agent = await t.login('agent@example.com');
    const clients = (await call('GET', '/Agent/GetClients', agent.accessToken)).json();
    expect(clients.map((c: { clientId: number }) => c.clientId).sort()).toEqual([1002, 1003, 1004]);
    expect(clients).toContainEqual({ clientId: 1002, displayName: 'Müller Kartonagen GmbH' });

    const staff = await t.login('staff@example.com');
    expect((await call('GET', '/Agent/GetClients', staff.accessToken)).json()).toHaveLength(5);

    const customer = await t.login('customer@example.com');
    expect((await call('GET', '/Agent/GetClients', customer.accessToken)).statusCode).toBe(403);
  });
});

describe('languages', () => {
  it('lists the four server languages without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${api}/Language/GetLanguages` });
    expect(response.json()).toEqual([
      { code: 'nl-NL', languageId: 1 },
      { code: 'en-NL', languageId: 2 },
      { code: 'de-DE', languageId: 3 },
      { code: 'zh', languageId: 4 },
    ]);
  });

  it('stores the preferred language and refuses an unknown one', async () => {
    const { accessToken } = await t.login('staff@example.com');
    expect((await call('POST', '/Language/UpdateLanguage', accessToken, { languageId: 4 })).statusCode).toBe(
      204,
    );
    expect((await call('GET', '/Account/GetProfile', accessToken)).json().preferredLanguageId).toBe(4);
    const unknown = await call('POST', '/Language/UpdateLanguage', accessToken, { languageId: 99 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty('languageId');
  });
});

describe('two-factor settings', () => {
  it('sets TOTP up with a first code, then login asks for it, then disabling needs the password', async () => {
    const { accessToken } = await t.login('huamei@example.com');
    expect((await call('GET', '/Account/IsTotpEnabled', accessToken)).json()).toEqual({
      isTotpEnabled: false,
    });

    const setup = (await call('POST', '/Account/GetTotpSetupCode', accessToken)).json();
    expect(setup.uri).toContain(`secret=${setup.secret}`);
    const totp = new TOTP({ secret: Secret.fromBase32(setup.secret) });
    const wrongCode = totp.generate() === '123456' ? '654321' : '123456';
    expect((await call('POST', '/Account/EnableTotp', accessToken, { code: wrongCode })).statusCode).toBe(
      400,
    );
    expect(
      (await call('POST', '/Account/EnableTotp', accessToken, { code: totp.generate() })).statusCode,
    ).toBe(204);
    expect((await call('GET', '/Account/IsTotpEnabled', accessToken)).json()).toEqual({
      isTotpEnabled: true,
    });

    const login = await t.app.inject({
      method: 'POST',
      url: `${api}/Authentication/LoginWithCredentials`,
      payload: { emailAddress: 'huamei@example.com', password: demoPassword },
    });
    expect(login.json().requiresTotp).toBe(true);

    const wrongPassword = await call('POST', '/Account/DisableTotp', accessToken, { password: 'not-it' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().errors).toHaveProperty('password');
    expect(
      (await call('POST', '/Account/DisableTotp', accessToken, { password: demoPassword })).statusCode,
    ).toBe(204);
    expect((await call('GET', '/Account/IsTotpEnabled', accessToken)).json()).toEqual({
      isTotpEnabled: false,
    });
  });
});

describe('UpdatePassword', () => {
  it('needs the current password, then ends the other sessions but keeps this one', async () => {
    const current = await t.login('brightwell@example.com');
    const other = await t.login('brightwell@example.com');
    const wrong = await call('POST', '/Account/UpdatePassword', current.accessToken, {
      currentPassword: 'nope',
      newPassword: 'Changed-password-6',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toHaveProperty('currentPassword');

    const changed = await call('POST', '/Account/UpdatePassword', current.accessToken, {
      currentPassword: demoPassword,
      newPassword: 'Changed-password-6',
    });
    expect(changed.statusCode).toBe(204);
    expect((await call('GET', '/Account/GetProfile', current.accessToken)).statusCode).toBe(200);
    expect((await call('GET', '/Account/GetProfile', other.accessToken)).statusCode).toBe(401);
  });
});

describe('PartnerWeb/GetPartnerWebLoginUri', () => {
  it('answers a URI ending in /auth/token/<token>; an agent must name one of its clients', async () => {
    const agent = await t.login('agent@example.com');
    const without = await call('POST', '/PartnerWeb/GetPartnerWebLoginUri', agent.accessToken);
    expect(without.statusCode).toBe(400);
    expect(without.json().errors).toHaveProperty('clientId');
    const foreign = await call('POST', '/PartnerWeb/GetPartnerWebLoginUri?clientId=1001', agent.accessToken);
    expect(foreign.statusCode).toBe(403);
    const own = await call('POST', '/PartnerWeb/GetPartnerWebLoginUri?clientId=1003', agent.accessToken);
    expect(own.json().uri).toMatch(/^http:\/\/[^/]+\/auth\/token\/[\w-]+$/);
  });
});
