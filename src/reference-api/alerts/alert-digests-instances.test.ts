import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Db } from '../db/db.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { DEMO_ROAD_LOAD_NUMBER } from '../db/seed/service-seed.ts';
import { type InstanceDbs, openInstanceDbs } from '../testing/instance-dbs.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../testing/smtp-test-server.ts';

const LOGINS = ['customer@example.com', 'totp@example.com'];

let smtp: SmtpTestServer;
let instances: InstanceDbs;
/** Each instance's own connection to the one database (PGlite: the same embedded one, in-process). */
let dbs: Db[] = [];
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  instances = await openInstanceDbs('cp_digest_');
  dbs = instances.dbs;
  const db = dbs[0]!;
  await seedDatabase(db, { scale: 'small' });
  // Two logins on a digest at 07:00 Amsterdam time, each with a change of the demo road load waiting
  // since yesterday morning (as the e-mail channel keeps them).
  await db.query(
    `insert into alert_subscriptions (account_id, kinds, eta_minutes, shipments, inbox, email, digest_hour, time_zone)
     select account_id, '{delivered}', 120, 'all', true, 'digest', 7, 'Europe/Amsterdam'
       from accounts where email_address = any($1)`,
    [LOGINS],
  );
  await db.query(
    `with change as (
       insert into shipment_changes (client_id, delivery_id, kind, subject, happened_at)
       select client_id, delivery_id, 'delivered', '', now() - interval '1 day' from tracking_trips where load_number = $1
       returning change_id)
     insert into alert_digest_entries (account_id, change_id, created_at)
     select a.account_id, change.change_id, now() - interval '1 day'
       from accounts a, change where a.email_address = any($2)`,
    [DEMO_ROAD_LOAD_NUMBER, LOGINS],
  );
  for (const instance of dbs) {
    const app = await buildApp({
      db: instance,
      logger: false,
      staticDir: null,
      smtpUrl: smtp.url,
      mailDropDir: null,
    });
    await app.ready();
    apps.push(app);
  }
}, 60_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  await instances?.close();
  await smtp.stop();
});

describe('two instances on one database', () => {
  it('queue and send each login’s digest once', async () => {
    // Both passes at once, past the digest hour: each login's digest is claimed by one of them.
    const queued = await Promise.all(apps.map((app) => app.alertDigests.runDue(new Date())));
    expect(queued[0]! + queued[1]!).toBe(LOGINS.length);
    for (const login of LOGINS) await smtp.waitFor(login);
    for (const app of apps) await app.mailSender!.idle();
    const [{ mails } = { mails: 0 }] = await dbs[0]!.query<{ mails: number }>(
      `select count(*)::int as mails from outbox where to_address = any($1)`,
      [LOGINS],
    );
    expect(mails).toBe(LOGINS.length);
    expect(smtp.arrived.map((mail) => mail.envelopeTo[0]).sort()).toEqual(LOGINS.toSorted());
    expect((await dbs[0]!.query('select 1 from alert_digest_entries')).length).toBe(0);
  }, 60_000);
});
