// Alerts at scale (issue 27 §6, docs/alerts.md#the-alerts-benchmark): 10,000 carrier events in
// batches of 1,000 through POST Integration/TrackingEvents into the full demo seed, turned into
// changes and inbox entries (target ≤ 20 s), a signed-in customer's GetOrdersTable p95 meanwhile
// beside its p95 idle measured in the same run (target ≤ 2×), and one ETA slip reaching 1,000
// subscribed logins: their inbox entries in the batch, their mails and webhooks within 60 s where
// those channels exist. Per engine: PGlite, and PostgreSQL when BENCH_DATABASE_URL names a server
// (a throwaway database of it).
// Alone: `npm run bench -- alerts`, or `node bench/alerts-bench.mjs`.
import { runBenchScript } from './run-bench-script.mjs';

/** Runs src/reference-api/alerts/alerts.bench.ts on one engine; answers its figures. */
const benchEngine = (databaseUrl) => runBenchScript('src/reference-api/alerts/alerts.bench.ts', databaseUrl);

/** The alerts figures of PGlite and, given a server, PostgreSQL. */
export function benchAlerts({ databaseUrl = process.env.BENCH_DATABASE_URL } = {}) {
  const engines = [benchEngine(undefined)];
  if (databaseUrl) engines.push(benchEngine(databaseUrl));
  return engines;
}

const name = (engine) => (engine === 'pglite' ? 'PGlite' : 'PostgreSQL');
const met = (ok, missed) => (ok ? 'met' : `**missed** ${missed}`);

/** A mail or webhook delay as a cell: its seconds, or why it was not measured. */
function delayCell(delay, what) {
  if (!delay.measured) return [`not measured (${delay.why})`, 'target ≤ 60 s'];
  const last = delay.sentSeconds ?? delay.queuedSeconds;
  const figures = `${delay.count} queued in ${delay.queuedSeconds?.toFixed(1) ?? '—'} s, all ${what} in ${delay.sentSeconds?.toFixed(1) ?? '— (not within the wait)'} s`;
  return [figures, `target ≤ 60 s: ${met(last !== null && last <= 60, '')}`];
}

/** Rows of the API table (figure | value | note) for `benchAlerts`'s result. */
export function alertsTableRows(engines) {
  return engines.flatMap((e) => {
    const ratio = e.during.p95 / e.idle.p95;
    const kinds = Object.entries(e.changesByKind)
      .map(([kind, n]) => `${n} ${kind}`)
      .join(', ');
    return [
      [
        `${name(e.engine)}: ${e.events.toLocaleString('en')} tracking events in batches of ${e.batchSize.toLocaleString('en')} (POST Integration/TrackingEvents, ${e.trips} shipments) turned into changes`,
        `${e.loadSeconds.toFixed(1)} s, ${Math.round(e.eventsPerSecond).toLocaleString('en')} events/s (batches ${e.batchSeconds.join(', ')} s); ${e.changesMade} changes (${kinds}), ${e.inboxMade} inbox entries`,
        `target ≤ 20 s: ${met(e.loadSeconds <= 20, `by ${(e.loadSeconds - 20).toFixed(1)} s`)}`,
      ],
      [
        `${name(e.engine)}: GetOrdersTable p95 of a customer paging every 100 ms during the events, ${e.during.calls} calls`,
        `p95 ${e.during.p95.toFixed(1)} ms against ${e.idle.p95.toFixed(1)} ms idle = ${ratio.toFixed(2)}× (p50 ${e.during.p50.toFixed(1)} against ${e.idle.p50.toFixed(1)} ms, longest ${e.during.max.toFixed(0)} ms)`,
        `target ≤ 2× idle: ${met(ratio <= 2, `(${ratio.toFixed(2)}×)`)}`,
      ],
      [
        `${name(e.engine)}: one ETA slip of 3 h reaching ${e.fanOut.logins.toLocaleString('en')} subscribed logins: their inbox entries`,
        `${e.fanOut.inboxEntries} entries written in the batch's ${e.fanOut.batchMs.toFixed(0)} ms`,
        `at once (in the batch): ${met(e.fanOut.inboxEntries >= e.fanOut.logins, `(${e.fanOut.inboxEntries} of ${e.fanOut.logins})`)}`,
      ],
      [`${name(e.engine)}: … their mails (e-mail immediate)`, ...delayCell(e.fanOut.mail, 'sent')],
      [`${name(e.engine)}: … their webhooks`, ...delayCell(e.fanOut.webhooks, 'delivered')],
    ];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(['| Figure | Value | Note |', '| --- | --- | --- |'].join('\n'));
  for (const row of alertsTableRows(benchAlerts())) console.log(`| ${row.join(' | ')} |`);
}
