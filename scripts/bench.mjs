// `npm run bench`: prints figures and writes bench/results.json and bench/results.md.
// Benchmarks print; tests assert. Each figure is shown beside a baseline measured in the same run:
// the reference API's plain request, and for the pages the two reference pages of
// bench/reference-pages/ (Vue 3 + Vuetify, plain DOM).
// BENCH_RUNS (default 5) and BENCH_LIGHTHOUSE_RUNS (default 5) set the number of runs.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { benchApi } from '../bench/api-bench.mjs';
import { startBenchServer } from '../bench/bench-setup.mjs';
import { benchElements, CAP_MS } from '../bench/elements-bench.mjs';
import { benchLighthouse } from '../bench/lighthouse-bench.mjs';
import { markdownTable, ms, PAGES_HEADER, pagesTableRows } from '../bench/report.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const machine = `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const date = new Date().toISOString().slice(0, 10);
const started = performance.now();
/** The machine's 1-minute load average at the start (other work on a shared machine slows every figure). */
const loadAtStart = loadavg()[0];

console.log(`Benchmark on ${machine}, ${date}\n`);
const api = await benchApi();
const baseline = api.latency[0];
const apiRows = [
  ['Reference API: first start (create + seed)', ms(api.firstStartMs), ''],
  [
    'Reference API: restart with existing data',
    `${ms(api.restartMs)} (server CPU ${ms(api.restartCpuMs)})`,
    'target < 3000 ms',
  ],
  ['Reference API: resident memory after start', `${api.rssMb.toFixed(0)} MB`, 'target < 400 MB'],
  ['Reference API: resident memory after the latency runs', `${api.rssAfterMb.toFixed(0)} MB`, ''],
  ...api.latency.map((m) => [
    `GetOrdersTable ${m.name} (${api.calls} calls)`,
    `p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms (min ${m.min.toFixed(1)} ms, max ${m.max.toFixed(1)} ms); server CPU ${m.cpuPerCall.toFixed(1)} ms per call`,
    m === baseline ? 'baseline' : `p95 ${(m.p95 / baseline.p95).toFixed(2)}× baseline; target p95 < 20 ms`,
  ]),
];

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

const apiTable = markdownTable(['figure', 'value', 'note'], apiRows);
const pagesTable = markdownTable(PAGES_HEADER, pagesTableRows(elements, lighthouse));
const minutes = (performance.now() - started) / 60_000;
const load = { start: loadAtStart, end: loadavg()[0] };
const about =
  `${machine}, ${date}; the whole run took ${minutes.toFixed(1)} min, load average ${load.start.toFixed(1)} ` +
  `at its start and ${load.end.toFixed(1)} at its end. Waits for every row of All and for their ` +
  `re-sort are cut short after ${ms(CAP_MS)}.`;
console.log(`${apiTable}\n\n${pagesTable}\n\n${about}`);
writeFileSync(
  'bench/results.json',
  `${JSON.stringify({ date, machine, minutes, load, capMs: CAP_MS, api, elements, lighthouse }, null, 2)}\n`,
);
writeFileSync(
  'bench/results.md',
  `# Benchmark results\n\n${about}\n\n## Reference API\n\n${apiTable}\n\n## Pages: ours beside Vue 3 + Vuetify and plain DOM\n\n${pagesTable}\n`,
);
