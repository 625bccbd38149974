// `npm run test:repeat [-- N] [--only browser|end-to-end] [--no-build]`: hunts flaky tests before a
// stop (not in CI). Builds once, then runs the browser stage (@web/test-runner) and the end-to-end
// stage (Playwright, retries off) N times (default 5), and reports every test that failed at least
// once, with how often and its first error. Exits 1 when any test failed in any run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 5);
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? args[onlyIndex + 1] : undefined;
const stages = ['browser', 'end-to-end'].filter((stage) => !only || stage === only);
const scratch = mkdtempSync(join(tmpdir(), 'cp-test-repeat-'));

/** Runs a command with the output shown; its exit status. */
function run(command, commandArgs, env = {}) {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

/** The browser stage once; its tests' outcomes. */
function browserRun(index) {
  const file = join(scratch, `browser-${index}.jsonl`);
  const status = run('npx', ['wtr', '--config', 'web-test-runner.config.mjs'], { WTR_RESULTS_FILE: file });
  const results = readLines(file);
  if (status !== 0 && !results.some((result) => !result.passed))
    results.push({ file: '(runner)', test: `exit ${status}`, passed: false, error: 'see its output' });
  return results;
}

/** The end-to-end stage once, without retries; its tests' outcomes. */
function endToEndRun(index) {
  const file = join(scratch, `e2e-${index}.json`);
  const status = run('npx', ['playwright', 'test', '--retries=0', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  const results = [];
  const visit = (suite, prefix) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        const result = test.results.at(-1);
        if (!result || result.status === 'skipped') continue;
        results.push({
          file: spec.file,
          test: [...prefix, spec.title].join(' › '),
          passed: result.status === 'passed',
          error: result.error?.message?.split('\n')[0],
        });
      }
    for (const child of suite.suites ?? []) visit(child, [...prefix, child.title]);
  };
  try {
    for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites) visit(suite, []);
  } catch {
    // No report: the run failed before any test (e.g. a server did not start).
  }
  if (status !== 0 && !results.some((result) => !result.passed))
    results.push({ file: '(runner)', test: `exit ${status}`, passed: false, error: 'see its output' });
  return results;
}

function readLines(file) {
  try {
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  } catch {
    return [];
  }
}

if (
  !args.includes('--no-build') &&
  stages.includes('end-to-end') &&
  run('npm', ['run', '--silent', 'build']) !== 0
)
  process.exit(1);

/** `${stage} ${file} › ${test}` → { failures, error } */
const failures = new Map();
const counted = Object.fromEntries(stages.map((stage) => [stage, { runs: 0, tests: 0 }]));
for (let index = 1; index <= runs; index += 1) {
  for (const stage of stages) {
    console.log(`\n▶ run ${index}/${runs}: ${stage}`);
    const results = stage === 'browser' ? browserRun(index) : endToEndRun(index);
    counted[stage].runs += 1;
    counted[stage].tests = Math.max(counted[stage].tests, results.length);
    for (const result of results.filter((outcome) => !outcome.passed)) {
      const key = `${stage}  ${result.file} › ${result.test}`;
      const seen = failures.get(key) ?? { failures: 0, error: result.error };
      seen.failures += 1;
      failures.set(key, seen);
    }
  }
}
rmSync(scratch, { recursive: true, force: true });

console.log('\n═══ test:repeat');
for (const [stage, { runs: stageRuns, tests }] of Object.entries(counted))
  console.log(`${stage}: ${stageRuns} runs of ${tests} tests`);
if (failures.size === 0) {
  console.log(`No test failed in ${runs} runs.`);
} else {
  console.log(`${failures.size} test(s) failed at least once:`);
  for (const [key, { failures: count, error }] of failures)
    console.log(`  ${count}/${runs}  ${key}\n        ${error ?? ''}`);
  process.exit(1);
}
