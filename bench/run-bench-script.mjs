// Runs one TypeScript benchmark script of the reference API on one engine (PGlite, or the PostgreSQL
// server `databaseUrl` names) and answers the JSON of its last line: import-bench.mjs, alerts-bench.mjs.
import { spawnSync } from 'node:child_process';

/** Runs `script` (with `args`) through tsx; throws with its stderr's end when it fails. */
export function runBenchScript(script, databaseUrl, args = []) {
  const env = { ...process.env };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 15 * 60_000,
  });
  const line = result.stdout
    .trim()
    .split('\n')
    .findLast((l) => l.startsWith('{'));
  if (result.status !== 0 || !line) throw new Error(`${script} failed:\n${result.stderr.slice(-2000)}`);
  return JSON.parse(line);
}
