// A mill's scale (issue 29 §5): a generated mill (src/reference-api/scale, docs/scale.md) loaded through
// the integration import — or the database or folder that already holds it — then the real server
// (production settings, no demo data) and, signed in as the largest client's customer: GetOrdersTable
// page 1 plain (the reference), sorted by each sortable column, searched, deep in the list, the All
// view's first window, "export all" (time to first byte, total, the server's RSS sampled), and four
// other clients' customers paging idle and during that export. Targets: p95 ≤ 20 ms on page 1, ≤ 40 ms
// deep, memory not growing with rows, others ≤ 2× idle. Loopback only; every loop is bounded.
// `npm run bench -- --scale mill [--positions n] [--database-url url]` (PostgreSQL: the flag or
// BENCH_SCALE_DATABASE_URL), `--scale mill-pglite [--positions n] [--data-dir folder]`.
// BENCH_SCALE_CALLS (default 40) sets the calls per figure.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { postJson, startApiServer } from './api-server.mjs';

const port = Number(process.env.BENCH_SCALE_PORT ?? 8196);
const base = `http://127.0.0.1:${port}/customerportal`;
/** The benchmark logins' password (src/reference-api/scale/activate-mill-logins.ts). */
const PASSWORD = 'Mill-scale-bench-2026!';
/** Searches as a user types them: one word, two words, a word no row has. */
export const SEARCHES = { 'one word': 'chipboard', 'two words': 'boxboard wrapped', 'no hit': 'xylophone' };
const DEEP_PAGE = 10_000;
const ROWS = 10;

/** `--scale`, `--positions`, `--clients`, `--database-url`, `--data-dir` of the bench's arguments. */
export function scaleOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    strict: false,
    options: {
      scale: { type: 'string' },
      positions: { type: 'string' },
      clients: { type: 'string' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
    },
  });
  const number = (text) => (text === undefined ? undefined : Number(text));
  return {
    scale: values.scale ?? 'mill',
    positions: number(values.positions),
    clients: number(values.clients),
    databaseUrl: values['database-url'] ?? process.env.BENCH_SCALE_DATABASE_URL,
    dataDir: values['data-dir'],
  };
}

/** The sortable columns of the orders table, read from the one list the client and server use. */
function sortableOrderColumns(cwd) {
  const code =
    "import('./src/core/api/contract/table-columns.ts').then((m) => console.log(JSON.stringify(m.ORDER_COLUMNS.filter((c) => c.sortable).map((c) => c.key))))";
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`reading the order columns: ${result.stderr}`);
  return JSON.parse(result.stdout);
}

/** Runs `npm run generate -- … --if-needed --json`, its lines shown as they come; answers its JSON. */
function generate({ cwd, scale, positions, clients, databaseUrl, dataDir, print }) {
  const args = ['--import', 'tsx', 'src/reference-api/scale/generate-command.ts', '--scale', scale];
  if (positions) args.push('--positions', String(positions));
  if (clients) args.push('--clients', String(clients));
  args.push(
    ...(databaseUrl ? ['--database-url', databaseUrl] : ['--data-dir', dataDir]),
    '--if-needed',
    '--json',
  );
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let json;
    let errors = '';
    let rest = '';
    child.stdout.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) {
        if (line.startsWith('{')) json = JSON.parse(line);
        else print(`  generate: ${line}`);
      }
    });
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('exit', (code) => {
      if (rest.startsWith('{')) json = JSON.parse(rest);
      if (code === 0 && json) done(json);
      else fail(new Error(`npm run generate failed (${code}):\n${errors.slice(-2000)}`));
    });
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** p50, p95, longest and count of a list of call times. */
export function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? 0,
    calls: sorted.length,
  };
}

async function login(email) {
  const response = await postJson(base, '/Authentication/LoginWithCredentials', {
    emailAddress: email,
    password: PASSWORD,
  });
  if (!response.ok) throw new Error(`login as ${email}: ${response.status} ${await response.text()}`);
  return (await response.json()).accessToken;
}

/** One GetOrdersTable call: its time in ms and its answer. */
async function ordersTable(token, body) {
  const t0 = performance.now();
  const response = await postJson(base, '/Order/GetOrdersTable', body, { authorization: `Bearer ${token}` });
  if (!response.ok)
    throw new Error(`GetOrdersTable ${JSON.stringify(body)}: ${response.status} ${await response.text()}`);
  const answer = await response.json();
  return { ms: performance.now() - t0, answer };
}

/** `count` GetOrdersTable calls of `body`, one after the other, after three unmeasured ones. */
async function timeTable(token, body, count) {
  for (let i = 0; i < 3; i++) await ordersTable(token, body);
  const times = [];
  let total;
  for (let i = 0; i < count; i++) {
    const { ms, answer } = await ordersTable(token, body);
    times.push(ms);
    total = answer.total ?? answer.items.length;
  }
  return { ...summary(times), total };
}

/** The server's resident memory in MB, from /proc (Linux). */
const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : Number.NaN;
};

/**
 * "Export all" of `token`'s client: time to the first byte of the file, total time and bytes, the
 * server's RSS sampled every 50 ms (before, peak).
 */
