import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import type { Db } from './db/db.ts';
import { migrate } from './db/migrate.ts';
import { openTestDb } from './testing/test-db.ts';

let db: Db;
let app: FastifyInstance;
let root: string;
const chunk = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `row ${i}`))};`;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'cp-front-end-'));
  mkdirSync(join(root, 'elements', 'chunks'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Portal</title>');
  writeFileSync(join(root, 'elements', 'cp-orders.js'), 'import "./chunks/core-abc.js";');
  // The build's compression step writes the copies beside each file (scripts/compress-dist.mjs).
  for (const name of ['core-abc.js']) {
    const path = join(root, 'elements', 'chunks', name);
    writeFileSync(path, chunk);
    writeFileSync(`${path}.br`, brotliCompressSync(chunk));
    writeFileSync(`${path}.gz`, gzipSync(chunk));
  }
  db = await openTestDb();
  await migrate(db);
  app = await buildApp({ db, logger: false, staticDir: root });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the built front end', () => {
  it('given a browser that takes brotli, it sends the precompressed copy, cached for good under its hashed name', async () => {
    const response = await app.inject({
      url: '/elements/chunks/core-abc.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(chunk);
  });

  it('given no accepted encoding, it sends the file as it is', async () => {
    const response = await app.inject({
      url: '/elements/chunks/core-abc.js',
      headers: { 'accept-encoding': '' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(chunk);
  });

  it('revalidates an element entry, whose name stays the same across releases', async () => {
    const response = await app.inject({ url: '/elements/cp-orders.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).not.toContain('immutable');
  });

  it('answers a portal route with index.html and an unknown API path with 404 JSON', async () => {
    const page = await app.inject({ url: '/orders', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Portal</title>');
    const api = await app.inject({ url: '/customerportal/Nope', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status: 404 });
  });
});
