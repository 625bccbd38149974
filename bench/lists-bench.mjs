// The list queries of the largest client at a mill's scale (issue 29 §5), on data filled by SQL
// (bench/sql-lists-fill.ts; the official generator through the import is `--scale mill`): page 1
// plain, sorted by each column both ways, searched, page 10,000 at 25 rows (beside the same page by
// plain offset, as before), the All view's windows, and "export all" read by keyset cursor, each
// beside page 1 plain measured in the same rounds. PGlite always (250,000 positions of one client in
// 300,000); PostgreSQL too when BENCH_DATABASE_URL names a server (1,000,000 positions, a throwaway
// database). Alone: `npm run bench -- lists`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { runBenchScript } from './run-bench-script.mjs';

const PAGE_TARGET_MS = 20;
const DEEP_TARGET_MS = 40;

function fill(target, rows) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'bench/sql-lists-fill.ts', target, String(rows), '250000', '500'],
    { stdio: ['ignore', 'ignore', 'inherit'], timeout: 60 * 60_000 },
  );
  if (result.status !== 0) throw new Error(`filling ${target} failed`);
}

/** A PostgreSQL database named `name` on the server of `serverUrl`, created or dropped. */
function serverDb(serverUrl, name, action) {
  const url = new URL(serverUrl);
  const admin = `${url.protocol}//${url.username ? `${url.username}@` : ''}${url.host}/postgres`;
  const sql = action === 'create' ? `CREATE DATABASE ${name}` : `DROP DATABASE IF EXISTS ${name}`;
  spawnSync('psql', [admin, '-c', sql], { stdio: 'ignore' });
  url.pathname = `/${name}`;
  return url.toString();
}

/** The figures of each engine: `{ engine, rows, results }`. */
export function benchLists({ databaseUrl = process.env.BENCH_DATABASE_URL, calls = 30 } = {}) {
  const engines = [];
  const folder = process.env.LISTS_BENCH_PGLITE ?? '/tmp/lists-bench-pglite';
  if (!existsSync(folder)) fill(folder, 300_000);
  engines.push({
    rows: 300_000,
    ...runBenchScript('bench/sql-lists-bench.ts', undefined, [folder, String(calls), '--json']),
  });
  if (databaseUrl) {
    const name = `lists_bench_${process.pid}`;
    const url = serverDb(databaseUrl, name, 'create');
    try {
      fill(url, 1_000_000);
      engines.push({
        rows: 1_000_000,
        ...runBenchScript('bench/sql-lists-bench.ts', undefined, [url, String(calls), '--json']),
      });
    } finally {
      serverDb(databaseUrl, name, 'drop');
    }
  }
  return engines;
}

const name = (engine) => (engine === 'pglite' ? 'PGlite' : 'PostgreSQL');

/** Rows of the API table (figure | value | note) for `benchLists`'s result. */
export function listsTableRows(engines) {
  return engines.flatMap((e) =>
    e.results.map((r) => {
      const where = `${name(e.engine)}, largest client (250,000 of ${e.rows.toLocaleString('en')} positions)`;
      if ('rows' in r)
        return [
          `${where}: ${r.name}`,
          `${r.rows.toLocaleString('en')} rows in ${r.seconds.toFixed(1)} s, longest chunk ${r.longestChunkMs.toFixed(1)} ms, heap growth ${r.heapGrowthMb.toFixed(1)} MB`,
          'memory bounded by one chunk (table-paging.test.ts)',
        ];
      const target =
        r.name.startsWith('page 1') || r.name.includes('first window') ? PAGE_TARGET_MS : DEEP_TARGET_MS;
      const ratio = r.p95 / r.baselineP95;
      return [
        `${where}: GetOrdersTable ${r.name}`,
        `p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms; page 1 plain p95 ${r.baselineP95.toFixed(1)} ms in the same rounds = ${ratio.toFixed(2)}×`,
        `p95 ≤ ${target} ms: ${r.p95 <= target ? 'met' : `**missed** (${r.p95.toFixed(1)} ms)`}`,
      ];
    }),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of listsTableRows(benchLists())) console.log(`| ${row.join(' | ')} |`);
}
