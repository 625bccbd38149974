import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASKED_TOKEN } from '../auth/outbox-mail.ts';
import { DEMO_ROAD_LOAD_NUMBER } from '../db/seed/service-seed.ts';
import { integrationCalls } from '../integration/integration-test-kit.ts';
import type { ArrivedMail, SmtpTestServer } from '../testing/smtp-test-server.ts';
import { startSmtpTestServer } from '../testing/smtp-test-server.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../testing/test-app.ts';

/** The demo customer's client, whose road load the events move. */
const CLIENT = 1001;
const DUTCH = 'customer@example.com';
/** Another login of the same client, made German for these tests. */
const GERMAN = 'totp@example.com';
const DIGEST = 'staff@example.com';
const UNSUBSCRIBE = '/customerportal/Alerts/Unsubscribe';

let smtp: SmtpTestServer;
let t: TestApp;
let call: ReturnType<typeof integrationCalls>;
let sent = 0;

/** A login's subscription, written directly (the subscription calls are not this module's). */
async function subscribe(email: string, fields: { email: string; timeZone: string; shipments?: string }) {
  await t.db.query(
    `insert into alert_subscriptions (account_id, kinds, eta_minutes, shipments, inbox, email, digest_hour, time_zone)
     select account_id, '{etaLater,etaEarlier,departed,delivered,exception}', 120, $2, true, $3, 7, $4
       from accounts where email_address = $1
     on conflict (account_id) do update set email = excluded.email, time_zone = excluded.time_zone,
       shipments = excluded.shipments`,
    [email, fields.shipments ?? 'all', fields.email, fields.timeZone],
  );
}

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ smtpUrl: smtp.url });
  call = integrationCalls(t);
  // German (3) for one login, English (2) for staff; the demo customer is Dutch (1).
  await t.db.query(
    `update accounts set preferred_language_id = case email_address when $1 then 3 else 2 end
      where email_address in ($1, $2)`,
    [GERMAN, DIGEST],
  );
  await subscribe(DUTCH, { email: 'immediate', timeZone: 'Europe/Amsterdam' });
  await subscribe(GERMAN, { email: 'immediate', timeZone: 'Asia/Shanghai' });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

/** Posts one batch of carrier events for the demo road load, each with an id of its own. */
async function events(...items: Record<string, unknown>[]) {
  const answer = await call(
    'POST',
    'TrackingEvents',
    items.map((item) => ({
      eventId: `mail-${++sent}`,
      clientId: CLIENT,
      loadNumber: DEMO_ROAD_LOAD_NUMBER,
      ...item,
    })),
  );
  expect(answer.statusCode, answer.body.slice(0, 400)).toBe(200);
}

async function announcedEta(): Promise<Date> {
  const [row] = await t.db.query<{ eta: Date }>(
    'select coalesce(eta_announced, estimated_arrival) as eta from tracking_trips where load_number = $1',
    [DEMO_ROAD_LOAD_NUMBER],
  );
  return new Date(row!.eta);
}

/** An ETA `hours` later than the one announced, reported now. */
async function slip(hours: number) {
  const eta = new Date((await announcedEta()).getTime() + hours * 3_600_000);
  await events({ kind: 'eta', at: new Date().toISOString(), estimatedArrival: eta.toISOString() });
  return eta;
}

const header = (mail: ArrivedMail, name: string) =>
  mail.parsed.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '');
const tokenOf = (mail: ArrivedMail) =>
  /token=([\w-]+)/.exec(header(mail, 'list-unsubscribe') ?? '')?.[1] ?? '';
const mailCount = async (to: string) =>
  (
    await t.db.query<{ n: number }>('select count(*)::int as n from outbox where lower(to_address) = $1', [
      to,
    ])
  )[0]!.n;
const subscriptionOf = async (email: string) =>
  (
    await t.db.query<{ email: string }>(
      'select s.email from alert_subscriptions s join accounts a using (account_id) where a.email_address = $1',
      [email],
    )
  )[0]?.email;
