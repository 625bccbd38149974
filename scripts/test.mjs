// `npm test`: every check, in the order that fails fastest. The same in CI (.ci/run) and locally.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['types', 'npm', ['run', '--silent', 'typecheck']],
  ['unit', 'npx', ['vitest', 'run']],
  ...(process.env.TEST_DATABASE_URL
    ? [
        [
          'api on PostgreSQL',
          'npx',
          ['vitest', 'run', 'src/reference-api'],
          { DATABASE_URL: process.env.TEST_DATABASE_URL },
        ],
      ]
    : []),
  ['build', 'npm', ['run', '--silent', 'build']],
  ['size', 'node', ['scripts/check-size.mjs']],
  ['package', 'node', ['scripts/check-package.mjs']],
  ['browser', 'npx', ['wtr', '--config', 'web-test-runner.config.mjs']],
  ['end-to-end', 'npx', ['playwright', 'test']],
];

const only = process.argv.slice(2);
const timings = [];
for (const [name, command, args, env] of steps) {
  if (only.length && !only.includes(name)) continue;
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push(`${name} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${result.status}). Timings: ${timings.join(', ')}`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n✔ all checks passed. Timings: ${timings.join(', ')}`);
