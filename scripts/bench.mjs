// `npm run bench`: prints figures and writes bench/results.json and bench/results.md.
// Benchmarks print; tests assert. Each figure is shown beside a baseline measured in the same run.
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { benchApi } from '../bench/api-bench.mjs';
import { benchElements, elementsTableRows } from '../bench/elements-bench.mjs';

const ms = (n) => `${n.toFixed(1)} ms`;
const machine = `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const date = new Date().toISOString().slice(0, 10);

console.log(`Benchmark on ${machine}, ${date}\n`);
const api = await benchApi();
const baseline = api.latency[0];
const rows = [
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
    `p50 ${ms(m.p50)}, p95 ${ms(m.p95)} (min ${ms(m.min)}, max ${ms(m.max)}); server CPU ${ms(m.cpuPerCall)} per call`,
    m === baseline ? 'baseline' : `p95 ${(m.p95 / baseline.p95).toFixed(2)}× baseline; target p95 < 20 ms`,
  ]),
];
const elements = await benchElements();
rows.push(...elementsTableRows(elements));
const table = ['| figure | value | note |', '|---|---|---|', ...rows.map((r) => `| ${r.join(' | ')} |`)].join(
  '\n',
);
console.log(table);
writeFileSync('bench/results.json', `${JSON.stringify({ date, machine, api, elements }, null, 2)}\n`);
writeFileSync('bench/results.md', `# Benchmark results\n\n${machine}, ${date}\n\n${table}\n`);
