// The capacity model (issue 29 §6): the CPU time the real server process spends on each common call
// (from /proc, all its threads: the password hashes too), and on PostgreSQL the CPU of the database's
// backends, each call sent over and over by `concurrency` loops for `seconds`, the instance's idle CPU
// taken off. CPU time per call, not wall time, is the basis: other work on a shared machine stretches
// wall times but hardly the CPU a call costs. bench/capacity-model.mjs turns the figures and a usage
// profile into requests/s per core and signed-in users per instance. On PostgreSQL a second instance
// then starts on the same database and the profile's mix runs against one instance, then both (round
// robin), each saturated: what the second instance adds, and where the database's CPU goes.
// Alone: `npm run bench -- capacity` (BENCH_DATABASE_URL: on a throwaway database of that server,
// else on PGlite with one instance); BENCH_CAPACITY_SECONDS (default 5) per call.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { cpuMs } from './api-bench.mjs';
import { startApiServer } from './api-server.mjs';
import { capacityModel, USAGE_PROFILE } from './capacity-model.mjs';

const EMAIL = 'customer@example.com';
const PASSWORD = 'Portal-demo-2026!';
const LOAD_NUMBER = 'L2611-70001';
/** Settings of the bench's servers: password checks per source and streams per login are flood limits, not costs. */
const SERVER_ENV = { LOGIN_CHECKS_PER_SOURCE: '1000000', LIVE_STREAMS_PER_LOGIN: '1000' };

const progress = (step) => console.error(`capacity: ${step} (${new Date().toISOString().slice(11, 19)})`);

/** CPU ms of a process that may have ended meanwhile (then undefined). */
const cpuOf = (pid) => {
  try {
    return cpuMs(pid);
  } catch {
    return undefined;
  }
};

/** The machine's busy CPU ms so far, all processes and cores (/proc/stat: all but idle and iowait). */
function machineBusyMs() {
  const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const total = ticks.slice(0, 8).reduce((a, b) => a + b, 0);
  // USER_HZ is 100 on Linux: a tick is 10 ms.
  return (total - ticks[3] - ticks[4]) * 10;
}

/**
 * The CPU of a PostgreSQL database's backends (their pids from pg_stat_activity, their CPU from /proc),
 * looked at every 200 ms so a backend that ends between two looks loses at most that much.
 */
