/**
 * The list queries of the largest client at a mill's scale, on a database filled by
 * bench/sql-lists-fill.ts: GetOrdersTable's query (queryTable, as the handler runs it) page 1 plain,
 * sorted by each column both ways, searched, deep in the list (page 10,000 at 25 rows, and the same
 * page read by plain offset as before), the All view's middle window, and an "export all" read
 * by keyset cursor. Every case is measured in rounds interleaved with the page-1 plain baseline, so
 * load on the machine hits both alike. Prints one JSON line per case (`--json`) or a table.
 * Run: `npx tsx bench/sql-lists-bench.ts <pglite folder | postgres url> [calls]`.
 */
import { ORDER_COLUMNS } from '../src/core/api/contract/table-columns.ts';
import { exportChunks } from '../src/reference-api/areas/trade/table-export.ts';
import { queryTable, type TableQuery } from '../src/reference-api/areas/trade/table-query.ts';
import { ordersTable } from '../src/reference-api/areas/trade/trade-tables.ts';
import { openDb } from '../src/reference-api/db/db.ts';

const [target = '/tmp/i29-sql-pglite', callsText = '20'] = process.argv
  .slice(2)
  .filter((a) => !a.startsWith('--'));
const calls = Number(callsText);
const json = process.argv.includes('--json');
const db = await openDb(
  target.startsWith('postgres') ? { dataDir: '', databaseUrl: target } : { dataDir: target },
);
const client = 1;
const base: TableQuery = { page: 1, rowsPerPage: 25, language: 'en' };
const cases: [string, TableQuery][] = [
  ['page 1, default sort (date order ↓)', base],
  ...ORDER_COLUMNS.flatMap((column): [string, TableQuery][] => [
    [`page 1 sorted by ${column.key} ↑`, { ...base, sortBy: column.key, descending: false }],
    [`page 1 sorted by ${column.key} ↓`, { ...base, sortBy: column.key, descending: true }],
  ]),
  ['page 1 search one word "gc1"', { ...base, search: 'gc1' }],
  ['page 1 search "gc1", date order ↓', { ...base, search: 'gc1', sortBy: 'dateOrder', descending: true }],
  ['page 1 search two words "gc1 zwolle"', { ...base, search: 'gc1 zwolle' }],
  ['page 1 search no hit "qqxz"', { ...base, search: 'qqxz' }],
  ['page 1 search in German "graupappe"', { ...base, search: 'graupappe', language: 'de' }],
  ['page 10,000 at 25 rows', { ...base, page: 10_000 }],
  ['page 10,000 at 25 rows by plain offset (before)', { ...base, page: 10_000, skipTotal: true }],
  ['page 5,000 at 25 rows (the middle)', { ...base, page: 5_000 }],
  ['page 10,000 sorted by address ↑', { ...base, page: 10_000, sortBy: 'address', descending: false }],
  ['All view, first window (100 rows)', { ...base, rowsPerPage: 100 }],
  ['All view, middle window (page 1,250 of 100)', { ...base, page: 1_250, rowsPerPage: 100 }],
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const time = async (query: TableQuery) => {
  const start = performance.now();
  await queryTable(db, ordersTable, client, query);
  return performance.now() - start;
};

for (const [, query] of cases) await time(query); // warm the caches once
const results: Record<string, unknown>[] = [];
for (const [name, query] of cases) {
  const own: number[] = [];
  const baseline: number[] = [];
  for (let i = 0; i < calls; i++) {
    baseline.push(await time(base));
    own.push(await time(query));
  }
  own.sort((a, b) => a - b);
  baseline.sort((a, b) => a - b);
  const result = {
    name,
    p50: percentile(own, 0.5),
    p95: percentile(own, 0.95),
    baselineP95: percentile(baseline, 0.95),
  };
  results.push(result);
  if (!json)
    console.log(
      `${name}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms (page 1 plain p95 ${result.baselineP95.toFixed(1)} ms in the same rounds)`,
    );
}

// "Export all": every row of the client read in chunks of 250 by keyset cursor, as the export reads.
const started = performance.now();
let rows = 0;
let longest = 0;
let last = performance.now();
const heapBefore = process.memoryUsage().heapUsed;
let heapPeak = heapBefore;
for await (const chunk of exportChunks(
  db,
  ordersTable,
  client,
  { page: 1, rowsPerPage: -1, language: 'en' },
  { chunkRows: 250, check: () => {} },
)) {
  rows += chunk.length;
  const now = performance.now();
  longest = Math.max(longest, now - last);
  last = now;
  heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
}
const exportResult = {
  name: 'export all: read every row by keyset cursor, chunks of 250',
  rows,
  seconds: (performance.now() - started) / 1000,
  longestChunkMs: longest,
  heapGrowthMb: (heapPeak - heapBefore) / 2 ** 20,
};
results.push(exportResult);
if (json) console.log(JSON.stringify({ engine: db.kind, results }));
else
  console.log(
    `${exportResult.name}: ${rows} rows in ${exportResult.seconds.toFixed(1)} s, longest chunk ${longest.toFixed(1)} ms, heap growth ${exportResult.heapGrowthMb.toFixed(1)} MB`,
  );
await db.close();
