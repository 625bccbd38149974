/**
 * The first load of an order book through the integration API (issue 26): 100,000 order positions
 * in batches of 10,000 (`PUT Integration/Orders`) into the full demo seed, while a signed-in customer
 * asks for a page of GetOrdersTable every 100 ms; beside it the same customer's p95 idle, measured in
 * the same run. Target: the import in ≤ 60 s, the p95 during it ≤ 2× idle. The engine is that of the
 * test apps: PGlite, or PostgreSQL when DATABASE_URL is set. Prints one JSON line.
 * Run: `npx tsx src/reference-api/integration/orders-import.bench.ts` (`npm run bench` runs it per engine).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pagingCustomer, timesSummary } from '../testing/paging-customer.ts';
import { sampleOrderPosition } from '../testing/sample-order-positions.ts';
import { createTestApp } from '../testing/test-app.ts';
import { createApiKey } from './api-keys.ts';

const POSITIONS = Number(process.argv[2] ?? 100_000);
const BATCH = 10_000;
/** The clients the import fills: not the measured customer's (1001), whose list stays the same. */
const CLIENTS = [1002, 1003, 1004, 1005];

const started = performance.now();
const t = await createTestApp({ scale: 'full' });
const setupSeconds = (performance.now() - started) / 1000;
const { accessToken } = await t.login('customer@example.com');
const { apiKey } = await createApiKey(t.db, { name: 'bench', scopes: ['import'], createdBy: null });

// The signed-in user: a page of the order list every 100 ms at most.
const listCall = pagingCustomer(t.app, accessToken);

for (let i = 0; i < 20; i++) await listCall();
const idleTimes: number[] = [];
for (let i = 0; i < 200; i++) idleTimes.push(await listCall());

// The batches' JSON is written before the clock starts: an ERP writes it in a process of its own.
const payloads: string[] = [];
for (let offset = 0; offset < POSITIONS; offset += BATCH) {
  const items = Array.from({ length: Math.min(BATCH, POSITIONS - offset) }, (_, i) => {
    const index = offset + i;
    return sampleOrderPosition(CLIENTS[index % CLIENTS.length]!, Math.floor(index / CLIENTS.length));
  });
  payloads.push(JSON.stringify({ items }));
}
const putBatch = (payload: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/customerportal/Integration/Orders',
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
    payload,
  });

let importing = true;
const duringTimes: number[] = [];
const lister = (async () => {
  while (importing) duringTimes.push(await listCall());
})();

// How long the server's event loop was blocked in one stretch: on PostgreSQL that is the parsing and
// validating of batches, on PGlite also every statement (the database runs on the same thread).
const loopDelay = monitorEventLoopDelay({ resolution: 5 });
loopDelay.enable();
const batches: { seconds: number; created: number }[] = [];
const importStart = performance.now();
for (const [index, payload] of payloads.entries()) {
  const batchStart = performance.now();
  const response = await putBatch(payload);
  if (response.statusCode !== 200)
    throw new Error(`batch ${index + 1}: ${response.statusCode} ${response.body.slice(0, 500)}`);
  batches.push({ seconds: (performance.now() - batchStart) / 1000, created: response.json().created });
}
const importSeconds = (performance.now() - importStart) / 1000;
importing = false;
loopDelay.disable();
await lister;

// The first batch again: all unchanged, nothing rewritten.
const againStart = performance.now();
const unchanged: number = (await putBatch(payloads[0]!)).json().unchanged;
const unchangedBatchSeconds = (performance.now() - againStart) / 1000;

console.log(
  JSON.stringify({
    engine: t.db.kind,
    setupSeconds,
    positions: POSITIONS,
    batchSize: BATCH,
    importSeconds,
    positionsPerSecond: POSITIONS / importSeconds,
    created: batches.reduce((n, b) => n + b.created, 0),
    batchSeconds: batches.map((b) => Number(b.seconds.toFixed(2))),
    unchangedBatchSeconds,
    unchanged,
    idle: timesSummary(idleTimes),
    during: timesSummary(duringTimes),
    eventLoopDelayMs: { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 },
  }),
);
await t.close();
