/**
 * Alerts at scale (issue 27 §6, docs/alerts.md#the-alerts-benchmark), on the full demo seed:
 * 1. 10,000 carrier events in batches of 1,000 through `POST Integration/TrackingEvents`, made by the
 *    demo's carrier (demo/tracking-simulator.ts) for every shipment not yet delivered, taken in and
 *    turned into changes and inbox entries — target ≤ 20 s; meanwhile a signed-in customer pages
 *    GetOrdersTable every 100 ms, beside the same customer's p95 idle measured in the same run —
 *    target ≤ 2×;
 * 2. one ETA slip of 3 hours of a client with 1,000 more customer logins (made through
 *    `PUT Integration/Logins`), each subscribed with e-mail "immediate": the time of the batch that
 *    writes their 1,000 inbox entries, and the time until their mails are queued and sent and their
 *    webhooks delivered — target ≤ 60 s — where those channels exist (measureMailDelay,
 *    measureWebhookDelay: "not measured" otherwise).
 * The engine is that of the test apps: PGlite, or PostgreSQL when DATABASE_URL is set. Prints one JSON line.
 * Run: `node --import tsx src/reference-api/alerts/alerts.bench.ts` (`npm run bench -- alerts` runs it per engine).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../db/db.ts';
import { SeededRandom } from '../db/seed/seeded-random.ts';
import { DEMO_CLIENT_ID } from '../db/seed/service-seed.ts';
import { demoTrips } from '../demo/demo-trips-queries.ts';
import {
  defaultSimulatorSettings,
  simulationStep,
  startSimulation,
  type TrackingEventInput,
} from '../demo/tracking-simulator.ts';
import { createApiKey } from '../integration/api-keys.ts';
import { pagingCustomer, timesSummary } from '../testing/paging-customer.ts';
import { startSmtpTestServer } from '../testing/smtp-test-server.ts';
import { createTestApp } from '../testing/test-app.ts';
import { alertChannels } from './alert-channels.ts';

const EVENTS = Number(process.argv[2] ?? 10_000);
const BATCH = 1_000;
const LOGINS = Number(process.argv[3] ?? 1_000);
/** The longest wait for the mails and webhooks of the fan-out (the target is 60 s). */
const DELIVERY_WAIT_MS = 90_000;

const count = async (db: Db, sql: string, params: unknown[] = []) =>
  Number((await db.query<{ n: number }>(sql, params))[0]!.n);

const smtp = await startSmtpTestServer();
const started = performance.now();
const t = await createTestApp({ scale: 'full', smtpUrl: smtp.url });
const setupSeconds = (performance.now() - started) / 1000;
const { accessToken } = await t.login('customer@example.com');
const { apiKey } = await createApiKey(t.db, { name: 'bench', scopes: ['import'], createdBy: null });
const post = (path: string, method: 'POST' | 'PUT', items: unknown[]) =>
  t.app.inject({
    method,
    url: `/customerportal/Integration/${path}`,
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
    payload: JSON.stringify({ items }),
  });

// The signed-in user: a page of the order list every 100 ms at most.
const listCall = pagingCustomer(t.app, accessToken);
for (let i = 0; i < 20; i++) await listCall();
const idleTimes: number[] = [];
for (let i = 0; i < 200; i++) idleTimes.push(await listCall());

