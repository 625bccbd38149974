import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UploadStore } from '../areas/service/upload/upload-store.ts';
import { insertOutboxMail } from '../auth/outbox-queries.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../testing/smtp-test-server.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../testing/test-app.ts';
import { claimDueMail } from './mail-sender-queries.ts';

const api = '/customerportal';
const MINUTE = 60_000;

let smtp: SmtpTestServer;
// The sender's clock: the tests step it past the retry delays instead of waiting.
let clockMs = Date.now();
let t: TestApp;
let staffToken: string;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ smtpUrl: smtp.url, mailClock: () => new Date(clockMs) });
  staffToken = (await t.login('staff@example.com')).accessToken;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

const post = (path: string, payload: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `${api}${path}`,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** Runs the mail work after the answers, then lets the sender send what is due at its clock. */
async function settle(): Promise<void> {
  await t.app.mailJobs.idle();
  t.app.mailSender!.wake();
  await t.app.mailSender!.idle();
}

/** Moves the sender's clock on by `ms` and lets it send what has become due. */
async function step(ms: number): Promise<void> {
  clockMs += ms;
  await settle();
}

type Row = {
  status: string;
  attempts: number;
  next_attempt_at: string | null;
  last_response: string | null;
  copies: number;
};
async function outboxRow(emailId: number): Promise<Row> {
  const [row] = await t.db.query<Row>(
    `select status, attempts, next_attempt_at::text, last_response,
            (select count(*)::int from mail_deliveries d where d.email_id = o.email_id) as copies
       from outbox o where email_id = $1`,
    [emailId],
  );
  return row!;
}
const logOf = (emailId: number) =>
  t.db.query<{ event: string; message: string }>(
    'select event, message from outbox_log where email_id = $1 order by logged_at, outbox_log_id',
    [emailId],
  );
const lastEmailIdTo = async (to: string) =>
  (
    await t.db.query<{ email_id: number }>(
      'select max(email_id) as email_id from outbox where lower(to_address) = lower($1)',
      [to],
    )
  )[0]!.email_id;

/** A mail queued straight into the outbox (as any composer writes one), and the sender woken. */
async function queueMail(to: string, subject: string, toName: string | null = null): Promise<number> {
  const emailId = await insertOutboxMail(t.db, {
    status: 'Queued',
    subject,
    to,
    toName,
    language: 'en',
    from: t.app.mailSettings.from,
    body: `<p>${subject}</p>`,
    logMessage: '',
  });
  return emailId;
}

describe('mail out over SMTP', () => {
  it('sends a reset mail multipart in the recipient’s language, with a working link under PUBLIC_URL', async () => {
    const since = smtp.arrived.length;
    // Petra Müller's language is German; the request asks in English: the account's language wins.
    const asked = await post('/Authentication/RequestPasswordResetToken', {
      emailAddress: 'muller@example.com',
    });
    expect(asked.statusCode).toBe(204);
    await settle();
    const mail = await smtp.waitFor('muller@example.com', { since });
    const { parsed } = mail;
    expect(parsed.subject).toBe('Setzen Sie Ihr Kundenportal-Passwort zurück');
    expect(parsed.from?.value[0]).toEqual({
      name: 'Customer Portal',
      address: 'no-reply@portal.example.com',
    });
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value[0] : null).toEqual({
      address: 'muller@example.com',
      name: 'Petra Müller',
    });
    expect(parsed.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
    expect(parsed.headers.get('content-language')).toBe('de');
    const link = parsed.text?.match(/http:\/\/portal\.test\/auth\/reset-password\/([\w-]+)\/de/);
    expect(link, parsed.text).not.toBeNull();
    expect(parsed.text).toContain('Sehr geehrte');
    // The HTML part carries the same link in the brand's frame, without an image or a style sheet.
    expect(parsed.html).toContain(`href="${link![0]}"`);
    expect(parsed.html).toContain('Paperfield Kundenportal');
    expect(parsed.html).toContain('#ed5a48');
    expect(parsed.html).toContain('<html lang="de">');
    expect(parsed.html).not.toMatch(/<img|<link|<style/i);
    expect(link![0].startsWith(`${TEST_PUBLIC_URL}/`)).toBe(true);

    const reset = await post('/Authentication/ResetPassword', {
      token: link![1],
      password: 'A-brand-new-password-7',
    });
    expect(reset.statusCode).toBe(204);
    // Sent: the answer is in the outbox and its log, and the live link no longer waits in the database.
    const emailId = await lastEmailIdTo('muller@example.com');
    const row = await outboxRow(emailId);
    expect(row).toMatchObject({ status: 'Sent', attempts: 1, next_attempt_at: null, copies: 0 });
    expect(row.last_response).toMatch(/^250 /);
    expect((await logOf(emailId)).map((entry) => entry.event)).toEqual(['Queued', 'Sent']);
  });

  it('sends an activation mail of a new login in its language', async () => {
    const since = smtp.arrived.length;
    const created = await post(
      '/Admin/CreateLogin',
      {
        emailAddress: 'li.wei@example.com',
        displayName: 'Li Wei',
        accountType: 'customer',
        clientId: 1001,
        agentId: null,
        languageId: 4,
      },
      staffToken,
    );
    expect(created.statusCode, created.body).toBe(200);
    await settle();
    const { parsed } = await smtp.waitFor('li.wei@example.com', { since });
    expect(parsed.subject).toBe('激活您的客户门户账户');
    expect(parsed.text).toMatch(/http:\/\/portal\.test\/auth\/activate\/[\w-]+\/zhHans/);
    expect(parsed.html).toContain('<html lang="zh-Hans">');
  });

  it('tries again after 1, 5, 30 and 120 minutes while the relay refuses with 4xx, then fails with its answer', async () => {
    smtp.refuseWith({ code: 451, message: '4.3.0 Relay busy, try later' });
    try {
      const emailId = await queueMail('retry@example.com', 'Refused until it fails');
      await settle();
      const delays = [1, 5, 30, 120];
      for (const [index, minutes] of delays.entries()) {
        const row = await outboxRow(emailId);
        expect(row).toMatchObject({ status: 'Queued', attempts: index + 1 });
        expect(row.last_response).toBe('451 4.3.0 Relay busy, try later');
        expect(new Date(row.next_attempt_at!).getTime()).toBe(clockMs + minutes * MINUTE);
        // Not a moment before its time.
        await step(minutes * MINUTE - 1000);
        expect((await outboxRow(emailId)).attempts).toBe(index + 1);
        await step(1000);
      }
      const failed = await outboxRow(emailId);
      expect(failed).toMatchObject({ status: 'Failed', attempts: 5, next_attempt_at: null });
      const log = await logOf(emailId);
      expect(log.map((entry) => entry.event)).toEqual([
        'Queued',
        'Deferred',
        'Deferred',
        'Deferred',
        'Deferred',
        'Failed',
      ]);
      expect(log.at(-1)!.message).toBe('451 4.3.0 Relay busy, try later');
      // Failed is final: no later step sends it.
      await step(24 * 60 * MINUTE);
      expect((await outboxRow(emailId)).attempts).toBe(5);
    } finally {
      smtp.refuseWith(null);
    }
  });

  it('fails at once when the server refuses the mail for good (5xx)', async () => {
    smtp.refuseWith({ code: 550, message: '5.1.1 Mailbox unavailable' });
    try {
      const emailId = await queueMail('gone@example.com', 'No such mailbox');
      await settle();
      expect(await outboxRow(emailId)).toMatchObject({
        status: 'Failed',
        attempts: 1,
        last_response: '550 5.1.1 Mailbox unavailable',
      });
    } finally {
      smtp.refuseWith(null);
    }
  });

  it('keeps a mail while the relay is down and sends it once it is back', async () => {
    const port = smtp.port;
    await smtp.stop();
    const emailId = await queueMail('later@example.com', 'Sent when the relay is back');
    await settle();
    let row = await outboxRow(emailId);
    expect(row).toMatchObject({ status: 'Queued', attempts: 1 });
    expect(row.last_response).toMatch(/ECONNECTION|ECONNREFUSED|ESOCKET/);
    await step(MINUTE);
    expect(await outboxRow(emailId)).toMatchObject({ status: 'Queued', attempts: 2 });

    smtp = await startSmtpTestServer(port);
    await step(5 * MINUTE);
    row = await outboxRow(emailId);
    expect(row).toMatchObject({ status: 'Sent', attempts: 3 });
    const { parsed } = await smtp.waitFor('later@example.com');
    expect(parsed.subject).toBe('Sent when the relay is back');
    expect((await logOf(emailId)).map((entry) => entry.event)).toEqual([
      'Queued',
      'Deferred',
      'Deferred',
      'Sent',
    ]);
  });

  it('takes over a mail whose sender died: once its claim’s lease has run out', async () => {
    const emailId = await queueMail('orphan@example.com', 'Claimed by a crashed instance');
    // Another instance claims it and dies before sending.
    const now = new Date(clockMs);
    const claimed = await claimDueMail(t.db, now, new Date(clockMs + 5 * MINUTE));
    expect(claimed?.emailId).toBe(emailId);
    await settle();
    expect(await outboxRow(emailId)).toMatchObject({ status: 'Sending', attempts: 1 });
    await step(5 * MINUTE + 1000);
    expect(await outboxRow(emailId)).toMatchObject({ status: 'Sent', attempts: 2 });
  });

  it('adds no header through a name or a subject with line breaks', async () => {
    const since = smtp.arrived.length;
    // A login's display name, as staff or an import may write it.
    const created = await post(
      '/Admin/CreateLogin',
      {
        emailAddress: 'eve@example.com',
        displayName: 'Eve\r\nBcc: thief@example.com\r\nX-Injected: yes',
        accountType: 'customer',
        clientId: 1001,
        agentId: null,
        languageId: 2,
      },
      staffToken,
    );
    expect(created.statusCode, created.body).toBe(200);
    // A subject holding user input (a contact message's company name).
    await queueMail('subject@example.com', 'Question from ACME\r\nBcc: thief@example.com\nX-Injected: yes');
    await settle();
    const byName = await smtp.waitFor('eve@example.com', { since });
    const bySubject = await smtp.waitFor('subject@example.com', { since });
    for (const { parsed, envelopeTo } of [byName, bySubject]) {
      expect(parsed.headers.has('x-injected')).toBe(false);
      expect(parsed.headers.has('bcc')).toBe(false);
      expect(envelopeTo).toHaveLength(1);
    }
    expect(smtp.arrived.some((mail) => mail.envelopeTo.includes('thief@example.com'))).toBe(false);
    expect(byName.parsed.to && !Array.isArray(byName.parsed.to) ? byName.parsed.to.value[0]?.name : '').toBe(
      'Eve Bcc: thief@example.com X-Injected: yes',
    );
    expect(bySubject.parsed.subject).toBe('Question from ACME Bcc: thief@example.com X-Injected: yes');
  });

  it('sends a contact message to its sales manager with its attachment and the customer as Reply-To', async () => {
    const customer = await t.login('customer@example.com');
    const [account] = await t.db.query<{ account_id: number }>(
      `select account_id from accounts where email_address = 'customer@example.com'`,
    );
    const pdf = Buffer.from('%PDF-1.4 a delivery note');
    const uploadId = await new UploadStore(t.db).createComplete(account!.account_id, {
      filename: 'vrachtbrief.pdf',
      contentType: 'application/pdf',
      data: pdf,
    });
    const since = smtp.arrived.length;
    const sent = await post(
      '/Contact/SendMessage',
      {
        messageType: 'Question',
        salesManagerId: 1,
        message: 'Week 50?\nOr week 51 <b>please</b>',
        contactName: 'Pieter de Vries',
        contactEmailAddress: 'pieter@vandijk.example',
        customerDisplayName: 'Van Dijk Verpakkingen B.V.',
        customerNumber: 'C-1001',
        customerCountry: 'NL',
        fileIds: [uploadId],
      },
      customer.accessToken,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    await settle();
    const { parsed } = await smtp.waitFor('sanne.bakker@paperfield.example', { since });
    expect(parsed.subject).toContain(sent.json().reference);
    expect(parsed.replyTo?.value[0]?.address).toBe('pieter@vandijk.example');
    expect(parsed.text).toContain('Week 50?\nOr week 51 <b>please</b>');
    expect(parsed.html).toContain('&lt;b&gt;please&lt;/b&gt;');
    expect(parsed.attachments.map((file) => [file.filename, file.content.toString()])).toEqual([
      ['vrachtbrief.pdf', pdf.toString()],
    ]);
  });

  it('requeues a resent mail through the sender', async () => {
    const [failed] = await t.db.query<{ email_id: number }>(
      `select email_id from outbox where to_address = 'bounce@example.com'`,
    );
    const since = smtp.arrived.length;
    const resent = await post('/Admin/ResendEmail', { emailId: failed!.email_id }, staffToken);
    expect(resent.statusCode, resent.body).toBe(200);
    // Queued for the sender, which is woken when the resend commits and may already have taken it,
    // or sent it (PostgreSQL beside another stage answered 'Sent' once).
    expect(['Queued', 'Sending', 'Sent']).toContain(resent.json().status);
    await settle();
    await smtp.waitFor('bounce@example.com', { since });
    expect(await outboxRow(resent.json().id)).toMatchObject({ status: 'Sent', attempts: 1 });
  });
});