async function exportAll(token, pid) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  try {
    const t0 = performance.now();
    const response = await postJson(
      base,
      '/Order/ExportAllOrdersToExcel',
      {},
      { authorization: `Bearer ${token}` },
    );
    if (!response.ok) throw new Error(`ExportAllOrdersToExcel: ${response.status} ${await response.text()}`);
    let firstByteMs;
    let bytes = 0;
    for await (const chunk of response.body) {
      firstByteMs ??= performance.now() - t0;
      bytes += chunk.byteLength;
    }
    return { firstByteMs, totalMs: performance.now() - t0, bytes, rssBeforeMb: before, rssPeakMb: peak };
  } finally {
    clearInterval(sampler);
  }
}

/** Each of `tokens` pages (page 1) one call after another until `until` settles, or `count` calls each. */
async function othersPaging(tokens, { count = Number.POSITIVE_INFINITY, until } = {}) {
  let stop = false;
  until?.finally(() => (stop = true));
  const times = [];
  await Promise.all(
    tokens.map(async (token) => {
      for (let i = 0; i < Math.min(count, 100_000) && !stop; i++)
        times.push((await ordersTable(token, { page: 1, rowsPerPage: ROWS })).ms);
    }),
  );
  return summary(times);
}

/** Runs the mill-scale section; answers its figures (`scaleTableRows` turns them into rows). */
export async function benchScale({
  cwd = process.cwd(),
  scale = 'mill',
  positions,
  clients,
  databaseUrl,
  dataDir,
  calls = Number(process.env.BENCH_SCALE_CALLS ?? 40),
  print = (line) => console.error(line),
} = {}) {
  if (scale === 'mill' && !databaseUrl)
    throw new Error('--scale mill runs on PostgreSQL: give --database-url or BENCH_SCALE_DATABASE_URL');
  const folder = databaseUrl
    ? undefined
    : (dataDir ?? join(tmpdir(), `cp-${scale}-${positions ?? 'preset'}`));
  const generated = await generate({ cwd, scale, positions, clients, databaseUrl, dataDir: folder, print });
  const [largest, ...others] = generated.benchClients;
  const server = startApiServer({
    cwd,
    port,
    dataDir: folder ?? join(tmpdir(), 'cp-mill-unused'),
    env: {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      JWT_SECRET: 'mill-scale-bench-secret-of-more-than-32-bytes',
      // Nothing listens there: the imported logins' activation mails wait in the outbox.
      SMTP_URL: 'smtp://127.0.0.1:9',
      MAIL_FROM: 'portal@mill.example',
      LOG: '0',
      EXPORT_MAX_ROWS: String(largest.positions + 1),
    },
  });
  try {
    await server.ready;
    const token = await login(largest.loginEmail);
    // One after another: the server takes a few password checks at a time.
    const otherTokens = [];
    for (const other of others) otherTokens.push(await login(other.loginEmail));
    const plain = { page: 1, rowsPerPage: ROWS };
    const figures = { plain: await timeTable(token, plain, calls) };
    print(`  page 1: p95 ${figures.plain.p95.toFixed(1)} ms of ${figures.plain.total} rows`);
    figures.sorted = {};
    for (const key of sortableOrderColumns(cwd)) {
      figures.sorted[key] = await timeTable(
        token,
        { ...plain, sortBy: key, descending: key.startsWith('date') },
        calls,
      );
    }
    figures.searched = {};
    for (const [name, search] of Object.entries(SEARCHES))
      figures.searched[name] = { search, ...(await timeTable(token, { ...plain, search }, calls)) };
    const deepPage = Math.max(1, Math.min(DEEP_PAGE, Math.ceil(figures.plain.total / ROWS)));
    figures.deep = {
      page: deepPage,
      ...(await timeTable(token, { page: deepPage, rowsPerPage: ROWS }, calls)),
    };
    figures.allWindow = await timeTable(token, { page: 1, rowsPerPage: 100 }, calls);
    print('  list figures done; others idle, then "export all"');
    figures.othersIdle = await othersPaging(otherTokens, { count: calls });
    // The others page from the moment the export is asked for until its last byte has come.
    const exporting = exportAll(token, server.pid);
    const [exported, othersDuring] = await Promise.all([
      exporting,
      othersPaging(otherTokens, { until: exporting }),
    ]);
    figures.exportAll = { rows: figures.plain.total, ...exported };
    figures.othersDuring = othersDuring;
    // The same export of the smallest benchmark client: the memory it takes, beside the largest's.
    const smallToken = otherTokens.at(-1);
    const smallRows = (await ordersTable(smallToken, plain)).answer.total;
    figures.exportSmall = { rows: smallRows, ...(await exportAll(smallToken, server.pid)) };
    return {
      scale,
      engine: databaseUrl ? 'PostgreSQL' : 'PGlite',
      generated: {
        loaded: generated.loaded,
        seconds: generated.seconds,
        kinds: generated.kinds,
        counts: generated.counts,
      },
      largestClient: largest,
      otherClients: others.length,
      ...figures,
    };
  } finally {
    await server.stop();
  }
}