// 1. The events: the demo carrier's steps for every client's shipments under way, a second apart
// from now (within the feed's 15 minutes ahead), until there are EVENTS of them.
const clients = await t.db.query<{ client_id: number }>(
  `select distinct client_id from tracking_trips where status <> 'delivered' order by client_id`,
);
const trips = (await Promise.all(clients.map((c) => demoTrips(t.db, c.client_id)))).flat();
const settings = {
  ...defaultSimulatorSettings,
  // Every trip at once, a fifth of its route in the run: stops passed, some delivered, slips often.
  maxUnderWay: trips.length,
  tripMs: 300_000,
  etaSlipChance: 0.1,
  exceptionChance: 0.005,
  idPrefix: 'bench',
};
const random = new SeededRandom(27);
const clockStart = Date.now();
let state = startSimulation(trips, clockStart);
const events: TrackingEventInput[] = [];
for (let step = 1; events.length < EVENTS; step++) {
  const next = simulationStep(state, clockStart + step * 1_000, random, settings);
  events.push(...next.events);
  state = next.state;
}
events.length = EVENTS;
const payloads: TrackingEventInput[][] = [];
for (let i = 0; i < EVENTS; i += BATCH) payloads.push(events.slice(i, i + BATCH));

let loading = true;
const duringTimes: number[] = [];
const lister = (async () => {
  while (loading) duringTimes.push(await listCall());
})();
const changesBefore = await count(t.db, 'select count(*)::int as n from shipment_changes');
const inboxBefore = await count(t.db, 'select count(*)::int as n from notifications');
const batchSeconds: number[] = [];
const loadStart = performance.now();
for (const [index, items] of payloads.entries()) {
  const batchStart = performance.now();
  const response = await post('TrackingEvents', 'POST', items);
  if (response.statusCode !== 200)
    throw new Error(`batch ${index + 1}: ${response.statusCode} ${response.body.slice(0, 500)}`);
  batchSeconds.push(Number(((performance.now() - batchStart) / 1000).toFixed(2)));
}
const loadSeconds = (performance.now() - loadStart) / 1000;
loading = false;
await lister;
const changes = await t.db.query<{ kind: string; n: number }>(
  'select kind, count(*)::int as n from shipment_changes group by kind order by kind',
);
const changesMade = (await count(t.db, 'select count(*)::int as n from shipment_changes')) - changesBefore;
const inboxMade = (await count(t.db, 'select count(*)::int as n from notifications')) - inboxBefore;

// 2. The fan-out: a client of its own with LOGINS more customer logins, each with e-mail "immediate".
const [fanClient] = await t.db.query<{ client_id: number; load_number: string; estimated_arrival: Date }>(
  `select client_id, load_number, estimated_arrival from tracking_trips
    where status not in ('delivered', 'exception') and client_id <> $1 order by client_id, delivery_id limit 1`,
  [DEMO_CLIENT_ID],
);
const addresses = Array.from({ length: LOGINS }, (_, i) => `bench-alert-${i}@example.com`);
const logins = await post(
  'Logins',
  'PUT',
  addresses.map((emailAddress, i) => ({
    kind: 'customer',
    emailAddress,
    displayName: `Bench login ${i}`,
    languageCode: (['nl', 'en', 'de', 'zhHans'] as const)[i % 4],
    clientId: fanClient!.client_id,
  })),
);
if (logins.statusCode !== 200) throw new Error(`logins: ${logins.statusCode} ${logins.body.slice(0, 500)}`);
// Made Pending by the call (docs/integration.md#put-integrationlogins): active, as once their owners
// set a password; each subscribed with e-mail "immediate".
await t.db.query('update accounts set is_active = true where email_address = any($1::text[])', [addresses]);
await t.db.query(
  `insert into alert_subscriptions (account_id, kinds, eta_minutes, shipments, inbox, email, digest_hour, time_zone)
   select account_id, '{etaLater,delivered,exception}', 120, 'all', true, 'immediate', 7, 'Europe/Amsterdam'
     from accounts where email_address = any($1::text[])`,
  [addresses],
);
const slip = new Date(new Date(fanClient!.estimated_arrival).getTime() + 3 * 3_600_000).toISOString();
const fanStartedAt = new Date();
const fanStart = performance.now();
const fan = await post('TrackingEvents', 'POST', [
  {
    eventId: 'bench-fan-out',
    clientId: fanClient!.client_id,
    loadNumber: fanClient!.load_number,
    kind: 'eta',
    at: new Date(Date.now() + 60_000).toISOString(),
    estimatedArrival: slip,
  },
]);
const fanBatchMs = performance.now() - fanStart;
if (fan.statusCode !== 200) throw new Error(`fan-out: ${fan.statusCode} ${fan.body.slice(0, 500)}`);
const [fanChange] = await t.db.query<{ change_id: number }>(
  `select c.change_id from shipment_changes c join tracking_trips t using (delivery_id)
    where t.load_number = $1 and c.kind = 'etaLater' order by c.change_id desc limit 1`,
  [fanClient!.load_number],
);
const fanInbox = await count(
  t.db,
  `select count(*)::int as n from notifications n join accounts a using (account_id)
    where n.change_id = $1 and a.email_address = any($2::text[])`,
  [fanChange?.change_id ?? 0, addresses],
);

