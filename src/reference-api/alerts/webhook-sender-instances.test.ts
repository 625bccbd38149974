import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { type Db, openDb } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { createServerDb, dropServerDb } from '../testing/server-db.ts';
import { startWebhookReceiver } from '../testing/webhook-receiver.ts';

const DELIVERIES = 200;
const serverUrl = process.env.DATABASE_URL;

let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let serverDbName: string | undefined;
/** Each instance's own connection to the one database (PGlite: the same embedded one, in-process). */
const dbs: Db[] = [];
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  if (serverUrl) {
    const { name, url } = await createServerDb(serverUrl, 'cp_hooks_');
    serverDbName = name;
    dbs.push(await openDb({ dataDir: 'memory://', databaseUrl: url }));
    dbs.push(await openDb({ dataDir: 'memory://', databaseUrl: url }));
  } else {
    const db = await openDb({ dataDir: 'memory://' });
    dbs.push(db, db);
  }
  await migrate(dbs[0]!);
  // Owed before either instance starts, so both find all of them due at once.
  await dbs[0]!.query(
    `with a as (insert into accounts (email_address, account_type, display_name, is_active)
                values ('erp@example.com', 'staff', 'ERP', true) returning account_id),
          e as (insert into webhook_endpoints (account_id, url, secret)
                select account_id, $2, 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' from a returning endpoint_id)
     insert into webhook_deliveries (endpoint_id, message_id, event_type)
     select endpoint_id, 'msg_' || n, 'webhook.test' from e, generate_series(1, $1) as n`,
    [DELIVERIES, receiver.url('/erp')],
  );
}, 60_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const db of new Set(dbs)) await db.close();
  if (serverUrl && serverDbName) await dropServerDb(serverUrl, serverDbName);
  await receiver.close();
});

describe('two instances on one database', () => {
  it(`post each of ${DELIVERIES} deliveries exactly once`, async () => {
    const started = Date.now();
    for (const db of dbs) {
      const app = await buildApp({
        db,
        logger: false,
        staticDir: null,
        mailDropDir: null,
        smtpUrl: null,
        webhooks: { testReceivers: [receiver.hostPort] },
      });
      await app.ready();
      apps.push(app);
    }
    const db = dbs[0]!;
    const delivered = async () =>
      (
        await db.query<{ n: number }>(
          `select count(*)::int as n from webhook_deliveries where state = 'delivered'`,
        )
      )[0]!.n;
    while ((await delivered()) < DELIVERIES && Date.now() - started < 60_000)
      await new Promise((resolve) => setTimeout(resolve, 100));
    console.log(
      `${DELIVERIES} webhooks by two instances (${db.kind}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    expect(await delivered()).toBe(DELIVERIES);
    const ids = receiver.at('/erp').map((hook) => hook.headers['webhook-id']);
    expect(ids).toHaveLength(DELIVERIES);
    expect(new Set(ids).size).toBe(DELIVERIES);
    const [counts] = await db.query<{ attempts: number; logged: number }>(
      `select sum(attempts)::int as attempts, (select count(*)::int from webhook_attempts) as logged
         from webhook_deliveries`,
    );
    expect(counts).toEqual({ attempts: DELIVERIES, logged: DELIVERIES });
  }, 90_000);
});
