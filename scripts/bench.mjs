// `npm run bench`: prints figures and writes bench/results.json and bench/results.md.
// Benchmarks print; tests assert. Each figure is shown beside a baseline measured in the same run:
// the reference API's plain request, and for the pages the two reference pages of
// bench/reference-pages/ (Vue 3 + Vuetify, plain DOM).
// BENCH_RUNS (default 5) and BENCH_LIGHTHOUSE_RUNS (default 5) set the number of runs.
// `npm run bench -- import` runs only the import section (bench/import-bench.mjs; BENCH_DATABASE_URL adds
// PostgreSQL). `npm run bench -- api-load` runs only the load section (bench/load-bench.mjs, a minute or two)
// and prints its rows without writing the results files.
import { cpus, loadavg, totalmem } from 'node:os';
import { alertsTableRows, benchAlerts } from '../bench/alerts-bench.mjs';
import { benchApi } from '../bench/api-bench.mjs';
import { startBenchServer } from '../bench/bench-setup.mjs';
import { benchCapacityOn, capacityTables } from '../bench/capacity-bench.mjs';
import { benchCompress, compressTableRows } from '../bench/compress-bench.mjs';
import { benchElements, CAP_MS } from '../bench/elements-bench.mjs';
import { benchFirstPaint, firstPaintTableRows } from '../bench/firstpaint-bench.mjs';
import { benchFlood } from '../bench/flood-bench.mjs';
import { benchImport, importTableRows } from '../bench/import-bench.mjs';
import { benchLighthouse } from '../bench/lighthouse-bench.mjs';
import { benchLists, listsTableRows } from '../bench/lists-bench.mjs';
import { benchLoad, loadTableRows } from '../bench/load-bench.mjs';
import { writeResults } from '../bench/report.mjs';
import { benchScale, scaleOptions, writeScaleResults } from '../bench/scale-bench.mjs';
import { benchUploads } from '../bench/upload-bench.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const machine = `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const date = new Date().toISOString().slice(0, 10);
const started = performance.now();
/** The machine's 1-minute load average at the start (other work on a shared machine slows every figure). */
const loadAtStart = loadavg()[0];

