// Ordinary work beside heavy work (issue 23): a logged-in user's GetOrdersTable p95 idle, while 16
// connections from one source send ResetPassword with made-up tokens, and while three logins ask
// for "export all" of the demo client's orders over and over — each beside the idle p95 measured
// in the same run (target ≤ 2×). Loopback only; every loop is bounded in time and stops by itself.
// Alone: `npm run bench -- api-load`, or `node bench/load-bench.mjs [repository folder]`.
// BENCH_LOAD_SECONDS (default 10) sets how long each load runs while it is measured.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { postJson, startApiServer } from './api-server.mjs';

const port = Number(process.env.BENCH_LOAD_PORT ?? 8197);
const base = `http://127.0.0.1:${port}/customerportal`;
const demoPassword = 'Portal-demo-2026!';
/** The demo customer's client (customer@example.com), whose orders "export all" writes. */
const DEMO_CLIENT = 1001;

const post = (path, body, headers = {}) => postJson(base, path, body, headers);

async function login(email) {
  const response = await post('/Authentication/LoginWithCredentials', {
    emailAddress: email,
    password: demoPassword,
  });
  if (!response.ok) throw new Error(`login as ${email}: ${response.status} ${await response.text()}`);
  return (await response.json()).accessToken;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Times GetOrdersTable calls one after the other, `count` of them or, given `seconds`, as many as
 * fit (at least 20): p50, p95, the longest and how many.
 */
async function timeOrders(token, { count = Number.POSITIVE_INFINITY, seconds = Number.POSITIVE_INFINITY }) {
  const times = [];
  const started = performance.now();
  while (times.length < count && (times.length < 20 || performance.now() - started < seconds * 1000)) {
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
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1) ?? 0,
    calls: times.length,
  };
}

/**
 * Runs `loops` copies of `send` until `measure` resolves, counting answers per status; the load
 * gets `warmupMs` to reach its steady state first.
 */
async function during({ loops, send, measure, warmupMs = 1000 }) {
  let stop = false;
  const statuses = {};
  const loop = async (index) => {
    for (let i = 0; i < 100_000 && !stop; i++) {
      try {
        const status = await send(index, i);
        statuses[status] = (statuses[status] ?? 0) + 1;
      } catch {
        statuses.error = (statuses.error ?? 0) + 1;
      }
    }
  };
  const running = Array.from({ length: loops }, (_, index) => loop(index));
  await sleep(warmupMs);
  const before = Object.values(statuses).reduce((a, b) => a + b, 0);
  const started = performance.now();
  try {
    const result = await measure();
    const seconds = (performance.now() - started) / 1000;
    const sent = Object.values(statuses).reduce((a, b) => a + b, 0) - before;
    return { ...result, perSecond: sent / seconds, statuses };
  } finally {
    stop = true;
    await Promise.all(running);
  }
}

/** Runs the load benchmark against the repository in `cwd` and returns its figures. */
export async function benchLoad({ cwd = process.cwd(), seconds = 10 } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'cp-load-bench-'));
  const server = startApiServer({ cwd, port, dataDir });
  try {
    await server.ready;
    const customer = await login('customer@example.com');
    const exporters = [
      { token: customer, query: '' },
      { token: await login('staff@example.com'), query: `?clientId=${DEMO_CLIENT}` },
      { token: await login('agent@example.com'), query: '?clientId=1002' },
    ];
    const total = await post(
      '/Order/GetOrdersTable',
      { page: 1, rowsPerPage: 1 },
      { authorization: `Bearer ${customer}` },
    ).then(async (r) => (await r.json()).total);
    await timeOrders(customer, { count: 20 });
    const idle = await timeOrders(customer, { count: 100 });

    // One source, made-up tokens: each a valid-looking 43-character token and a strong password.
    const flood = await during({
      loops: 16,
      send: async () => {
        const response = await post('/Authentication/ResetPassword', {
          token: randomBytes(32).toString('base64url'),
          password: `Made-up ${randomBytes(9).toString('base64url')} password`,
        });
        await response.arrayBuffer();
        return response.status;
      },
      measure: () => timeOrders(customer, { seconds }),
    });

    // Three logins ask for "export all" and ask again as soon as one is answered (after a refusal,
    // after its Retry-After, as a client should); the files' sizes prove they were whole.
    let exportedBytes = 0;
    const exports = await during({
      loops: 3,
      warmupMs: 500,
      send: async (index) => {
        const { token, query } = exporters[index];
        const response = await post(
          `/Order/ExportAllOrdersToExcel${query}`,
          {},
          { authorization: `Bearer ${token}` },
        );
        const bytes = (await response.arrayBuffer()).byteLength;
        if (response.ok) exportedBytes += bytes;
        if (response.status === 429)
          await sleep(Math.min(2, Number(response.headers.get('retry-after') ?? 1)) * 1000);
        return response.status;
      },
      measure: () => timeOrders(customer, { seconds }),
    });
    const answered = exports.statuses[200] ?? 0;
    return {
      seconds,
      exportRows: total,
      idle,
      flood: { ...flood, ratio: flood.p95 / idle.p95 },
      exports: {
        ...exports,
        ratio: exports.p95 / idle.p95,
        averageFileKb: answered ? exportedBytes / answered / 1024 : 0,
      },
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const statusList = (statuses) =>
  Object.entries(statuses)
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ');

const target = (ratio) => `target ≤ 2× idle: ${ratio <= 2 ? 'met' : `**missed** (${ratio.toFixed(2)}×)`}`;

/** Rows of the API table (figure | value | note) for `benchLoad`'s result. */
export function loadTableRows(load) {
  const { idle, flood, exports } = load;
  const figure = (m) =>
    `p95 ${m.p95.toFixed(1)} ms against ${idle.p95.toFixed(1)} ms idle = ${m.ratio.toFixed(2)}× (p50 ${m.p50.toFixed(1)} ms, longest ${m.max.toFixed(0)} ms, ${m.calls} calls)`;
  return [
    [
      `GetOrdersTable p95 idle (a logged-in customer, page 1 of 10 rows), ${idle.calls} calls`,
      `p95 ${idle.p95.toFixed(1)} ms (p50 ${idle.p50.toFixed(1)} ms, longest ${idle.max.toFixed(0)} ms)`,
      'the baseline of the two rows below',
    ],
    [
      `GetOrdersTable p95 while 16 connections from one source send ResetPassword with made-up tokens, ${load.seconds} s`,
      `${figure(flood)}; flood ${flood.perSecond.toFixed(0)} requests/s: ${statusList(flood.statuses)}`,
      target(flood.ratio),
    ],
    [
      `GetOrdersTable p95 while three logins ask for "export all" of ${load.exportRows.toLocaleString('en')} order rows over and over, ${load.seconds} s`,
      `${figure(exports)}; exports: ${statusList(exports.statuses)}, ${exports.averageFileKb.toFixed(0)} kB each`,
      target(exports.ratio),
    ],
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cwd = resolve(process.argv[2] ?? '.');
  const result = await benchLoad({ cwd, seconds: Number(process.env.BENCH_LOAD_SECONDS ?? 10) });
  console.log(JSON.stringify(result, null, 2));
  for (const row of loadTableRows(result)) console.log(`| ${row.join(' | ')} |`);
}
