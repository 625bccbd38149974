// Compressed API answers (issue 29 §4, src/reference-api/platform/compress-answers.ts): bytes on the
// wire and time of a 100-row GetOrdersTable window and of the dashboard's six calls (in parallel, as
// the page sends them), asked raw, with gzip and with brotli of one server in the same run, in
// rotating blocks so neighbours on a shared machine slow each alike. Beside the wall-clock p50/p95
// (answer read and decoded, as a browser does) stands the server's CPU time per call, from /proc.
// Then brotli's and gzip's quality levels on the same window in this process: size and CPU per answer,
// which is what `answerBrotliQuality` was chosen from.
// Alone: `npm run bench -- compress`. BENCH_COMPRESS_DATA_DIR names a data folder a server has already
// seeded (copied first, left as it is): the full seed can outlast the start's wait on a busy machine.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { cpuMs, percentile } from './api-bench.mjs';
import { postJson, startApiServer } from './api-server.mjs';

const port = Number(process.env.BENCH_COMPRESS_PORT ?? 8197);
const encodings = /** @type {const} */ (['identity', 'gzip', 'br']);

/** The dashboard's calls (elements/dashboard/use-dashboard-queries.ts). */
const dashboardPaths = [
  '/Memos/GetMemo?memoType=Dashboard',
  '/Dashboard/GetRecentOrders',
  '/Dashboard/GetRecentInvoices',
  '/Dashboard/GetFutureDeliveries',
  '/Dashboard/GetTrackAndTraceDeliveries',
  '/Dashboard/GetNews',
];
const windowBody = JSON.stringify({ page: 1, rowsPerPage: 100 });

