// A login flood beside ordinary work: GetOrdersTable p95 while 16 connections send wrong passwords
// for distinct addresses, as a ratio to its idle p95 measured in the same run (target ≤ 2×).
// Twice: from many sources (a distinct X-Forwarded-For per request, TRUST_PROXY=1: a botnet) and
// from one source. Loopback only; every loop is bounded and stops by itself.
// Alone: `node bench/flood-bench.mjs [repository folder]` (e.g. an older checkout, for a before/after).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { postJson, startApiServer } from './api-server.mjs';

const port = Number(process.env.BENCH_FLOOD_PORT ?? 8198);
const base = `http://127.0.0.1:${port}/customerportal`;

const post = (path, body, headers = {}) => postJson(base, path, body, headers);

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Times `count` GetOrdersTable calls one after the other: p50 and p95 in ms. */
async function timeOrders(token, count) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    const response = await post(
      '/Order/GetOrdersTable',
      { page: 1, rowsPerPage: 10 },
      { authorization: `Bearer ${token}` },
    );
    if (!response.ok) throw new Error(`GetOrdersTable ${response.status}`);
    await response.arrayBuffer();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/**
 * Floods the login from `connections` loops until `measure` resolves; answers its result beside
 * the flood's answers per status and rate. `manySources` gives each request its own source.
 */
async function duringFlood({ connections, manySources, measure }) {
  let stop = false;
  let sent = 0;
  const statuses = {};
  const maxPerLoop = 20_000;
  const loop = async (connection) => {
    for (let i = 0; i < maxPerLoop && !stop; i++) {
      const n = connection * maxPerLoop + i;
      const headers = manySources
        ? { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` }
        : {};
      try {
        const response = await post(
          '/Authentication/LoginWithCredentials',
          { emailAddress: `flood-${n}@example.net`, password: `wrong-${n}` },
          headers,
        );
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      } catch {
        statuses.error = (statuses.error ?? 0) + 1;
      }
      sent++;
    }
  };
  const loops = Array.from({ length: connections }, (_, c) => loop(c));
  // Let the flood reach its steady state (the queue full, the limits reached) before measuring.
  await sleep(2000);
  const started = performance.now();
  const sentBefore = sent;
  try {
    const result = await measure();
    const seconds = (performance.now() - started) / 1000;
    return { ...result, floodPerSecond: (sent - sentBefore) / seconds, statuses };
  } finally {
    stop = true;
    await Promise.all(loops);
  }
}

/** Runs the flood benchmark against the repository in `cwd` and returns its figures. */
export async function benchFlood({ cwd = process.cwd(), connections = 16, calls = 100 } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'cp-flood-bench-'));
  const server = startApiServer({ cwd, port, dataDir, env: { TRUST_PROXY: '1' } });
  try {
    await server.ready;
    const login = await post('/Authentication/LoginWithCredentials', {
      emailAddress: 'customer@example.com',
      password: 'Portal-demo-2026!',
    }).then((r) => r.json());
    await timeOrders(login.accessToken, 20);
    const idle = await timeOrders(login.accessToken, calls);
    const variants = [];
    for (const [name, manySources] of [
      ['many sources (one X-Forwarded-For per request)', true],
      ['one source', false],
    ]) {
      const flood = await duringFlood({
        connections,
        manySources,
        measure: () => timeOrders(login.accessToken, calls),
      });
      variants.push({ name, ...flood, ratio: flood.p95 / idle.p95 });
      // Let the global window of the login limits end, so the next variant starts alike.
      await sleep(11_000);
    }
    return { connections, calls, idle, variants };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Rows of the API table (figure | value | note) for `benchFlood`'s result. */
export function floodTableRows(flood) {
  return flood.variants.map((v) => {
    const answers = Object.entries(v.statuses)
      .map(([status, count]) => `${count}× ${status}`)
      .join(', ');
    return [
      `GetOrdersTable p95 while ${flood.connections} connections flood the login with wrong passwords (distinct addresses, ${v.name}), ${flood.calls} calls`,
      `p95 ${v.p95.toFixed(1)} ms against ${flood.idle.p95.toFixed(1)} ms idle = ${v.ratio.toFixed(2)}× (p50 ${v.p50.toFixed(1)} ms); flood ${v.floodPerSecond.toFixed(0)} logins/s: ${answers}`,
      `target ≤ 2× idle: ${v.ratio <= 2 ? 'met' : `**missed** (${v.ratio.toFixed(2)}×)`}`,
    ];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cwd = resolve(process.argv[2] ?? '.');
  const result = await benchFlood({ cwd, calls: Number(process.env.BENCH_FLOOD_CALLS ?? 100) });
  console.log(JSON.stringify(result, null, 2));
  for (const row of floodTableRows(result)) console.log(`| ${row.join(' | ')} |`);
}
