// The reference API as the API benchmarks start it: its own process on a loopback port and a
// throwaway data folder, ready once /health answers, stopped with SIGTERM. Every wait is capped, so
// a server that stops answering ends the benchmark instead of hanging it.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/** No single wait of an API benchmark may take longer. */
export const capMs = 180_000;

/** Starts `src/reference-api/main.ts` of checkout `cwd` on `port`; `env` adds settings. */
export function startApiServer({ cwd, port, dataDir, env = {} }) {
  const base = `http://127.0.0.1:${port}/customerportal`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/reference-api/main.ts'], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const ready = (async () => {
    const started = performance.now();
    while (performance.now() - started < capMs) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
      try {
        if ((await fetch(`${base}/health`)).ok) return;
      } catch {}
      await sleep(50);
    }
    throw new Error('server did not answer /health in time');
  })();
  const stop = () =>
    new Promise((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  return { ready, stop, pid: child.pid };
}

/** POSTs JSON to `base` + an API path (`/Authentication/…`), the wait capped. */
export const postJson = (base, path, body, headers = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(capMs),
  });