/** One call with `acceptEncoding`: its bytes on the wire and its body decoded. */
function call(agent, token, path, acceptEncoding, body) {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: '127.0.0.1',
        port,
        path: `/customerportal${path}`,
        method: body ? 'POST' : 'GET',
        headers: {
          authorization: `Bearer ${token}`,
          'accept-encoding': acceptEncoding,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        timeout: 30_000,
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const wire = Buffer.concat(chunks);
          if (response.statusCode !== 200) return reject(new Error(`${path} ${response.statusCode}`));
          const encoding = response.headers['content-encoding'];
          const decoded =
            encoding === 'br' ? brotliDecompressSync(wire) : encoding === 'gzip' ? gunzipSync(wire) : wire;
          resolve({ wireBytes: wire.length, encoding: encoding ?? 'identity', decoded });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${path} timed out`)));
    req.on('error', reject);
    req.end(body);
  });
}

const calls = {
  window: (agent, token, encoding) => call(agent, token, '/Order/GetOrdersTable', encoding, windowBody),
  dashboard: async (agent, token, encoding) => {
    const answers = await Promise.all(dashboardPaths.map((path) => call(agent, token, path, encoding)));
    return {
      wireBytes: answers.reduce((sum, a) => sum + a.wireBytes, 0),
      encoding: answers.map((a) => a.encoding).join(','),
      decoded: Buffer.concat(answers.map((a) => a.decoded)),
      answers,
    };
  },
};

/** Times `rounds` blocks of `block` calls per encoding, the encodings taking turns block by block. */
async function measure(agent, token, pid, name, { rounds, block }) {
  const run = calls[name];
  const seen = Object.fromEntries(encodings.map((e) => [e, { times: [], cpuMs: 0, calls: 0, sample: null }]));
  for (const encoding of encodings) for (let i = 0; i < 10; i++) await run(agent, token, encoding);
  for (let round = 0; round < rounds; round++) {
    // Rotate the order each round: no encoding always follows another's garbage collection.
    const order = encodings.map((_, i) => encodings[(i + round) % encodings.length]);
    for (const encoding of order) {
      const entry = seen[encoding];
      const cpuBefore = cpuMs(pid);
      for (let i = 0; i < block; i++) {
        const t0 = performance.now();
        const answer = await run(agent, token, encoding);
        entry.times.push(performance.now() - t0);
        entry.sample ??= answer;
      }
      entry.cpuMs += cpuMs(pid) - cpuBefore;
      entry.calls += block;
    }
  }
  const raw = seen.identity.sample.decoded;
  return Object.fromEntries(
    encodings.map((encoding) => {
      const { times, cpuMs: cpu, calls: count, sample } = seen[encoding];
      // Every encoding must decode to the raw answer's bytes, or its figures mean nothing.
      if (!sample.decoded.equals(raw)) throw new Error(`${name} as ${encoding} decodes to other bytes`);
      const sorted = times.sort((a, b) => a - b);
      return [
        encoding,
        {
          wireBytes: sample.wireBytes,
          rawBytes: raw.length,
          sentAs: sample.encoding,
          perAnswer: sample.answers?.map((a) => ({
            wireBytes: a.wireBytes,
            rawBytes: a.decoded.length,
            sentAs: a.encoding,
          })),
          p50: percentile(sorted, 50),
          p95: percentile(sorted, 95),
          cpuPerCall: cpu / count,
          calls: count,
        },
      ];
    }),
  );
}

/** Size and CPU per answer of brotli's and gzip's levels on `body`, in this process. */
function qualityLevels(body) {
  const levels = [
    ['gzip 1', () => gzipSync(body, { level: 1 })],
    ['gzip 6 (zlib default)', () => gzipSync(body)],
    ['gzip 9', () => gzipSync(body, { level: 9 })],
    ...[1, 4, 5, 6, 11].map((q) => [
      `brotli ${q}`,
      () => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: q } }),
    ]),
  ];
  return levels.map(([name, compress]) => {
    const bytes = compress().length;
    const repeats = name === 'brotli 11' ? 10 : 100;
    const before = process.cpuUsage();
    for (let i = 0; i < repeats; i++) compress();
    const used = process.cpuUsage(before);
    return { name, bytes, ratio: bytes / body.length, cpuMs: (used.user + used.system) / 1000 / repeats };
  });
}

/** Runs the compression benchmark on a seeded server of its own; answers its figures. */
export async function benchCompress({
  rounds = Number(process.env.BENCH_COMPRESS_ROUNDS ?? 10),
  block = 20,
} = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'cp-bench-compress-'));
  const seeded = process.env.BENCH_COMPRESS_DATA_DIR;
  if (seeded) cpSync(seeded, dataDir, { recursive: true });
  const server = startApiServer({ cwd: process.cwd(), port, dataDir });
  const agent = new Agent({ keepAlive: true, maxSockets: 6 });
  try {
    await server.ready;
    const base = `http://127.0.0.1:${port}/customerportal`;
    const login = await postJson(base, '/Authentication/LoginWithCredentials', {
      emailAddress: 'customer@example.com',
      password: 'Portal-demo-2026!',
    }).then((r) => r.json());
    const window = await measure(agent, login.accessToken, server.pid, 'window', { rounds, block });
    const dashboard = await measure(agent, login.accessToken, server.pid, 'dashboard', {
      rounds,
      block: Math.max(1, Math.round(block / 2)),
    });
    const windowBytes = (await calls.window(agent, login.accessToken, 'identity')).decoded;
    return { rounds, block, window, dashboard, levels: qualityLevels(windowBytes) };
  } finally {
    agent.destroy();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value) => `${value.toFixed(2)} ms`;

/** Rows of the API table (figure | value | note) for `benchCompress`'s result. */
export function compressTableRows(result) {
  const rows = [];
  for (const [name, label] of [
    ['window', 'GetOrdersTable, 100-row window'],
    ['dashboard', 'Dashboard, its 6 calls in parallel'],
  ]) {
    const figures = result[name];
    const raw = figures.identity;
    for (const encoding of encodings) {
      const f = figures[encoding];
      const vsRaw =
        encoding === 'identity'
          ? 'reference: asked without Accept-Encoding'
          : `${(f.wireBytes / raw.wireBytes).toFixed(3)}× the bytes, p50 ${(f.p50 / raw.p50).toFixed(2)}×, CPU ${(f.cpuPerCall / raw.cpuPerCall).toFixed(2)}× raw`;
      const met =
        encoding === 'identity'
          ? ''
          : f.wireBytes < raw.wireBytes
            ? '; target compressed above 1 kB: met'
            : '; target: **missed**';
      rows.push([
        `${label}, ${encoding === 'identity' ? 'raw' : encoding}`,
        `${kB(f.wireBytes)} (sent as ${f.sentAs}); p50 ${ms(f.p50)}, p95 ${ms(f.p95)}; server CPU ${ms(f.cpuPerCall)}/call`,
        `${vsRaw}${met}`,
      ]);
    }
  }
  const parts = result.dashboard.br.perAnswer
    .map((a, i) => `${dashboardPaths[i].split('/').at(-1).split('?')[0]} ${kB(a.rawBytes)}→${a.sentAs}`)
    .join(', ');
  rows.push(['Dashboard answers, raw size → sent as (br asked)', parts, 'under 1 kB stays raw']);
  const gzip6 = result.levels.find((l) => l.name.startsWith('gzip 6'));
  rows.push([
    'Window compressed in process, by level',
    result.levels.map((l) => `${l.name}: ${kB(l.bytes)}, ${l.cpuMs.toFixed(3)} ms`).join('; '),
    `reference gzip 6: ${kB(gzip6.bytes)}, ${gzip6.cpuMs.toFixed(3)} ms; the server uses brotli 4`,
  ]);
  return rows;
}