async function watchDatabase(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  /** pid → the last CPU ms seen. */
  const seen = new Map();
  const look = async () => {
    const { rows } = await client.query(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    for (const { pid } of rows) {
      const ms = cpuOf(pid);
      if (ms !== undefined) seen.set(pid, ms);
    }
  };
  let looking = look();
  const timer = setInterval(() => {
    looking = looking.then(look, look);
  }, 200);
  return {
    /** The CPU ms of every backend seen so far, after a fresh look. */
    async snapshot() {
      looking = looking.then(look, look);
      await looking;
      return new Map(seen);
    },
    async stop() {
      clearInterval(timer);
      await looking.catch(() => {});
      await client.end();
    },
  };
}

/** CPU ms the backends spent between two snapshots (a backend new since the first counts from 0). */
const databaseMs = (before, after) =>
  [...after].reduce((total, [pid, ms]) => total + ms - (before.get(pid) ?? 0), 0);

/** A request to the API of `base`; throws on an answer that is not 2xx. */
async function call(base, method, path, { token, body, query } = {}) {
  const url = `${base}${path}${query ? `?${new URLSearchParams(query)}` : ''}`;
  const response = await fetch(url, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(60_000),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

const json = async (responsePromise) => (await responsePromise).json();

/**
 * The measured calls: name → what it is and how one loop sends it (`session` is the loop's own token
 * pair, which a refresh replaces). `ids` holds what the calls need from the seed.
 */
function callsOf(ids) {
  const get = (path, query) => (base, session) =>
    call(base, 'GET', path, { token: session.accessToken, query }).then((r) => r.arrayBuffer());
  const post = (path, body) => (base, session) =>
    call(base, 'POST', path, { token: session.accessToken, body }).then((r) => r.arrayBuffer());
  return {
    'sign-in': {
      label: 'sign-in with the password (LoginWithCredentials, scrypt)',
      // One source holds at most a share of the password hashes (auth/hash-pool.ts): 2 loops stay within.
      loops: 2,
      send: (base) =>
        call(base, 'POST', '/Authentication/LoginWithCredentials', {
          body: { emailAddress: EMAIL, password: PASSWORD },
        }).then((r) => r.arrayBuffer()),
    },
    refresh: {
      label: 'token refresh (RefreshAccessToken)',
      send: async (base, session) => {
        const { accessToken, refreshToken } = session;
        const pair = await json(
          call(base, 'POST', '/Authentication/RefreshAccessToken', { body: { accessToken, refreshToken } }),
        );
        session.accessToken = pair.accessToken;
        session.refreshToken = pair.refreshToken;
      },
    },
    profile: { label: 'GetProfile (each load of the host)', send: get('/Account/GetProfile') },
    unread: { label: "GetUnreadCount (the bell's poll)", send: get('/Notifications/GetUnreadCount') },
    orders: {
      label: 'GetOrdersTable page 1, 10 rows',
      send: post('/Order/GetOrdersTable', { page: 1, rowsPerPage: 10 }),
    },
    'orders-searched': {
      label: 'GetOrdersTable page 1, sorted by date, search "gc1"',
      send: post('/Order/GetOrdersTable', {
        page: 1,
        rowsPerPage: 10,
        sortBy: 'dateOrder',
        descending: true,
        search: 'gc1',
      }),
    },
    deliveries: {
      label: 'GetDeliveriesTable page 1, 10 rows',
      send: post('/Delivery/GetDeliveriesTable', { page: 1, rowsPerPage: 10 }),
    },
    'dash-memo': { label: 'dashboard: GetMemo', send: get('/Memos/GetMemo', { memoType: 'Dashboard' }) },
    'dash-orders': { label: 'dashboard: GetRecentOrders', send: get('/Dashboard/GetRecentOrders') },
    'dash-invoices': { label: 'dashboard: GetRecentInvoices', send: get('/Dashboard/GetRecentInvoices') },
    'dash-future': { label: 'dashboard: GetFutureDeliveries', send: get('/Dashboard/GetFutureDeliveries') },
    'dash-tracking': {
      label: 'dashboard: GetTrackAndTraceDeliveries',
      send: get('/Dashboard/GetTrackAndTraceDeliveries'),
    },
    'dash-news': { label: 'dashboard: GetNews', send: get('/Dashboard/GetNews') },
    'tracking-info': {
      label: 'tracking: GetTruckloadTrackAndTraceInfo',
      send: get('/TrackAndTrace/GetTruckloadTrackAndTraceInfo', { loadNumber: LOAD_NUMBER }),
    },
    'tracking-follow': {
      label: 'tracking: GetFollow',
      send: get('/Alerts/GetFollow', { loadNumber: LOAD_NUMBER }),
    },
    'live-open': {
      label: 'tracking: Live/Stream opened until its ready event, then closed',
      send: async (base, session) => {
        const stop = new AbortController();
        const response = await fetch(`${base}/Live/Stream?shipments=${LOAD_NUMBER}`, {
          headers: { authorization: `Bearer ${session.accessToken}` },
          signal: AbortSignal.any([stop.signal, AbortSignal.timeout(60_000)]),
        });
        if (!response.ok) throw new Error(`Live/Stream: ${response.status}`);
        const reader = response.body.getReader();
        let text = '';
        while (!text.includes('event: ready')) {
          const { value, done } = await reader.read();
          if (done) break;
          text += Buffer.from(value).toString('utf8');
        }
        stop.abort();
        await reader.cancel().catch(() => {});
      },
    },
    reprint: {
      label: 'ReprintDeliveryNote (a PDF)',
      send: post('/Delivery/ReprintDeliveryNote', { deliveryId: ids.deliveryId }),
    },
  };
}

/**
 * Runs `loops` loops of `send(loop, i)` for `seconds` (each at least `minCalls` times): the calls
 * made, the wall ms, and the CPU ms of each server, of the database and of this process meanwhile.
 */
async function measure({ loops, seconds, minCalls = 3, send, servers, database }) {
  const serversBefore = servers.map((server) => cpuMs(server.pid));
  const dbBefore = await database?.snapshot();
  const clientBefore = process.cpuUsage();
  const machineBefore = machineBusyMs();
  const started = performance.now();
  let calls = 0;
  await Promise.all(
    Array.from({ length: loops }, async (_, loop) => {
      for (let i = 0; i < minCalls || performance.now() - started < seconds * 1000; i++) {
        await send(loop, i);
        calls++;
      }
    }),
  );
  const wallMs = performance.now() - started;
  const client = process.cpuUsage(clientBefore);
  const machineMs = machineBusyMs() - machineBefore;
  const dbAfter = await database?.snapshot();
  return {
    calls,
    wallMs,
    serverMs: servers.map((server, i) => cpuMs(server.pid) - serversBefore[i]),
    dbMs: database ? databaseMs(dbBefore, dbAfter) : undefined,
    clientMs: (client.user + client.system) / 1000,
    machineMs,
  };
}

/** Starts one server of the bench on the database of `engine` (`{ dataDir }` or `{ databaseUrl }`). */
async function startInstance({ cwd, port, engine }) {
  const dataDir = engine.dataDir ?? mkdtempSync(join(tmpdir(), 'cp-capacity-'));
  const env = { ...SERVER_ENV, ...(engine.databaseUrl ? { DATABASE_URL: engine.databaseUrl } : {}) };
  const server = startApiServer({ cwd, port, dataDir, env });
  try {
    await server.ready;
  } catch (error) {
    await server.stop();
    throw error;
  }
  const stop = async () => {
    await server.stop();
    if (!engine.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  return { base: `http://127.0.0.1:${port}/customerportal`, pid: server.pid, stop };
}

/** The profile's calls in proportion, spread evenly over one repeating list (each call at least once). */
function mixOf(profile) {
  const least = Math.min(...profile.map((entry) => entry.perMinute));
  return profile
    .flatMap((entry) => {
      const count = Math.max(1, Math.round(entry.perMinute / least));
      return Array.from({ length: count }, (_, j) => ({ call: entry.call, at: (j + 0.5) / count }));
    })
    .sort((a, b) => a.at - b.at)
    .map((entry) => entry.call);
}

/**
 * Runs the capacity benchmark: one instance on `engine` (`{ databaseUrl }` of a PostgreSQL database,
 * used as it is and seeded by the server when empty, or `{ dataDir }` of PGlite, else a throwaway
 * one), each call for `seconds` from `concurrency` loops; on PostgreSQL also the mix against one and
 * two instances. Answers the figures and the model.
 */
export async function benchCapacity({
  cwd = process.cwd(),
  engine = {},
  seconds = 5,
  concurrency = 4,
  port = Number(process.env.BENCH_CAPACITY_PORT ?? 9000),
} = {}) {
  const load = { start: loadavg()[0] };
  progress('starting the server (it seeds an empty database first)');
  const first = await startInstance({ cwd, port, engine });
  const instances = [first];
  const database = engine.databaseUrl ? await watchDatabase(engine.databaseUrl) : undefined;
  try {
    const sessions = [];
    for (let loop = 0; loop < 2 * concurrency; loop++)
      sessions.push(
        await json(
          call(first.base, 'POST', '/Authentication/LoginWithCredentials', {
            body: { emailAddress: EMAIL, password: PASSWORD },
          }),
        ),
      );
    const deliveries = await json(
      call(first.base, 'POST', '/Delivery/GetDeliveriesTable', {
        token: sessions[0].accessToken,
        body: { page: 1, rowsPerPage: 1 },
      }),
    );
    const calls = callsOf({ deliveryId: deliveries.items[0].id });

    // Warm-up: the JIT, the database's caches.
    for (const { send } of Object.values(calls))
      for (let i = 0; i < (seconds < 1 ? 1 : 10); i++) await send(first.base, sessions[0]);
    const raw = {};
    progress('measuring each call');
    for (const [name, { send, loops = concurrency }] of Object.entries(calls))
      raw[name] = await measure({
        loops: Math.min(loops, concurrency),
        seconds,
        send: (loop) => send(first.base, sessions[loop]),
        servers: [first],
        database,
      });
    // What the warm instance spends with nobody asking (its timers, the pool's checks), after a pause
    // for what the calls left running (a collection, an index's pending list): taken off each call.
    await sleep(1000);
    const idle = await measure({
      loops: 1,
      seconds: Math.min(3, seconds),
      minCalls: 0,
      send: () => sleep(100),
      servers: [first],
      database,
    });
    const idleMsPerSecond = (idle.serverMs[0] / idle.wallMs) * 1000;
    const idleDbMsPerSecond = database ? (idle.dbMs / idle.wallMs) * 1000 : undefined;
    const measured = {};
    for (const [name, m] of Object.entries(raw))
      measured[name] = {
        label: calls[name].label,
        calls: m.calls,
        wallMs: m.wallMs,
        rawServerMs: m.serverMs[0] / m.calls,
        serverMs: Math.max(0, m.serverMs[0] - (idleMsPerSecond * m.wallMs) / 1000) / m.calls,
        dbMs: database ? Math.max(0, m.dbMs - (idleDbMsPerSecond * m.wallMs) / 1000) / m.calls : undefined,
        clientMs: m.clientMs / m.calls,
      };
    const model = capacityModel({ calls: measured, idleMsPerSecond });

    // Two instances on one PostgreSQL: the profile's mix, saturated, against one and then both.
    let scaling;
    if (engine.databaseUrl) {
      progress('starting a second instance; the mix against one and two');
      instances.push(await startInstance({ cwd, port: port + 1, engine }));
      const mix = mixOf(USAGE_PROFILE);
      const runMix = async (targets) => {
        let next = 0;
        const m = await measure({
          loops: 2 * concurrency,
          seconds: 2 * seconds,
          send: (loop, i) => {
            const target = targets[next++ % targets.length];
            const at = (Math.floor((loop * mix.length) / (2 * concurrency)) + i) % mix.length;
            return calls[mix[at]].send(target.base, sessions[loop]);
          },
          servers: instances,
          database,
        });
        return { instances: targets.length, ...m, rps: (m.calls / m.wallMs) * 1000 };
      };
      // Warm the second instance, then one, two, one, two: neighbours' load drifts, the pairs show it.
      await runMix([instances[1]]);
      scaling = [];
      for (const targets of [[first], instances, [first], instances]) scaling.push(await runMix(targets));
    }
    load.end = loadavg()[0];
    return {
      engine: engine.databaseUrl ? 'PostgreSQL' : 'PGlite',
      cores: availableParallelism(),
      seconds,
      concurrency,
      load,
      idleMsPerSecond,
      idleDbMsPerSecond,
      measured,
      model,
      scaling,
    };
  } finally {
    await database?.stop();
    for (const instance of instances) await instance.stop();
  }
}

/**
 * The benchmark on a throwaway database: on the PostgreSQL server of `serverUrl` (a database named
 * `prefix` + random, dropped at the end), else on PGlite.
 */
export async function benchCapacityOn({ serverUrl, prefix = 'cp_bench_capacity_', ...options } = {}) {
  if (!serverUrl) return benchCapacity(options);
  const { createServerDb, dropServerDb } = await tsImport(
    '../src/reference-api/testing/server-db.ts',
    import.meta.url,
  );
  const { name, url } = await createServerDb(serverUrl, prefix);
  try {
    return await benchCapacity({ ...options, engine: { databaseUrl: url } });
  } finally {
    await dropServerDb(serverUrl, name);
  }
}

const fixed = (n, digits = 1) => (n === undefined ? '—' : n.toFixed(digits));
const whole = (n) => (Number.isFinite(n) ? Math.floor(n).toLocaleString('en') : '∞');

/** The printed tables: the calls, the profile's sums and the model, and on PostgreSQL the two instances. */
export function capacityTables(result) {
  const { measured, model, scaling } = result;
  const db = result.engine === 'PostgreSQL';
  const lines = [
    `Capacity on ${result.engine}, ${result.concurrency} loops × ${result.seconds} s a call; load average ${result.load.start.toFixed(2)} at the start, ${result.load.end.toFixed(2)} at the end. CPU time per call, the instance's idle CPU (${result.idleMsPerSecond.toFixed(1)} ms/s${db ? `, database ${fixed(result.idleDbMsPerSecond)} ms/s` : ''}) taken off.`,
    '',
    `| Call | Calls | Server CPU ms/call | Requests/s per core |${db ? ' PostgreSQL CPU ms/call | DB requests/s per core |' : ''} Bench client CPU ms/call |`,
    `| --- | --- | --- | --- |${db ? ' --- | --- |' : ''} --- |`,
  ];
  for (const row of model.rows) {
    const m = measured[row.name];
    lines.push(
      `| ${m.label} | ${m.calls} | ${fixed(row.serverMs, 2)} | ${whole(row.rpsPerCore)} |${db ? ` ${fixed(row.dbMs, 2)} | ${whole(row.dbRpsPerCore)} |` : ''} ${fixed(m.clientMs, 2)} |`,
    );
  }
  const { perUser } = model;
  const share = `${Math.round(model.share * 100)} %`;
  lines.push(
    '',
    '| Model (profile: bench/capacity-model.mjs USAGE_PROFILE) | Value |',
    '| --- | --- |',
    `| Calls per signed-in user per minute | ${perUser.callsPerMinute.toFixed(2)} |`,
    `| Server CPU per user per minute | ${perUser.serverMsPerMinute.toFixed(1)} ms |`,
    `| Signed-in users per instance at ≤ ${share} of a core | **${whole(model.usersPerInstance)}** |`,
  );
  if (db)
    lines.push(
      `| PostgreSQL CPU per user per minute | ${fixed(perUser.dbMsPerMinute)} ms |`,
      `| Signed-in users per PostgreSQL core at ≤ ${share} | ${whole(model.usersPerDbCore)} |`,
      `| Instances one PostgreSQL core carries before it is the limit | ${model.instancesPerDbCore.toFixed(1)} |`,
      `| Users with 2 instances on a 1-core PostgreSQL: min(2 × ${whole(model.usersPerInstance)}, 1 × ${whole(model.usersPerDbCore)}) | ${whole(model.usersWith(2, 1))} |`,
      `| Users on this 2-core machine, instances and PostgreSQL on it, ≤ ${share} of both cores | ${whole(model.usersOnMachine(2))} |`,
    );
  else
    lines.push(
      '| PostgreSQL and two instances | BENCH_DATABASE_URL not set: PGlite runs inside the one instance |',
    );
  if (scaling) {
    const single = scaling.filter((s) => s.instances === 1);
    const both = scaling.filter((s) => s.instances === 2);
    const mean = (list, f) => list.reduce((t, s) => t + f(s), 0) / list.length;
    const cores = (ms, s) => ms / s.wallMs;
    lines.push(
      '',
      `| The profile's mix, ${2 * result.concurrency} loops, saturated | Requests/s | Instance 1 CPU (cores) | Instance 2 CPU (cores) | PostgreSQL CPU (cores) | Bench client CPU (cores) | Machine busy (cores) | Server + DB CPU ms per call |`,
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const s of scaling)
      lines.push(
        `| ${s.instances === 1 ? 'one instance' : 'two instances, round robin'} | ${s.rps.toFixed(0)} | ${cores(s.serverMs[0], s).toFixed(2)} | ${cores(s.serverMs[1], s).toFixed(2)} | ${cores(s.dbMs, s).toFixed(2)} | ${cores(s.clientMs, s).toFixed(2)} | ${cores(s.machineMs, s).toFixed(2)} | ${((s.serverMs[0] + s.serverMs[1] + s.dbMs) / s.calls).toFixed(2)} |`,
      );
    const ratio = mean(both, (s) => s.rps) / mean(single, (s) => s.rps);
    const ours = mean(both, (s) => cores(s.serverMs[0] + s.serverMs[1] + s.dbMs + s.clientMs, s));
    const machine = mean(both, (s) => cores(s.machineMs, s));
    const limit =
      machine > 0.9 * result.cores
        ? `the machine, not an instance, is the limit here: its ${result.cores} cores were busy (${(machine - ours).toFixed(2)} of them with other work)`
        : 'cores were left: the load did not saturate them';
    lines.push(
      '',
      `Two instances answered ${ratio.toFixed(2)}× the requests/s of one (means of the runs above). With two instances the servers, PostgreSQL and the bench's client used ${ours.toFixed(2)} cores, the whole machine ${machine.toFixed(2)} of ${result.cores}: ${limit}. The model: users ≤ min(instances × ${whole(model.usersPerInstance)}, PostgreSQL cores × ${whole(model.usersPerDbCore)}).`,
    );
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // BENCH_CAPACITY_DATABASE_URL (PostgreSQL) or BENCH_CAPACITY_DATA_DIR (PGlite): a database used as it
  // is, kept seeded between runs, not a throwaway one.
  const ownUrl = process.env.BENCH_CAPACITY_DATABASE_URL;
  const ownDir = process.env.BENCH_CAPACITY_DATA_DIR;
  const result = await benchCapacityOn({
    serverUrl: ownUrl || ownDir ? undefined : process.env.BENCH_DATABASE_URL,
    engine: ownUrl ? { databaseUrl: ownUrl } : ownDir ? { dataDir: ownDir } : {},
    prefix: process.env.BENCH_DB_PREFIX,
    seconds: Number(process.env.BENCH_CAPACITY_SECONDS ?? 5),
  });
  console.log(capacityTables(result));
}
