import { describe, expect, it } from 'vitest';
import { message } from '../platform/server-messages.ts';
import { TEST_PUBLIC_URL } from '../testing/test-app.ts';
import { testAppPerFile } from '../testing/test-app-per-file.ts';
import { integrationCalls } from './integration-test-kit.ts';
import { maxNewLoginsPerBatch } from './logins-import.ts';

const t = testAppPerFile();

const call = integrationCalls(t);
const put = (items: unknown[]) => call('PUT', 'Logins', items);
const remove = (...addresses: string[]) =>
  call(
    'POST',
    'Logins/Remove',
    addresses.map((emailAddress) => ({ emailAddress })),
  );

const customer = (emailAddress: string, clientId: number, more: object = {}) => ({
  kind: 'customer',
  emailAddress,
  displayName: 'Greta Hoffmann',
  languageCode: 'de',
  clientId,
  ...more,
});
const agent = (emailAddress: string, clientIds: number[], more: object = {}) => ({
  kind: 'agent',
  emailAddress,
  displayName: 'Pieter Smit',
  languageCode: 'nl',
  clientIds,
  ...more,
});

const inject = (method: 'GET' | 'POST', path: string, token: string | null, payload?: object) =>
  t.app.inject({
    method,
    url: `/customerportal${path}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });

/** Activates a login with the link of its activation mail and signs it in; answers its access token. */
async function activateAndSignIn(emailAddress: string): Promise<string> {
  const [mail] = await activationMails(emailAddress);
  const token = mail?.body.match(/\/auth\/activate\/([\w-]+)/)?.[1];
  if (!token) throw new Error(`no activation mail to ${emailAddress}`);
  const password = 'Imported-login-2026!';
  const activated = await inject('POST', '/Authentication/ActivateAccount', null, { token, password });
  expect(activated.statusCode, activated.body).toBe(204);
  const signedIn = await inject('POST', '/Authentication/LoginWithCredentials', null, {
    emailAddress,
    password,
  });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  return signedIn.json().accessToken;
}

const activationSubjects = (['nl', 'en', 'de', 'zhHans'] as const).map((l) =>
  message(l, 'mail.activationSubject'),
);
/** The activation mails to `to`, newest first (an activated login gets other mails too). */
const activationMails = async (to: string) =>
  (await t.mailsTo(to)).filter((m) => activationSubjects.includes(m.subject ?? ''));

const accountCount = async (email: string) =>
  (
    await t.db.query<{ n: number }>(
      'select count(*)::int as n from accounts where lower(email_address) = lower($1)',
      [email],
    )
  )[0]!.n;

describe('PUT Integration/Logins', () => {
  it('creates a customer and an agent login, each with one activation mail in its language under PUBLIC_URL', async () => {
    const batch = [customer('greta@kunde.example', 1002), agent('pieter@agent.example', [1001, 1003])];
    const first = await put(batch);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ created: 2, updated: 0, unchanged: 0 });

    const [greta, ...moreToGreta] = await activationMails('greta@kunde.example');
    expect(moreToGreta).toEqual([]);
    expect(greta!.subject).toBe(message('de', 'mail.activationSubject'));
    expect(greta!.body).toMatch(new RegExp(`href="${TEST_PUBLIC_URL}/auth/activate/[\\w-]{40,}/de"`));
    const [pieter] = await activationMails('pieter@agent.example');
    expect(pieter!.subject).toBe(message('nl', 'mail.activationSubject'));

    // The same batch again: nothing changes, and no second mail goes out.
    expect((await put(batch)).json()).toEqual({ created: 0, updated: 0, unchanged: 2 });
    expect(await activationMails('greta@kunde.example')).toHaveLength(1);
    expect(await activationMails('pieter@agent.example')).toHaveLength(1);
  });

  it('after activating, the customer sees only its client and the agent its clients', async () => {
    await put([customer('hanna@kunde.example', 1002), agent('joost@agent.example', [1001, 1003])]);
    const hanna = await activateAndSignIn('hanna@kunde.example');
    const [{ n }] = (await t.db.query<{ n: number }>(
      'select count(*)::int as n from orders where client_id = 1002',
    )) as [{ n: number }];
    const own = await inject('POST', '/Order/GetOrdersTable', hanna, { page: 1, rowsPerPage: 5 });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().total).toBe(n);
    expect(
      (await inject('POST', '/Order/GetOrdersTable?clientId=1001', hanna, { page: 1, rowsPerPage: 5 }))
        .statusCode,
    ).toBe(403);

    const joost = await activateAndSignIn('joost@agent.example');
    const clients = await inject('GET', '/Agent/GetClients', joost);
    expect(
      clients
        .json()
        .map((c: { clientId: number }) => c.clientId)
        .sort(),
    ).toEqual([1001, 1003]);
    expect(
      (await inject('POST', '/Order/GetOrdersTable?clientId=1002', joost, { page: 1, rowsPerPage: 5 }))
        .statusCode,
    ).toBe(403);
  });

  it('updates name, language, client and an agent’s clients, never the password or activation', async () => {
    await put([customer('ida@kunde.example', 1002), agent('lotte@agent.example', [1001, 1003])]);
    const before = await activateAndSignIn('ida@kunde.example');
    const changed = await put([
      customer('IDA@kunde.example', 1003, { displayName: 'Ida Brandt', languageCode: 'en' }),
      agent('lotte@agent.example', [1003, 1005]),
    ]);
    expect(changed.json()).toEqual({ created: 0, updated: 2, unchanged: 0 });
    const [ida] = await t.db.query<Record<string, unknown>>(
      `select a.email_address, a.display_name, a.client_id, l.code, a.is_active, a.password_hash is not null as has_password
         from accounts a join languages l on l.language_id = a.preferred_language_id
        where lower(a.email_address) = 'ida@kunde.example'`,
    );
    expect(ida).toEqual({
      email_address: 'ida@kunde.example',
      display_name: 'Ida Brandt',
      client_id: 1003,
      code: 'en-NL',
      is_active: true,
      has_password: true,
    });
    // Still signed in, now for the new client; no new activation mail.
    expect(
      (await inject('POST', '/Order/GetOrdersTable?clientId=1003', before, { page: 1, rowsPerPage: 1 }))
        .statusCode,
    ).toBe(200);
    expect(await activationMails('ida@kunde.example')).toHaveLength(1);
    const links = await t.db.query<{ client_id: number }>(
      `select x.client_id from agent_clients x join accounts a on a.agent_id = x.agent_id
        where a.email_address = 'lotte@agent.example' order by 1`,
    );
    expect(links.map((l) => l.client_id)).toEqual([1003, 1005]);

    // A seeded login keeps its password and two-factor state.
    expect(
      (await put([customer('customer@example.com', 1001, { displayName: 'Renamed by the ERP' })])).json(),
    ).toEqual({ created: 0, updated: 1, unchanged: 0 });
    await t.login('customer@example.com');
  });

  it('refuses a batch with bad records whole: no login, no mail, each bad record named by index', async () => {
    const answer = await put([
      customer('new.one@kunde.example', 1002),
      customer('unknown.client@kunde.example', 999_999),
      customer('staff@example.com', 1001),
      agent('agent.with.client@agent.example', [1001], { clientId: 1001 }),
      agent('customer@example.com', [1001]),
      agent('bad.agent.clients@agent.example', [1001, 999_998]),
      customer('NEW.ONE@kunde.example', 1002),
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().items).toEqual([
      { index: 1, errors: { clientId: [message('en', 'errors.unknownClient')] } },
      { index: 2, errors: { emailAddress: [message('en', 'errors.loginIsEmployee')] } },
      { index: 3, errors: { clientId: [message('en', 'validation.notAllowed')] } },
      { index: 4, errors: { kind: [message('en', 'errors.loginOtherKind')] } },
      { index: 5, errors: { clientIds: [message('en', 'errors.unknownClient')] } },
      { index: 6, errors: { emailAddress: [message('en', 'errors.batchDuplicate')] } },
    ]);
    expect(await accountCount('new.one@kunde.example')).toBe(0);
    expect(await t.mailsTo('new.one@kunde.example')).toEqual([]);
    expect(await accountCount('agent.with.client@agent.example')).toBe(0);
  });

  it('refuses more new logins than one batch may mail, naming those beyond the limit', async () => {
    const many = Array.from({ length: maxNewLoginsPerBatch + 1 }, (_, i) =>
      customer(`many.${i}@kunde.example`, 1002),
    );
    // An existing login does not count: it gets no mail.
    const answer = await put([customer('customer@example.com', 1001), ...many]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().items).toEqual([
      {
        index: maxNewLoginsPerBatch + 1,
        errors: { emailAddress: [message('en', 'errors.tooManyNewLogins', { limit: maxNewLoginsPerBatch })] },
      },
    ]);
    expect(await accountCount('many.0@kunde.example')).toBe(0);
  });

  it('refuses a record the schema refuses before looking at the data', async () => {
    const answer = await put([
      customer('fine@kunde.example', 1002),
      { ...customer('no.language@kunde.example', 1002), languageCode: 'fr' },
      { ...customer('not-an-address', 1002), kind: 'staff' },
    ]);
    expect(answer.statusCode).toBe(400);
    expect(
      answer
        .json()
        .items.map((i: { index: number; errors: object }) => [i.index, Object.keys(i.errors).sort()]),
    ).toEqual([
      [1, ['languageCode']],
      [2, ['emailAddress', 'kind']],
    ]);
    expect(await accountCount('fine@kunde.example')).toBe(0);
  });
});

describe('POST Integration/Logins/Remove', () => {
  it('deletes customer and agent logins and ends their sessions; again, it finds nothing', async () => {
    await put([customer('otto@kunde.example', 1002), agent('rik@agent.example', [1001])]);
    const otto = await activateAndSignIn('otto@kunde.example');
    expect(
      (await inject('POST', '/Order/GetOrdersTable', otto, { page: 1, rowsPerPage: 1 })).statusCode,
    ).toBe(200);
    const [{ agent_id: agentId }] = (await t.db.query<{ agent_id: number }>(
      "select agent_id from accounts where email_address = 'rik@agent.example'",
    )) as [{ agent_id: number }];

    const removed = await remove('OTTO@kunde.example', 'rik@agent.example', 'never.sent@kunde.example');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ removed: 2, missing: 1 });
    expect(
      (await inject('POST', '/Order/GetOrdersTable', otto, { page: 1, rowsPerPage: 1 })).statusCode,
    ).toBe(401);
    expect(await accountCount('otto@kunde.example')).toBe(0);
    // The agent made for the login goes with it, and its client links.
    expect(await t.db.query('select 1 from agents where agent_id = $1', [agentId])).toEqual([]);
    expect((await remove('otto@kunde.example')).json()).toEqual({ removed: 0, missing: 1 });

    // Sent again, the login is new: Pending, with a fresh activation mail.
    expect((await put([customer('otto@kunde.example', 1002)])).json()).toEqual({
      created: 1,
      updated: 0,
      unchanged: 0,
    });
    expect(await activationMails('otto@kunde.example')).toHaveLength(2);
  });

  it('refuses an employee’s address and removes nothing of the batch', async () => {
    await put([customer('paula@kunde.example', 1002)]);
    const answer = await remove('paula@kunde.example', 'staff@example.com');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().items).toEqual([
      { index: 1, errors: { emailAddress: [message('en', 'errors.loginIsEmployee')] } },
    ]);
    expect(await accountCount('paula@kunde.example')).toBe(1);
    await t.login('staff@example.com');
  });
});