const ms = (m) =>
  `p95 ${m.p95.toFixed(1)} ms (p50 ${m.p50.toFixed(1)}, longest ${m.max.toFixed(0)}, ${m.calls} calls)`;
const met = (value, limit, unit = 'ms') =>
  value <= limit ? 'met' : `**missed** by ${(value - limit).toFixed(1)} ${unit}`;
const ratio = (m, reference) => `${(m.p95 / reference.p95).toFixed(2)}× page 1`;

/** Rows (figure | value | note) of `benchScale`'s result. */
export function scaleTableRows(r) {
  const n = (x) => x.toLocaleString('en');
  const who = `${r.engine}, ${n(r.generated.counts.positions)} positions; client ${r.largestClient.clientId} (${n(r.largestClient.positions)})`;
  const rows = [];
  for (const kind of r.generated.kinds) {
    const perSecond = kind.seconds > 0 ? kind.records / kind.seconds : 0;
    rows.push([
      `${r.engine}: load ${kind.call}, batches of ≤ 10,000`,
      `${n(kind.records)} records in ${kind.seconds.toFixed(1)} s = ${n(Math.round(perSecond))}/s`,
      Object.entries(kind.counts)
        .map(([name, count]) => `${name} ${n(count)}`)
        .join(', '),
    ]);
  }
  if (r.generated.kinds.length === 0)
    rows.push([
      `${r.engine}: load`,
      'already loaded, reused',
      `checked in ${r.generated.seconds.toFixed(1)} s`,
    ]);
  rows.push([
    `${who}: GetOrdersTable page 1, ${ROWS} rows, plain`,
    ms(r.plain),
    `reference; ≤ 20 ms: ${met(r.plain.p95, 20)}`,
  ]);
  for (const [key, m] of Object.entries(r.sorted))
    rows.push([`… sorted by ${key}`, `${ms(m)} = ${ratio(m, r.plain)}`, `≤ 20 ms: ${met(m.p95, 20)}`]);
  for (const [name, m] of Object.entries(r.searched))
    rows.push([
      `… searched, ${name} ("${m.search}", ${n(m.total)} rows)`,
      `${ms(m)} = ${ratio(m, r.plain)}`,
      `≤ 20 ms: ${met(m.p95, 20)}`,
    ]);
  rows.push([
    `… page ${n(r.deep.page)}`,
    `${ms(r.deep)} = ${ratio(r.deep, r.plain)}`,
    `≤ 40 ms: ${met(r.deep.p95, 40)}`,
  ]);
  rows.push([
    "… the All view's first window (100 rows)",
    `${ms(r.allWindow)} = ${ratio(r.allWindow, r.plain)}`,
    `≤ 20 ms: ${met(r.allWindow.p95, 20)}`,
  ]);
  const e = r.exportAll;
  const s = r.exportSmall;
  const growth = e.rssPeakMb - e.rssBeforeMb;
  const smallGrowth = s.rssPeakMb - s.rssBeforeMb;
  // Memory that does not grow with rows: the large export's growth within twice the small one's (or 64 MB).
  const flat = growth <= Math.max(2 * smallGrowth, 64);
  rows.push([
    `… "export all" of ${n(e.rows)} rows`,
    `first byte ${e.firstByteMs.toFixed(0)} ms, all ${(e.totalMs / 1000).toFixed(1)} s, ${(e.bytes / 2 ** 20).toFixed(1)} MB; server RSS ${e.rssBeforeMb.toFixed(0)} → peak ${e.rssPeakMb.toFixed(0)} MB (+${growth.toFixed(0)} MB)`,
    `beside ${n(s.rows)} rows: +${smallGrowth.toFixed(0)} MB (first byte ${s.firstByteMs.toFixed(0)} ms, ${(s.totalMs / 1000).toFixed(1)} s); not growing with rows: ${flat ? 'met' : '**missed**'}`,
  ]);
  const during = r.othersDuring.p95 / r.othersIdle.p95;
  rows.push([
    `${r.otherClients} other clients' customers paging (page 1) idle`,
    ms(r.othersIdle),
    'the reference of the row below',
  ]);
  rows.push([
    `… while the "export all" above runs`,
    `${ms(r.othersDuring)} = ${during.toFixed(2)}× idle`,
    `≤ 2× idle: ${during <= 2 ? 'met' : `**missed** (${during.toFixed(2)}×)`}`,
  ]);
  return rows;
}

/** Writes bench/results/scale-<scale>.json (every figure) and .md (the table), and answers the table. */
export function writeScaleResults(result, { date, machine, load }) {
  const table = [
    '| Figure | Value | Note |',
    '| --- | --- | --- |',
    ...scaleTableRows(result).map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
  const heading = `# Mill scale (${result.scale}), ${date}\n\n${machine}; load average ${load.start.toFixed(2)} at the start, ${load.end.toFixed(2)} at the end.\n\n`;
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    `bench/results/scale-${result.scale}.json`,
    `${JSON.stringify({ date, machine, load, ...result }, null, 2)}\n`,
  );
  writeFileSync(`bench/results/scale-${result.scale}.md`, `${heading}${table}\n`);
  return table;
}
