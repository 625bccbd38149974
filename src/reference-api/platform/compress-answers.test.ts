import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testAppPerFile } from '../testing/test-app-per-file.ts';

// Issue 29 point 4: JSON answers above ~1 kB go out as brotli or gzip by Accept-Encoding, decode to
// the very bytes of the raw answer, and nothing already compressed or streamed is touched.
const api = '/customerportal';
const t = testAppPerFile({ logins: { customer: 'customer@example.com' } });

/** The answer's body as the client reads it once decoded by its Content-Encoding. */
function decoded(answer: LightMyRequestResponse): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.rawPayload);
  if (encoding === 'gzip') return gunzipSync(answer.rawPayload);
  if (encoding === undefined) return answer.rawPayload;
  throw new Error(`unexpected content-encoding ${encoding}`);
}

const calls = [
  {
    name: 'GetOrdersTable, 100 rows',
    method: 'POST',
    path: '/Order/GetOrdersTable',
    payload: { page: 1, rowsPerPage: 100 },
  },
  { name: 'GetRecentOrders', method: 'GET', path: '/Dashboard/GetRecentOrders' },
  { name: 'GetRecentInvoices', method: 'GET', path: '/Dashboard/GetRecentInvoices' },
  { name: 'GetFutureDeliveries', method: 'GET', path: '/Dashboard/GetFutureDeliveries' },
  { name: 'GetTrackAndTraceDeliveries', method: 'GET', path: '/Dashboard/GetTrackAndTraceDeliveries' },
  { name: 'GetNews', method: 'GET', path: '/Dashboard/GetNews' },
  { name: 'GetMemo', method: 'GET', path: '/Memos/GetMemo?memoType=Dashboard' },
] as const;

/** One call of the API as the tests ask it. */
interface Call {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  payload?: object;
}

const ask = (call: Call, acceptEncoding: string | undefined, app = t.app) =>
  app.inject({
    method: call.method,
    url: `${api}${call.path}`,
    ...(call.payload ? { payload: call.payload } : {}),
    headers: {
      authorization: `Bearer ${t.tokens.customer}`,
      // inject sends no Accept-Encoding unless given one.
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    },
  });

describe('compressed answers', () => {
  it('given br, gzip or no Accept-Encoding, the orders window and the dashboard calls decode to the same JSON bytes', async () => {
    for (const call of calls) {
      const raw = await ask(call, undefined);
      const brotli = await ask(call, 'gzip, deflate, br');
      const gzip = await ask(call, 'gzip');
      expect(raw.statusCode, call.name).toBe(200);
      expect(raw.headers['content-encoding'], call.name).toBeUndefined();
      expect(decoded(brotli).equals(raw.rawPayload), call.name).toBe(true);
      expect(decoded(gzip).equals(raw.rawPayload), call.name).toBe(true);
      for (const answer of [raw, brotli, gzip])
        expect(answer.headers.vary, call.name).toContain('accept-encoding');
      if (raw.rawPayload.length >= 1024) {
        // Brotli preferred over gzip, and each smaller than the raw answer.
        expect([brotli.headers['content-encoding'], gzip.headers['content-encoding']], call.name).toEqual([
          'br',
          'gzip',
        ]);
        expect(brotli.rawPayload.length, call.name).toBeLessThan(raw.rawPayload.length);
        expect(gzip.rawPayload.length, call.name).toBeLessThan(raw.rawPayload.length);
      }
    }
  });

  it('given the 100-row window, the answer is well above 1 kB and travels as brotli', async () => {
    const raw = await ask(calls[0], undefined);
    const brotli = await ask(calls[0], 'br');
    expect(raw.json().items).toHaveLength(100);
    expect(raw.rawPayload.length).toBeGreaterThan(10_000);
    expect(brotli.headers['content-encoding']).toBe('br');
  });

  it('given an answer under 1 kB, it goes out raw even when the client takes brotli', async () => {
    const small = await ask(
      { name: '1 row', method: 'POST', path: '/Order/GetOrdersTable', payload: { page: 1, rowsPerPage: 1 } },
      'br, gzip',
    );
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().items).toHaveLength(1);
  });

  it('given error answers, they keep their status, headers and problem body', async () => {
    const bearer = `Bearer ${t.tokens.customer}`;
    const headers = { authorization: bearer, 'accept-encoding': 'br, gzip' };
    const badRequest = await t.app.inject({
      method: 'POST',
      url: `${api}/Order/GetOrdersTable`,
      payload: { page: 'x', rowsPerPage: 'y', sortBy: 7 },
      headers,
    });
    const unauthorized = await t.app.inject({
      method: 'POST',
      url: `${api}/Order/GetOrdersTable`,
      payload: { page: 1, rowsPerPage: 10 },
      headers: { ...headers, authorization: 'Bearer not-a-token' },
    });
    const notFound = await t.app.inject({
      method: 'POST',
      url: `${api}/Order/NoSuchCall`,
      payload: {},
      headers,
    });
    for (const [answer, status] of [
      [badRequest, 400],
      [unauthorized, 401],
      [notFound, 404],
    ] as const) {
      expect(answer.statusCode).toBe(status);
      expect(answer.headers['content-type']).toMatch(/json/);
      expect(JSON.parse(decoded(answer).toString())).toMatchObject({ status });
    }
  });

  it('given COMPRESS=0 (a proxy in front compresses), the same window goes out raw', async () => {
    const app = await buildApp({
      db: t.db,
      logger: false,
      staticDir: null,
      mailDropDir: null,
      compress: false,
    });
    try {
      const answer = await ask(calls[0], 'br, gzip', app);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.json().items).toHaveLength(100);
    } finally {
      await app.close();
    }
  });
});

