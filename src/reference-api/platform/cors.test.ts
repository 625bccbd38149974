import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { demoPassword } from '../db/seed/accounts-seed.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { openSeededTestDb } from '../testing/test-db.ts';
import { parseCorsOrigins } from './cors.ts';

// Written as a partner page on https://partner.example would call the portal on another origin.
const partner = 'https://partner.example';
const stranger = 'https://evil.example';

let db: Db;
let app: FastifyInstance;
let root: string;
let token: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'cp-cors-'));
  mkdirSync(join(root, 'elements'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Portal</title>');
  writeFileSync(join(root, 'elements', 'x.js'), 'export const x = 1;');
  db = await openSeededTestDb();
  await migrate(db);
  await seedDatabase(db, { scale: 'small' });
  app = await buildApp({ db, logger: false, staticDir: root, mailDropDir: null, corsOrigins: [partner] });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/customerportal/Authentication/LoginWithCredentials',
    payload: { emailAddress: 'customer@example.com', password: demoPassword },
  });
  token = login.json().accessToken;
}, 60_000);
afterAll(async () => {
  await app.close();
  await db.close();
  rmSync(root, { recursive: true, force: true });
});

const preflight = (origin: string, method: string, headers: string) =>
  app.inject({
    method: 'OPTIONS',
    url: '/customerportal/Upload/Upload?patch=abc',
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers },
  });

const list = (header: unknown) =>
  String(header ?? '')
    .toLowerCase()
    .split(',')
    .map((entry) => entry.trim());

describe('CORS of the API', () => {
  it('given a preflight from a listed origin for a chunk upload, it allows the method and every header the client sends', async () => {
    const response = await preflight(
      partner,
      'PATCH',
      'authorization,content-type,accept-language,app-version,upload-offset,upload-length,upload-name',
    );
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(partner);
    expect(list(response.headers['access-control-allow-methods'])).toEqual(
      expect.arrayContaining(['get', 'head', 'post', 'patch', 'delete']),
    );
    expect(list(response.headers['access-control-allow-headers'])).toEqual(
      expect.arrayContaining([
        'authorization',
        'content-type',
        'accept-language',
        'app-version',
        'upload-offset',
        'upload-length',
        'upload-name',
      ]),
    );
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(Number(response.headers['access-control-max-age'])).toBeGreaterThan(0);
    expect(list(response.headers.vary)).toContain('origin');
  });

  it('given a preflight from an origin not in the list, it answers no CORS header at all', async () => {
    const response = await preflight(stranger, 'POST', 'authorization,content-type');
    expect(response.statusCode).toBe(404);
    const cors = Object.keys(response.headers).filter((name) => name.startsWith('access-control-'));
    expect(cors).toEqual([]);
  });

  it('given a GET from a listed origin, the answer names that origin', async () => {
    const response = await app.inject({
      url: '/customerportal/Language/GetLanguages',
      headers: { origin: partner },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(partner);
  });

  it('given an export from a listed origin, the page may read the file name the server chose', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/customerportal/Order/ExportOrdersToExcel',
      headers: { origin: partner, authorization: `Bearer ${token}` },
      payload: {
        vueTableRequest: { page: 1, rowsPerPage: 5, sortBy: [], descending: [] },
        columnsToExport: ['orderNumber'],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('filename=');
    expect(response.headers['access-control-allow-origin']).toBe(partner);
    expect(list(response.headers['access-control-expose-headers'])).toEqual(
      expect.arrayContaining(['content-disposition', 'upload-offset', 'retry-after']),
    );
  });

  it('given a refused call from a listed origin, the page can still read the problem answer', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/customerportal/Order/GetOrdersTable',
      headers: { origin: partner },
      payload: { page: 1, rowsPerPage: 5 },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['access-control-allow-origin']).toBe(partner);
  });

  it('given a call from an origin not in the list, the answer carries no CORS header', async () => {
    const response = await app.inject({
      url: '/customerportal/Language/GetLanguages',
      headers: { origin: stranger },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-expose-headers']).toBeUndefined();
  });

  it('given a listed origin calling a page of the portal (not the API), it gets no CORS header', async () => {
    const response = await app.inject({ url: '/orders', headers: { origin: partner, accept: 'text/html' } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS of the element files', () => {
  it('given a module load from any origin, the element file may be read by it', async () => {
    const response = await app.inject({ url: '/elements/x.js', headers: { origin: stranger } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    // A Cross-Origin-Resource-Policy other than cross-origin would block the cross-origin module load.
    expect(response.headers['cross-origin-resource-policy'] ?? 'cross-origin').toBe('cross-origin');
  });
});

describe('parseCorsOrigins (CORS_ORIGINS)', () => {
  it('given comma-separated origins, it answers them as the browser sends them', () => {
    expect(parseCorsOrigins(' https://Partner.example/ , http://localhost:5101,')).toEqual([
      'https://partner.example',
      'http://localhost:5101',
    ]);
    expect(parseCorsOrigins(undefined)).toEqual([]);
    expect(parseCorsOrigins('')).toEqual([]);
  });

  it('given a wildcard, a path or no scheme, it refuses to start rather than guess', () => {
    expect(() => parseCorsOrigins('*')).toThrow(/CORS_ORIGINS/);
    expect(() => parseCorsOrigins('https://partner.example/portal')).toThrow(/CORS_ORIGINS/);
    expect(() => parseCorsOrigins('partner.example')).toThrow(/CORS_ORIGINS/);
  });
});
