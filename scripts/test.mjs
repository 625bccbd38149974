// `npm test`: every check, in the order that fails fastest. The same in CI (.ci/run) and locally.
// Each stage's wall time (and the CPU time of its processes, which says more on a shared machine) is
// printed as a markdown table at the end; a full run also writes it to test-results/ for the README.

import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

// A step is [name, command, args, env?, options?]. `{ beside: true }` starts a stage in the
// background and goes on with the next ones; `{ after: [names] }` waits for those first. The API
// tests on PostgreSQL spend much of their time waiting on the server, and the browser stage on
// Chromium: beside the unit, build and browser stages they share the two cores instead of queueing
// (a run with them after the unit stage had the end-to-end stage wait 166 s for them).
const steps = [
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['types', 'npm', ['run', '--silent', 'typecheck']],
  ...(process.env.TEST_DATABASE_URL
    ? [
        [
          'api on PostgreSQL',
          'npx',
          // One file at a time, as it runs beside the unit, build and browser stages: each test app has a
          // database of its own on the server (testing/test-db.ts), so two would also do alone.
          ['vitest', 'run', 'src/reference-api', '--maxWorkers=1'],
          { DATABASE_URL: process.env.TEST_DATABASE_URL },
          { beside: true },
        ],
      ]
    : []),
  ['unit', 'npx', ['vitest', 'run']],
  ['build', 'npm', ['run', '--silent', 'build']],
  ['size', 'node', ['scripts/check-size.mjs']],
  ['package', 'node', ['scripts/check-package.mjs']],
  ['embedder projects', 'npx', ['vitest', 'run', '--config', 'tests/packed/vitest.config.ts']],
  ['browser', 'npx', ['wtr', '--config', 'web-test-runner.config.mjs']],
  // The end-to-end stage's timeouts are tuned for a machine it has to itself.
  ['end-to-end', 'npx', ['playwright', 'test'], {}, { after: ['api on PostgreSQL'] }],
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
  const plain = timings.map(({ name, wallMs, cpuMs }) => ({ name, wallMs, cpuMs }));
  writeFileSync(
    'test-results/stage-timings.json',
    `${JSON.stringify({ outcome, timings: plain }, null, 2)}\n`,
  );
}

/** Stages running in the background: name → { started, cpuBefore, log, done: Promise<status> }. */
const besides = new Map();

/** Waits for a background stage, prints its output, and stops the run if it failed. */
async function finish(name) {
  const stage = besides.get(name);
  if (!stage) return;
  besides.delete(name);
  const status = await stage.done;
  const wallMs = stage.endedAt - stage.started;
  // Its CPU: what the children used while it ran, less the foreground stages' own (measured around
  // their spawnSync, during which no background exit is reaped).
  const foreground = timings
    .filter((timing) => timing.during?.has(name))
    .reduce((sum, t) => sum + t.cpuMs, 0);
  timings.push({ name: `${name} (beside)`, wallMs, cpuMs: stage.cpuAtEnd - stage.cpuBefore - foreground });
  console.log(
    `\n▶ ${name} (ran beside the stages above, ${seconds(wallMs)} s): its output, ${stage.logFile}`,
  );
  console.log(
    readFileSync(stage.logFile, 'utf8')
      .split('\n')
      .slice(status === 0 ? -12 : -200)
      .join('\n'),
  );
  if (status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${status}).`);
    report(`failed at ${name}`);
    process.exit(status ?? 1);
  }
}

for (const [name, command, args, env, options = {}] of steps) {
  if (only.length && !only.includes(name)) continue;
  for (const before of options.after ?? []) await finish(before);
  const stageEnv = { ...process.env, ...env };
  if (options.beside) {
    mkdirSync('test-results', { recursive: true });
    const logFile = `test-results/${name.replaceAll(' ', '-')}.log`;
    const log = createWriteStream(logFile);
    log.on('error', (error) =>
      console.error(`✖ ${name}: its log ${logFile} could not be written: ${error.message}`),
    );
    console.log(`\n▶ ${name} (beside the next stages, output in ${logFile}): ${command} ${args.join(' ')}`);
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: stageEnv });
    const stage = { started: Date.now(), cpuBefore: childCpuMs(), logFile, child };
    // Two sources into one file: neither may end it (pipe's default), or the other's next chunk is a
    // write after end, which crashed a run after all its stages had passed. It ends on 'close'.
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    stage.done = new Promise((resolve) =>
      child.on('close', (status) => {
        stage.endedAt = Date.now();
        stage.cpuAtEnd = childCpuMs();
        log.end(() => resolve(status));
      }),
    );
    besides.set(name, stage);
    continue;
  }
  const stageStarted = Date.now();
  const cpuBefore = childCpuMs();
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: stageEnv });
  timings.push({
    name,
    wallMs: Date.now() - stageStarted,
    cpuMs: childCpuMs() - cpuBefore,
    during: new Set(besides.keys()),
  });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${result.status}).`);
    for (const stage of besides.values()) stage.child.kill();
    report(`failed at ${name}`);
    process.exit(result.status ?? 1);
  }
  // Let a background stage that ended meanwhile be reaped, and stop early when it failed.
  await new Promise((resolve) => setImmediate(resolve));
  for (const [besideName, stage] of besides) if (stage.endedAt) await finish(besideName);
}
for (const name of [...besides.keys()]) await finish(name);
report('passed');