console.log(`Benchmark on ${machine}, ${date}\n`);
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
if (process.argv.slice(2).includes('import')) {
  const rows = importTableRows(benchImport()).map((row) => `| ${row.join(' | ')} |`);
  console.log(['| Figure | Value | Note |', '| --- | --- | --- |', ...rows].join('\n'));
  process.exit(0);
}
if (process.argv.slice(2).includes('lists')) {
  const rows = listsTableRows(benchLists()).map((row) => `| ${row.join(' | ')} |`);
  console.log(['| Figure | Value | Note |', '| --- | --- | --- |', ...rows].join('\n'));
  console.log(
    `\nLoad average ${loadAtStart.toFixed(2)} at the start, ${loadavg()[0].toFixed(2)} at the end.`,
  );
  process.exit(0);
}
if (process.argv.slice(2).includes('alerts')) {
  const rows = alertsTableRows(benchAlerts()).map((row) => `| ${row.join(' | ')} |`);
  console.log(['| Figure | Value | Note |', '| --- | --- | --- |', ...rows].join('\n'));
  console.log(
    `\nLoad average ${loadAtStart.toFixed(2)} at the start, ${loadavg()[0].toFixed(2)} at the end.`,
  );
  process.exit(0);
}
if (process.argv.slice(2).some((arg) => arg.startsWith('--scale'))) {
  // The mill-scale section (bench/scale-bench.mjs): loads or reuses the mill, then measures.
  const result = await benchScale(scaleOptions(process.argv.slice(2)));
  console.log(writeScaleResults(result, { date, machine, load: { start: loadAtStart, end: loadavg()[0] } }));
  process.exit(0);
}
if (process.argv.slice(2).includes('api-load')) {
  const load = await benchLoad({ seconds: loadSeconds });
  const rows = loadTableRows(load).map((row) => `| ${row.join(' | ')} |`);
  console.log(['| Figure | Value | Note |', '| --- | --- | --- |', ...rows].join('\n'));
  console.log(
    `\nLoad average ${loadAtStart.toFixed(2)} at the start, ${loadavg()[0].toFixed(2)} at the end.`,
  );
  process.exit(0);
}
// The capacity model (bench/capacity-bench.mjs): CPU per call, users per instance, two instances.
const capacityOptions = {
  serverUrl: process.env.BENCH_DATABASE_URL,
  prefix: process.env.BENCH_DB_PREFIX,
  seconds: Number(process.env.BENCH_CAPACITY_SECONDS ?? 5),
};
if (process.argv.slice(2).includes('capacity')) {
  console.log(capacityTables(await benchCapacityOn(capacityOptions)));
  process.exit(0);
}
if (process.argv.slice(2).includes('compress')) {
  const rows = compressTableRows(await benchCompress()).map((row) => `| ${row.join(' | ')} |`);
  console.log(['| Figure | Value | Note |', '| --- | --- | --- |', ...rows].join('\n'));
  console.log(
    `\nLoad average ${loadAtStart.toFixed(2)} at the start, ${loadavg()[0].toFixed(2)} at the end.`,
  );
  process.exit(0);
}
if (process.argv.slice(2).includes('firstpaint')) {
  const server = await startBenchServer();
  let figures;
  try {
    figures = await benchFirstPaint(server, { runs });
  } finally {
    await server.stop();
  }
  const rows = firstPaintTableRows(figures).map((row) => `| ${row.join(' | ')} |`);
  console.log(['| Figure | Value | Note |', '| --- | --- | --- |', ...rows].join('\n'));
  console.log(
    `\nLoad average ${loadAtStart.toFixed(2)} at the start, ${loadavg()[0].toFixed(2)} at the end.`,
  );
  process.exit(0);
}
// `npm run bench -- lighthouse`: only the Lighthouse section (BENCH_STATIC_DIR picks the build to audit).
if (process.argv.slice(2).includes('lighthouse')) {
  const server = await startBenchServer();
  try {
    const result = await benchLighthouse(server, { runs: lighthouseRuns });
    const { fcpMs, lcpMs, tbtMs, cls } = result.metrics;
    console.log(
      `Lighthouse ${result.version}, ${result.runs} runs (median): performance ${result.performance.median}, accessibility ${result.accessibility.median}, FCP ${Math.round(fcpMs)} ms, LCP ${Math.round(lcpMs)} ms, TBT ${Math.round(tbtMs)} ms, CLS ${cls.toFixed(3)}`,
    );
    console.log(
      `Runs: ${result.results.map((r) => `${r.performance} (TBT ${Math.round(r.metrics.tbtMs)})`).join(', ')}`,
    );
    // The longest main-thread tasks of each run: where the blocking time is.
    for (const run of result.results) console.log(JSON.stringify(run.diagnostics?.longTasks ?? []));
  } finally {
    await server.stop();
  }
  console.log(`Load average ${loadAtStart.toFixed(2)} at the start, ${loadavg()[0].toFixed(2)} at the end.`);
  process.exit(0);
}
const api = await benchApi();
// The login flood beside ordinary work (bench/flood-bench.mjs): a server of its own.
api.flood = await benchFlood();
// Data-folder growth per MB uploaded (bench/upload-bench.mjs): a PGlite folder of its own.
api.uploads = await benchUploads();
// GetOrdersTable beside a ResetPassword flood and beside three "export all" (bench/load-bench.mjs).
api.load = await benchLoad({ seconds: loadSeconds });
// 100,000 order positions through PUT Integration/Orders beside a paging customer (bench/import-bench.mjs).
api.import = benchImport();
// Compressed answers: a 100-row window and the dashboard raw, gzip, brotli (bench/compress-bench.mjs).
api.compress = await benchCompress();
// 10,000 carrier events into changes and inbox entries, one change to 1,000 logins (bench/alerts-bench.mjs).
api.alerts = benchAlerts();
const capacity = capacityTables(await benchCapacityOn(capacityOptions));
// A small mill on PGlite (bench/scale-bench.mjs; `--scale mill` alone for PostgreSQL), its own files.
const scale = await benchScale({
  scale: 'mill-pglite',
  positions: Number(process.env.BENCH_SCALE_POSITIONS ?? 20_000),
});
writeScaleResults(scale, { date, machine, load: { start: loadAtStart, end: loadavg()[0] } });
// The largest client's list queries at a mill's scale (bench/lists-bench.mjs).
api.lists = benchLists();
const server = await startBenchServer();
let elements;
let lighthouse;
try {
  elements = await benchElements(server, { runs });
  try {
    lighthouse = await benchLighthouse(server, { runs: lighthouseRuns });
  } catch (error) {
    // The pages' figures stand without it; the table says Lighthouse failed and why.
    console.error(error);
    lighthouse = { error: String(error.message ?? error).split('\n')[0] };
  }
} finally {
  await server.stop();
}

const minutes = (performance.now() - started) / 60_000;
const load = { start: loadAtStart, end: loadavg()[0] };
console.log(writeResults({ date, machine, minutes, load, capMs: CAP_MS, api, elements, lighthouse }));
console.log(`\n${capacity}`);