// ---------------------------------------------------------------------------------------------------
// THE E-MAIL AND WEBHOOK DELAYS. The e-mail and webhook channels are other parts of issue 27: these
// two functions measure them once those channels are in `alertChannels` (named `email`, `webhooks`)
// and print "not measured" until then. Adjust them here if those channels name their tables otherwise.
// ---------------------------------------------------------------------------------------------------

/** A delay measured, or why not. */
type Delay =
  | { measured: true; queuedSeconds: number | null; sentSeconds: number | null; count: number }
  | { measured: false; why: string };

/** Seconds from the fan-out's batch until every subscribed login's mail is queued (outbox) and sent (at the SMTP server). */
async function measureMailDelay(): Promise<Delay> {
  if (!alertChannels.some((c) => c.name === 'email'))
    return { measured: false, why: 'no e-mail channel in alertChannels yet' };
  const wanted = new Set(addresses);
  let queuedSeconds: number | null = null;
  let sentSeconds: number | null = null;
  let queued = 0;
  while (performance.now() - fanStart < DELIVERY_WAIT_MS && sentSeconds === null) {
    queued = await count(
      t.db,
      `select count(distinct lower(to_address))::int as n from outbox
        where lower(to_address) = any($1::text[]) and created_at >= $2`,
      [addresses, fanStartedAt],
    );
    const now = (performance.now() - fanStart) / 1000;
    if (queuedSeconds === null && queued >= LOGINS) queuedSeconds = now;
    const sent = new Set(
      smtp.arrived.flatMap((m) => m.envelopeTo.filter((to) => wanted.has(to.toLowerCase()))),
    );
    if (sent.size >= LOGINS) sentSeconds = now;
    else await sleep(200);
  }
  return { measured: true, queuedSeconds, sentSeconds, count: queued };
}

/**
 * Seconds until the webhook deliveries of the fan-out's change are made. Measured only where the
 * webhook channel exists and the bench has endpoints to deliver to: registering endpoints (with a
 * receiver) is the webhook part's to add here.
 */
async function measureWebhookDelay(): Promise<Delay> {
  if (!alertChannels.some((c) => c.name === 'webhooks'))
    return { measured: false, why: 'no webhook channel in alertChannels yet' };
  return { measured: false, why: 'the bench registers no webhook endpoints yet' };
}

const mail = await measureMailDelay();
const webhooks = await measureWebhookDelay();

console.log(
  JSON.stringify({
    engine: t.db.kind,
    setupSeconds,
    trips: trips.length,
    events: EVENTS,
    batchSize: BATCH,
    loadSeconds,
    eventsPerSecond: EVENTS / loadSeconds,
    batchSeconds,
    changesMade,
    changesByKind: Object.fromEntries(changes.map((c) => [c.kind, c.n])),
    inboxMade,
    idle: timesSummary(idleTimes),
    during: timesSummary(duringTimes),
    fanOut: { logins: LOGINS, batchMs: fanBatchMs, inboxEntries: fanInbox, mail, webhooks },
  }),
);
await t.close();
await smtp.stop();
