// `npm test`: every check, in the order that fails fastest. The same in CI (.ci/run) and locally.
// Each stage's wall time (and the CPU time of its processes, which says more on a shared machine) is
// printed as a markdown table at the end; a full run also writes it to test-results/ for the README.

import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

const steps = [
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['types', 'npm', ['run', '--silent', 'typecheck']],
  ['unit', 'npx', ['vitest', 'run']],
  ...(process.env.TEST_DATABASE_URL
    ? [
        [
          'api on PostgreSQL',
          'npx',
          // Two files at a time, as the unit stage: each test app has a database of its own on the
          // server (testing/test-db.ts), and advisory locks and LISTEN/NOTIFY are per database.
          ['vitest', 'run', 'src/reference-api', '--maxWorkers=2'],
          { DATABASE_URL: process.env.TEST_DATABASE_URL },
        ],
      ]
    : []),
  ['build', 'npm', ['run', '--silent', 'build']],
  ['size', 'node', ['scripts/check-size.mjs']],
  ['package', 'node', ['scripts/check-package.mjs']],
  ['embedder projects', 'npx', ['vitest', 'run', '--config', 'tests/packed/vitest.config.ts']],
  ['browser', 'npx', ['wtr', '--config', 'web-test-runner.config.mjs']],
  ['end-to-end', 'npx', ['playwright', 'test']],
];

const only = process.argv.slice(2);
const seconds = (ms) => (ms / 1000).toFixed(1);
/**
 * CPU milliseconds used so far by this process's finished children and theirs (user + system):
 * Linux's cutime and cstime, in ticks of 10 ms; NaN where there is no /proc.
 */
const childCpuMs = () => {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return Number.NaN;
  }
};
const timings = [];
const started = Date.now();

/** The timings as a markdown table, with the total and the machine it ran on. */
function table(outcome) {
  const rows = timings.map(
    ({ name, wallMs, cpuMs }) => `| ${name} | ${seconds(wallMs)} | ${seconds(cpuMs)} |`,
  );
  const wall = Date.now() - started;
  const cpu = timings.reduce((sum, { cpuMs }) => sum + cpuMs, 0);
  return [
    `npm test ${outcome} on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} at the end:`,
    '',
    '| stage | wall (s) | CPU (s) |',
    '| --- | ---: | ---: |',
    ...rows,
    `| **total** | **${seconds(wall)}** (${(wall / 60_000).toFixed(1)} min) | **${seconds(cpu)}** |`,
  ].join('\n');
}

function report(outcome) {
  const text = table(outcome);
  console.log(`\n${text}`);
  // Only a full run stands for `npm test`; a run of some stages would overwrite it with a part.
  if (only.length) return;
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/stage-timings.md', `${text}\n`);
  writeFileSync('test-results/stage-timings.json', `${JSON.stringify({ outcome, timings }, null, 2)}\n`);
}

for (const [name, command, args, env] of steps) {
  if (only.length && !only.includes(name)) continue;
  const stageStarted = Date.now();
  const cpuBefore = childCpuMs();
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push({ name, wallMs: Date.now() - stageStarted, cpuMs: childCpuMs() - cpuBefore });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${result.status}).`);
    report(`failed at ${name}`);
    process.exit(result.status ?? 1);
  }
}
report('passed');