const time = (date: Date, locale: string, timeZone: string) =>
  date.toLocaleTimeString(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

describe('e-mail alerts', () => {
  it('an ETA 3 h later reaches each login at once, in its language and time zone, with one-click unsubscribe', async () => {
    const since = smtp.arrived.length;
    const eta = await slip(3);
    const dutch = await smtp.waitFor(DUTCH, { since });
    const german = await smtp.waitFor(GERMAN, { since });

    expect(dutch.parsed.subject).toBe(`Lading ${DEMO_ROAD_LOAD_NUMBER}: aankomst 3 uur later`);
    expect(dutch.parsed.text).toContain(
      `Lading ${DEMO_ROAD_LOAD_NUMBER} komt 3 uur later aan dan aangekondigd:`,
    );
    expect(dutch.parsed.text).toContain(time(eta, 'nl-NL', 'Europe/Amsterdam'));
    expect(german.parsed.subject).toBe(`Ladung ${DEMO_ROAD_LOAD_NUMBER}: Ankunft 3 Std. später`);
    expect(german.parsed.text).toContain(
      `Ladung ${DEMO_ROAD_LOAD_NUMBER} kommt 3 Std. später an als angekündigt:`,
    );
    // The German login's own zone (UTC+8), not the server's.
    expect(german.parsed.text).toContain(time(eta, 'de-DE', 'Asia/Shanghai'));
    for (const mail of [dutch, german]) {
      expect(mail.parsed.html).toContain(
        `href="${TEST_PUBLIC_URL}/track-and-traces/road/${DEMO_ROAD_LOAD_NUMBER}"`,
      );
      expect(mail.parsed.text).toContain(`${TEST_PUBLIC_URL}/settings`);
      expect(header(mail, 'list-unsubscribe')).toMatch(
        new RegExp(`^<${TEST_PUBLIC_URL}${UNSUBSCRIBE}\\?token=[\\w-]{43}>$`),
      );
      expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      // The link in the body is the header's.
      expect(mail.parsed.text).toContain(`${UNSUBSCRIBE}?token=${tokenOf(mail)}`);
    }
    expect(tokenOf(dutch)).not.toBe(tokenOf(german));

    // The e-mail log has the mail with its kind and without a working token.
    const [logged] = await t.db.query<{ body: string; headers: Record<string, string>; message: string }>(
      `select o.body, o.headers, l.message from outbox o join outbox_log l on l.email_id = o.email_id and l.event = 'Queued'
        where o.to_address = $1 order by o.email_id desc limit 1`,
      [GERMAN],
    );
    expect(logged!.message).toBe('Sendungsbenachrichtigung per E-Mail');
    expect(logged!.headers['List-Unsubscribe']).toContain(`token=${MASKED_TOKEN}`);
    expect(logged!.body).not.toContain(tokenOf(german));
  });

  it('the changes of one batch are one mail per login', async () => {
    const before = await mailCount(DUTCH);
    const since = smtp.arrived.length;
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    await events(
      {
        kind: 'stop',
        at: at(30),
        stop: { sequence: 0, kind: 'origin', name: 'Mill', lat: 52.1, lng: 5.1 },
        visit: 'departed',
      },
      { kind: 'status', at: at(20), status: 'exception' },
    );
    const mail = await smtp.waitFor(DUTCH, { since });
    expect(mail.parsed.subject).toBe('Uw zendingen: 2 wijzigingen');
    expect(mail.parsed.text).toContain(`Lading ${DEMO_ROAD_LOAD_NUMBER} is op`);
    expect(mail.parsed.text).toContain('vertrokken uit Mill.');
    expect(mail.parsed.text).toContain(`De vervoerder heeft op`);
    await t.app.mailSender!.idle();
    expect(await mailCount(DUTCH)).toBe(before + 1);
  });

  it('a GET of the link changes nothing; its one-click POST turns e-mail alerts off, and then nothing is sent', async () => {
    const german = smtp.arrived.findLast((m) => m.envelopeTo.includes(GERMAN))!;
    const dutch = smtp.arrived.findLast((m) => m.envelopeTo.includes(DUTCH))!;
    const link = `${UNSUBSCRIBE}?token=${tokenOf(german)}`;

    const page = await t.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('name="List-Unsubscribe" value="One-Click"');
    expect(await subscriptionOf(GERMAN)).toBe('immediate');

    // A mail client's one-click (form-encoded), twice: the same answer, no redirect.
    for (let i = 0; i < 2; i++) {
      const done = await t.app.inject({
        method: 'POST',
        url: link,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(done.statusCode).toBe(200);
      expect(done.headers.location).toBeUndefined();
      expect(done.body).toContain('Sie erhalten keine Sendungsbenachrichtigungen per E-Mail mehr.');
    }
    expect(await subscriptionOf(GERMAN)).toBe('off');

    // The other login's, sent as multipart/form-data as RFC 8058 prefers.
    const boundary = 'x-boundary-1';
    const multipart = await t.app.inject({
      method: 'POST',
      url: `${UNSUBSCRIBE}?token=${tokenOf(dutch)}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode).toBe(200);
    expect(await subscriptionOf(DUTCH)).toBe('off');

    const counts = [await mailCount(DUTCH), await mailCount(GERMAN)];
    await slip(4);
    await t.app.mailSender!.idle();
    expect([await mailCount(DUTCH), await mailCount(GERMAN)]).toEqual(counts);
  });

  it('a bad token is 404 without a word of any login; a POST without the one-click body changes nothing', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const answer = await t.app.inject({
        method,
        url: `${UNSUBSCRIBE}?token=${'A'.repeat(43)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        ...(method === 'POST' ? { payload: 'List-Unsubscribe=One-Click' } : {}),
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toContain('This link is not valid.');
    }
    expect((await t.app.inject({ method: 'GET', url: UNSUBSCRIBE })).statusCode).toBe(404);

    await subscribe(DUTCH, { email: 'immediate', timeZone: 'Europe/Amsterdam' });
    const dutch = smtp.arrived.findLast((m) => m.envelopeTo.includes(DUTCH))!;
    const empty = await t.app.inject({
      method: 'POST',
      url: `${UNSUBSCRIBE}?token=${tokenOf(dutch)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'confirm=yes',
    });
    expect(empty.statusCode).toBe(400);
    expect(await subscriptionOf(DUTCH)).toBe('immediate');
    await subscribe(DUTCH, { email: 'off', timeZone: 'Europe/Amsterdam' });
  });

  it('a digest login gets one mail with the day’s changes at its hour in its time zone, and none without changes', async () => {
    // Staff in Shanghai (UTC+8, no summer time), digest at 07:00 there: 23:00 UTC.
    await subscribe(DIGEST, { email: 'digest', timeZone: 'Asia/Shanghai' });
    const recorded = new Date();
    await slip(3);
    await slip(-5);
    const [entries] = await t.db.query<{ n: number; first: Date }>(
      'select count(*)::int as n, min(created_at) as first from alert_digest_entries',
    );
    expect(entries!.n).toBe(2);
    const first = new Date(entries!.first);
    expect(first.getTime()).toBeGreaterThanOrEqual(recorded.getTime() - 1000);
    let due = Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), first.getUTCDate(), 23);
    if (due <= first.getTime()) due += 86_400_000;

    const since = smtp.arrived.length;
    expect(await t.app.alertDigests.runDue(new Date(due - 60_000))).toBe(0);
    expect(await mailCount(DIGEST)).toBe(0);
    expect(await t.app.alertDigests.runDue(new Date(due + 60_000))).toBe(1);
    const mail = await smtp.waitFor(DIGEST, { since });
    expect(mail.parsed.subject).toBe('Your shipments today: 2 changes');
    expect(mail.parsed.text).toContain(`Load ${DEMO_ROAD_LOAD_NUMBER} will arrive 3 h later than announced:`);
    expect(mail.parsed.text).toContain(
      `Load ${DEMO_ROAD_LOAD_NUMBER} will arrive 5 h earlier than announced:`,
    );
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const [log] = await t.db.query<{ message: string }>(
      `select l.message from outbox_log l join outbox o using (email_id) where o.to_address = $1 and l.event = 'Queued'`,
      [DIGEST],
    );
    expect(log!.message).toBe('Shipment alerts by e-mail: daily summary');

    // Nothing left: the next day's pass sends no empty digest.
    expect(await t.app.alertDigests.runDue(new Date(due + 86_400_000 + 60_000))).toBe(0);
    expect(await mailCount(DIGEST)).toBe(1);
  });

  it('an alert mail resent from the e-mail log carries a fresh unsubscribe token that works', async () => {
    const original = smtp.arrived.findLast((m) => m.envelopeTo.includes(DIGEST))!;
    const [logged] = await t.db.query<{ email_id: number }>(
      'select max(email_id) as email_id from outbox where to_address = $1',
      [DIGEST],
    );
    const { accessToken } = await t.login(DIGEST);
    const since = smtp.arrived.length;
    const resent = await t.app.inject({
      method: 'POST',
      url: '/customerportal/Admin/ResendEmail',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { emailId: logged!.email_id },
    });
    expect(resent.statusCode).toBe(200);
    const copy = await smtp.waitFor(DIGEST, { since });
    expect(copy.parsed.subject).toBe(original.parsed.subject);
    expect(header(copy, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const token = tokenOf(copy);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(token).not.toBe(tokenOf(original));
    expect(copy.parsed.text).toContain(`${UNSUBSCRIBE}?token=${token}`);
    expect((await t.app.inject({ method: 'GET', url: `${UNSUBSCRIBE}?token=${token}` })).statusCode).toBe(
      200,
    );
  });
});
