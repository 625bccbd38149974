// Reference API figures: first start (create + seed), restart with an existing data folder,
// resident memory after start, and GetOrdersTable latency (page 1, sorted, with a search term)
// beside a baseline measured in the same run (page 1, no sort, no search). Beside each wall-clock
// figure stands the CPU time the server process spent on it (from /proc), which other work on a
// shared machine does not inflate: wall-clock percentiles there say more about the neighbours.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const port = Number(process.env.BENCH_API_PORT ?? 8199);
const base = `http://127.0.0.1:${port}/customerportal`;

function startServer(dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/reference-api/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const ready = (async () => {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
      try {
        if ((await fetch(`${base}/health`)).ok)
          return { ms: performance.now() - started, cpuMs: cpuMs(child.pid) };
      } catch {}
      await sleep(25);
    }
  })();
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { child, ready, stop };
}

function residentMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** CPU time (user + system) the process has used so far, in ms. */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Times `count` calls after a warm-up; also the server's CPU time per timed call. */
async function timeCalls(token, body, count, serverPid) {
  const call = async () => {
    const t0 = performance.now();
    const response = await fetch(`${base}/Order/GetOrdersTable`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`GetOrdersTable ${response.status}`);
    await response.arrayBuffer();
    return performance.now() - t0;
  };
  for (let i = 0; i < 20; i++) await call();
  const cpuBefore = cpuMs(serverPid);
  const times = [];
  for (let i = 0; i < count; i++) times.push(await call());
  return { times: times.sort((a, b) => a - b), cpuPerCall: (cpuMs(serverPid) - cpuBefore) / count };
}

/** Runs the API benchmark and returns its figures. */
export async function benchApi({ calls = 200 } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'cp-bench-'));
  try {
    const first = startServer(dataDir);
    const firstStartMs = (await first.ready).ms;
    await first.stop();

    const server = startServer(dataDir);
    const { ms: restartMs, cpuMs: restartCpuMs } = await server.ready;
    await sleep(500);
    const rssMb = residentMb(server.child.pid);
    const login = await fetch(`${base}/Authentication/LoginWithCredentials`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailAddress: 'customer@example.com', password: 'Portal-demo-2026!' }),
    }).then((r) => r.json());
    const measured = [];
    for (const [name, body] of [
      ['baseline: page 1, no sort, no search', { page: 1, rowsPerPage: 10 }],
      [
        'page 1, sorted by date, search "gc1"',
        { page: 1, rowsPerPage: 10, sortBy: 'dateOrder', descending: true, search: 'gc1' },
      ],
      [
        'page 1, sorted by weight, search "1020x720"',
        { page: 1, rowsPerPage: 10, sortBy: 'weight', descending: true, search: '1020x720' },
      ],
    ]) {
      const { times, cpuPerCall } = await timeCalls(login.accessToken, body, calls, server.child.pid);
      measured.push({
        name,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        min: times[0],
        max: times.at(-1),
        cpuPerCall,
      });
    }
    const rssAfterMb = residentMb(server.child.pid);
    await server.stop();
    return { firstStartMs, restartMs, restartCpuMs, rssMb, rssAfterMb, calls, latency: measured };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
