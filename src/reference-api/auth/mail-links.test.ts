import { describe, expect, it } from 'vitest';
import { adminCalls } from '../areas/admin/admin-test-kit.ts';
import { createTestApp, TEST_PUBLIC_URL } from '../testing/test-app.ts';
import { testAppPerFile } from '../testing/test-app-per-file.ts';

// Issue 23 §1/§2: links in mails come from the configured address only, and the e-mail log staff read
// never holds a live token, whatever the request's Host or X-Forwarded-Host say.
const newPassword = 'Quiet-harbour-lantern-2026';

const t = testAppPerFile({ logins: { staff: 'staff@example.com' } });
const calls = adminCalls(t);

/** Every link in a mail body (href values). */
const links = (body: string) =>
  [...body.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
/** Every string in `text` that could be a token: each run of base64url characters after a slash. */
const tokenCandidates = (text: string) => [...new Set(text.match(/[A-Za-z0-9_-]{20,}/g) ?? [])];

async function askReset(email: string, headers: Record<string, string>) {
  const asked = await t.app.inject({
    method: 'POST',
    url: '/customerportal/Authentication/RequestPasswordResetToken',
    headers,
    payload: { emailAddress: email },
  });
  expect(asked.statusCode).toBe(204);
  const [mail] = await t.mailsTo(email);
  return mail!;
}

const resetWith = (token: string, password = newPassword) =>
  t.app.inject({
    method: 'POST',
    url: '/customerportal/Authentication/ResetPassword',
    payload: { token, password },
  });

describe('links in mails come from PUBLIC_URL, never from the request', () => {
  it('given Host: evil.example, the reset mail links to the configured origin', async () => {
    const mail = await askReset('muller@example.com', { host: 'evil.example' });
    const [link] = links(mail.body);
    // Ending in the recipient's language (Petra Müller's is German): the page opens in it.
    expect(link).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/auth/reset-password/[A-Za-z0-9_-]+/de$`));
    expect(mail.body).not.toContain('evil.example');
  });

  it('given X-Forwarded-Host: evil.example on a server trusting its proxy, the link still goes to the configured origin', async () => {
    const proxied = await createTestApp({ trustProxy: 1 });
    try {
      const asked = await proxied.app.inject({
        method: 'POST',
        url: '/customerportal/Authentication/RequestPasswordResetToken',
        headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
        payload: { emailAddress: 'muller@example.com' },
      });
      expect(asked.statusCode).toBe(204);
      const [mail] = await proxied.mailsTo('muller@example.com');
      expect(links(mail!.body)[0]).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/auth/reset-password/`));
      expect(mail!.body).not.toContain('evil.example');
    } finally {
      await proxied.close();
    }
  }, 60_000);

  it('given Host: evil.example, activation and "already registered" mails link to the configured origin too', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/customerportal/Admin/CreateLogin',
      headers: { host: 'evil.example', authorization: `Bearer ${t.tokens.staff}` },
      payload: {
        emailAddress: 'host.attack@example.com',
        displayName: 'Hal Host',
        accountType: 'customer',
        clientId: 1001,
        agentId: null,
        languageId: 1,
      },
    });
    expect(created.statusCode).toBe(200);
    const [activation] = await t.mailsTo('host.attack@example.com');
    expect(links(activation!.body)[0]).toMatch(
      new RegExp(`^${TEST_PUBLIC_URL}/auth/activate/[A-Za-z0-9_-]+/nl$`),
    );
    const registered = await t.app.inject({
      method: 'POST',
      url: '/customerportal/Authentication/RegisterNewCustomer',
      headers: { host: 'evil.example' },
      payload: {
        emailAddress: 'customer@example.com',
        firstName: 'Eve',
        lastName: 'Il',
        companyName: 'Evil BV',
        customerNumber: 'c-1001',
      },
    });
    expect(registered.statusCode).toBe(204);
    const [already] = await t.mailsTo('customer@example.com');
    expect(links(already!.body)[0]).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/auth/reset-password/`));
  });
});

describe('the e-mail log never holds a live token', () => {
  it('given a reset asked with a crafted Host, nothing staff read in Admin/GetEmail resets the password, and the mailed link does', async () => {
    // The text pattern that masked links matched "/auth/token/auth" and left the real token after it.
    const victim = 'agent@example.com';
    const mail = await askReset(victim, { host: 'evil.example/auth/token' });
    const row = (await calls.table('/Admin/GetEmailsTable', t.tokens.staff, { search: victim })).json()
      .items[0];
    const shown = (await calls.get('/Admin/GetEmail', t.tokens.staff, { emailId: row.id })).json();
    const seen = tokenCandidates(JSON.stringify(shown));
    for (const candidate of seen) expect((await resetWith(candidate)).statusCode).not.toBe(204);
    // The staff copy in the outbox itself has no token: it was written without one.
    const [stored] = await t.db.query<{ body: string }>('select body from outbox where email_id = $1', [
      row.id,
    ]);
    expect(stored!.body).toContain(`${TEST_PUBLIC_URL}/auth/reset-password/••••••/`);
    const live = links(mail.body)[0]!.split('/auth/reset-password/')[1]!.split('/')[0]!;
    expect(stored!.body).not.toContain(live);

    // The victim's own mail works.
    expect((await resetWith(live)).statusCode).toBe(204);
  });

  it('given a resend from the log, the copy staff see holds no token, the mailed copy holds a fresh one and the old one dies', async () => {
    const victim = 'staff@example.com';
    const mail = await askReset(victim, {});
    const old = links(mail.body)[0]!.split('/auth/reset-password/')[1]!.split('/')[0]!;
    const resent = await calls.post('/Admin/ResendEmail', t.tokens.staff, { emailId: mail.emailId });
    expect(resent.statusCode).toBe(200);
    const [copy] = await t.mailsTo(victim);
    expect(copy!.emailId).toBe(resent.json().id);
    const fresh = links(copy!.body)[0]!.split('/auth/reset-password/')[1]!.split('/')[0]!;
    expect(fresh).not.toBe(old);
    const [stored] = await t.db.query<{ body: string }>('select body from outbox where email_id = $1', [
      copy!.emailId,
    ]);
    expect(stored!.body).not.toContain(fresh);
    expect(stored!.body).toContain('/auth/reset-password/••••••');
    expect((await resetWith(old)).statusCode).toBe(400);
    expect((await resetWith(fresh)).statusCode).toBe(204);
  });
});
