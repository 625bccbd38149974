// The first load of an order book through the integration API (issue 26): 100,000 order positions
// in batches of 10,000 into the full demo seed, per engine (PGlite; PostgreSQL when
// BENCH_DATABASE_URL names a server, on a throwaway database of it), while a signed-in customer asks
// for a page of GetOrdersTable every 100 ms — beside that customer's p95 idle, measured in the same
// run (target ≤ 2×), and the import's seconds beside the issue's 60 s.
// Alone: `npm run bench -- import`, or `node bench/import-bench.mjs`.
import { runBenchScript } from './run-bench-script.mjs';

/** Runs src/reference-api/integration/orders-import.bench.ts on one engine; answers its figures. */
const benchEngine = (databaseUrl, positions) =>
  runBenchScript('src/reference-api/integration/orders-import.bench.ts', databaseUrl, [String(positions)]);

/** The import figures of PGlite and, given a server, PostgreSQL. */
export function benchImport({ positions = 100_000, databaseUrl = process.env.BENCH_DATABASE_URL } = {}) {
  const engines = [benchEngine(undefined, positions)];
  if (databaseUrl) engines.push(benchEngine(databaseUrl, positions));
  return engines;
}

const name = (engine) => (engine === 'pglite' ? 'PGlite' : 'PostgreSQL');

/** Rows of the API table (figure | value | note) for `benchImport`'s result. */
export function importTableRows(engines) {
  return engines.flatMap((e) => {
    const ratio = e.during.p95 / e.idle.p95;
    return [
      [
        `${name(e.engine)}: import of ${e.positions.toLocaleString('en')} order positions in batches of ${e.batchSize.toLocaleString('en')} (PUT Integration/Orders)`,
        `${e.importSeconds.toFixed(1)} s, ${Math.round(e.positionsPerSecond).toLocaleString('en')} positions/s (batches ${e.batchSeconds.join(', ')} s); the same batch again: ${e.unchangedBatchSeconds.toFixed(1)} s, all unchanged`,
        `≤ 60 s: ${e.importSeconds <= 60 ? 'met' : `**missed** by ${(e.importSeconds - 60).toFixed(1)} s`}`,
      ],
      [
        `${name(e.engine)}: GetOrdersTable p95 of a customer paging every 100 ms during the import, ${e.during.calls} calls`,
        `p95 ${e.during.p95.toFixed(1)} ms against ${e.idle.p95.toFixed(1)} ms idle = ${ratio.toFixed(2)}× (p50 ${e.during.p50.toFixed(1)} against ${e.idle.p50.toFixed(1)} ms, longest ${e.during.max.toFixed(0)} ms; the server's event loop blocked up to ${e.eventLoopDelayMs.max.toFixed(0)} ms, p99 ${e.eventLoopDelayMs.p99.toFixed(0)} ms)`,
        `target ≤ 2× idle: ${ratio <= 2 ? 'met' : `**missed** (${ratio.toFixed(2)}×)`}`,
      ],
    ];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const engines = benchImport({ positions: Number(process.argv[2] ?? 100_000) });
  for (const row of importTableRows(engines)) console.log(`| ${row.join(' | ')} |`);
}