describe('what is never compressed again', () => {
  let root: string;
  let app: FastifyInstance;
  const chunk = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `row ${i}`))};`;
  // Stored at brotli's top quality, which on-the-fly compression (quality 4) would not reproduce.
  const storedBrotli = brotliCompressSync(chunk, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  const image = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'binary'), Buffer.alloc(4096, 7)]);

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'cp-compress-'));
    mkdirSync(join(root, 'assets'), { recursive: true });
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Portal</title>');
    writeFileSync(join(root, 'assets', 'chunk-abc.js'), chunk);
    writeFileSync(join(root, 'assets', 'chunk-abc.js.br'), storedBrotli);
    writeFileSync(join(root, 'assets', 'chunk-abc.js.gz'), gzipSync(chunk, { level: 9 }));
    writeFileSync(join(root, 'assets', 'logo.png'), image);
    app = await buildApp({ db: t.db, logger: false, staticDir: root, mailDropDir: null });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('given a built file with a stored .br, it sends exactly those bytes, not a second compression', async () => {
    const answer = await app.inject({
      url: '/assets/chunk-abc.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.rawPayload.equals(storedBrotli)).toBe(true);
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(chunk);
  });

  it('given an image, it sends its bytes as they are', async () => {
    const answer = await app.inject({ url: '/assets/logo.png', headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.rawPayload.equals(image)).toBe(true);
  });

  it('given the live event stream and a client that takes brotli, the events flow uncompressed', async () => {
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening');
    const { headers, first } = await new Promise<{ headers: Record<string, unknown>; first: string }>(
      (resolve, reject) => {
        const stream = request(
          {
            host: '127.0.0.1',
            port: address.port,
            path: `${api}/Live/Stream`,
            headers: { authorization: `Bearer ${t.tokens.customer}`, 'accept-encoding': 'br, gzip' },
          },
          (response) => {
            response.once('data', (data: Buffer) => {
              resolve({ headers: response.headers, first: data.toString() });
              stream.destroy();
            });
          },
        );
        stream.on('error', reject);
        stream.end();
      },
    );
    expect(headers['content-type']).toMatch(/^text\/event-stream/);
    expect(headers['content-encoding']).toBeUndefined();
    expect(first).toMatch(/^: live\n\n/);
  });
});
