import { describe, expect, it } from 'vitest';
import { demoPassword } from '../db/seed/accounts-seed.ts';
import { testAppPerFile } from '../testing/test-app-per-file.ts';
import { createOneTimeToken } from './one-time-tokens.ts';

// The attack: a password an attacker guesses first (a breached one, the address, the name, a
// repeated character, only spaces) is set through each path that sets one. Before the policy,
// every one of these was accepted as long as it had ten characters.

const api = '/customerportal';
const t = testAppPerFile();

const post = (path: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `${api}${path}`, payload, headers });
const login = (emailAddress: string, password: string) =>
  post('/Authentication/LoginWithCredentials', { emailAddress, password });

async function accountId(email: string): Promise<number> {
  const [row] = await t.db.query<{ account_id: number }>(
    'select account_id from accounts where email_address = $1',
    [email],
  );
  if (!row) throw new Error(`no account ${email}`);
  return row.account_id;
}

/** Guessable passwords for Sanne de Vries, customer@example.com, each with the English message. */
const guessable: [password: string, message: string][] = [
  ['aaaaaaaaaa', 'This password is too easy to guess. Several unrelated words make a strong password'],
  ['          ', 'A password of only spaces is not allowed'],
  ['password123', 'This password is too common: it appears in lists of known or leaked passwords'],
  ['customer@example.com', 'The password must not contain your e-mail address'],
  ['my-customer@example.com-login', 'The password must not contain your e-mail address'],
  ['Sanne-de-Vries-portal', 'The password must not contain your name'],
];

describe('ResetPassword with a guessable password', () => {
  it('refuses each with its message under the field, keeps the old password and the link usable', async () => {
    const token = await createOneTimeToken(t.db, 'reset', await accountId('customer@example.com'));
    for (const [password, message] of guessable) {
      const response = await post('/Authentication/ResetPassword', { token, password });
      expect(response.statusCode, password).toBe(400);
      expect(response.json().errors, password).toEqual({ password: [message] });
    }
    expect((await login('customer@example.com', demoPassword)).statusCode).toBe(200);
    expect((await post('/Authentication/IsPasswordResetTokenValid', { token })).json()).toEqual({
      isValid: true,
    });
  });

  it('answers in the language asked for', async () => {
    const token = await createOneTimeToken(t.db, 'reset', await accountId('customer@example.com'));
    const dutch = await post(
      '/Authentication/ResetPassword',
      { token, password: 'password123' },
      { 'accept-language': 'nl' },
    );
    expect(dutch.json().errors).toEqual({
      password: ['Dit wachtwoord is te algemeen: het staat in lijsten van bekende of gelekte wachtwoorden'],
    });
  });

  it('refuses a password of more than 128 characters', async () => {
    const token = await createOneTimeToken(t.db, 'reset', await accountId('customer@example.com'));
    const response = await post('/Authentication/ResetPassword', {
      token,
      password: 'quilt-orbit '.repeat(11),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('password');
  });
});

describe('ActivateAccount with a guessable password', () => {
  it('refuses the e-mail address, the name and a breached password, then activates with a good one', async () => {
    const [created] = await t.db.query<{ account_id: number }>(
      `insert into accounts (email_address, account_type, client_id, display_name, first_name, last_name)
       values ('pieter.bosman@example.com', 'customer', 1001, 'Pieter Bosman', 'Pieter', 'Bosman')
       returning account_id`,
    );
    const token = await createOneTimeToken(t.db, 'activation', created!.account_id);
    const refused: [string, string][] = [
      ['pieter.bosman@example.com', 'The password must not contain your e-mail address'],
      ['PieterBosman2026', 'The password must not contain your e-mail address'],
      ['Bosman-quilt-orbit', 'The password must not contain your e-mail address'],
      ['football123', 'This password is too common: it appears in lists of known or leaked passwords'],
      ['1234567890', 'This password is too common: it appears in lists of known or leaked passwords'],
    ];
    for (const [password, message] of refused) {
      const response = await post('/Authentication/ActivateAccount', { token, password });
      expect(response.statusCode, password).toBe(400);
      expect(response.json().errors, password).toEqual({ password: [message] });
    }
    expect((await login('pieter.bosman@example.com', 'football123')).statusCode).toBe(401);
    const activated = await post('/Authentication/ActivateAccount', {
      token,
      password: 'orchid lantern quilt',
    });
    expect(activated.statusCode).toBe(204);
    expect((await login('pieter.bosman@example.com', 'orchid lantern quilt')).statusCode).toBe(200);
  });
});

describe('UpdatePassword with a guessable password', () => {
  it('refuses each under newPassword after the right current password, and keeps the old one', async () => {
    const { accessToken } = await t.login('staff@example.com');
    const change = (newPassword: string, headers: Record<string, string> = {}) =>
      post(
        '/Account/UpdatePassword',
        { currentPassword: demoPassword, newPassword },
        { authorization: `Bearer ${accessToken}`, ...headers },
      );
    const refused: [string, string][] = [
      ['          ', 'A password of only spaces is not allowed'],
      ['staff@example.com', 'The password must not contain your e-mail address'],
      ['Eva-Jansen-2026', 'The password must not contain your name'],
      ['qwertyuiop', 'This password is too common: it appears in lists of known or leaked passwords'],
      ['abcdefghijkl', 'This password is too easy to guess. Several unrelated words make a strong password'],
    ];
    for (const [password, message] of refused) {
      const response = await change(password);
      expect(response.statusCode, password).toBe(400);
      expect(response.json().errors, password).toEqual({ newPassword: [message] });
    }
    const german = await change('aaaaaaaaaa', { 'accept-language': 'de' });
    expect(german.json().errors.newPassword).toEqual([
      'Dieses Passwort ist zu leicht zu erraten. Mehrere voneinander unabhängige Wörter ergeben ein starkes Passwort',
    ]);
    expect((await login('staff@example.com', demoPassword)).statusCode).toBe(200);
  });
});
