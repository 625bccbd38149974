import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Db } from '../db/db.ts';
import { type InstanceDbs, openInstanceDbs } from '../testing/instance-dbs.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../testing/smtp-test-server.ts';

const MAILS = 300;

let smtp: SmtpTestServer;
let instances: InstanceDbs;
/** Each instance's own connection to the one database (PGlite: the same embedded one, in-process). */
let dbs: Db[] = [];
const apps: FastifyInstance[] = [];

/** An instance of the server as `npm start` builds it, with SMTP on, on the shared database. */
async function startInstance(db: Db): Promise<FastifyInstance> {
  const app = await buildApp({ db, logger: false, staticDir: null, smtpUrl: smtp.url, mailDropDir: null });
  await app.ready();
  return app;
}

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  instances = await openInstanceDbs('cp_mail_');
  dbs = instances.dbs;
  // Queued before either instance starts, so both find all of them due at once.
  await dbs[0]!.query(
    `insert into outbox (status, subject, to_address, from_address, body, language)
     select 'Queued', 'Mail ' || n, 'reader' || n || '@example.com', 'Portal <no-reply@portal.example.com>',
            '<p>Mail ' || n || '</p>', 'en'
       from generate_series(1, $1) as n`,
    [MAILS],
  );
}, 60_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  await instances?.close();
  await smtp.stop();
});

describe('two instances on one database', () => {
  it(`send each of ${MAILS} queued mails exactly once`, async () => {
    const started = Date.now();
    apps.push(await startInstance(dbs[0]!), await startInstance(dbs[1]!));
    const db = dbs[0]!;
    const sent = async () =>
      (await db.query<{ n: number }>(`select count(*)::int as n from outbox where status = 'Sent'`))[0]!.n;
    while ((await sent()) < MAILS && Date.now() - started < 60_000)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const seconds = (Date.now() - started) / 1000;
    console.log(`${MAILS} mails by two instances (${db.kind}) in ${seconds.toFixed(1)} s`);

    expect(await sent()).toBe(MAILS);
    const subjects = smtp.arrived.map((mail) => mail.parsed.subject);
    expect(subjects).toHaveLength(MAILS);
    expect(new Set(subjects).size).toBe(MAILS);
    // One attempt each, and one Sent entry in each log.
    const [counts] = await db.query<{ attempts: number; sent: number }>(
      `select sum(attempts)::int as attempts,
              (select count(*)::int from outbox_log where event = 'Sent') as sent
         from outbox`,
    );
    expect(counts).toEqual({ attempts: MAILS, sent: MAILS });
  }, 90_000);
});
