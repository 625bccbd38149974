import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// The settings under which the API used to serve its outbox to anyone: not production, or DEV_OUTBOX=1.
const saved = { NODE_ENV: process.env.NODE_ENV, DEV_OUTBOX: process.env.DEV_OUTBOX };
let t: TestApp;

beforeAll(async () => {
  process.env.NODE_ENV = 'development';
  process.env.DEV_OUTBOX = '1';
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('no mailbox on the API (issue 14 §1)', () => {
  it('given a reset asked for a staff login, nobody reads its link over HTTP, whatever NODE_ENV and DEV_OUTBOX say', async () => {
    const asked = await t.app.inject({
      method: 'POST',
      url: '/customerportal/Authentication/RequestPasswordResetToken',
      payload: { emailAddress: 'support@example.com' },
    });
    expect(asked.statusCode).toBe(204);
    // The mail exists (the e-mail log shows it to staff) …
    expect((await t.mailsTo('support@example.com'))[0]?.body).toContain('/auth/reset-password/');

    // … but the old development reader answers 404 without it, with or without a token.
    const staff = (await t.login('staff@example.com')).accessToken;
    for (const headers of [{}, { authorization: `Bearer ${staff}` }]) {
      const read = await t.app.inject({
        method: 'GET',
        url: '/customerportal/Dev/Outbox?to=support%40example.com',
        headers,
      });
      expect(read.statusCode).toBe(404);
      expect(read.body).not.toContain('reset-password');
    }
  });

  it('lists no development path in openapi.json', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/customerportal/openapi.json' })).json();
    const paths = Object.keys(document.paths);
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((path) => /\/dev\/|outbox/i.test(path))).toEqual([]);
    expect(JSON.stringify(document)).not.toMatch(/"Development"/);
  });
});
