import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Endpoint, operationIdOf } from '../core/api/endpoint.ts';
import { buildApp } from './app.ts';
import type { Db } from './db/db.ts';
import { migrate } from './db/migrate.ts';
import { openTestDb } from './testing/test-db.ts';

// Every endpoint the contract defines, found by reading the contract modules themselves, so a call
// added to the contract but not served (or served without its schema) fails here.
const contractDir = new URL('../core/api/contract/', import.meta.url);
const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Endpoint).method === 'string' &&
  typeof (value as Endpoint).path === 'string' &&
  typeof (value as Endpoint).secure === 'boolean';

const require = createRequire(import.meta.url);

async function contractEndpoints(): Promise<Endpoint[]> {
  const files = readdirSync(contractDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  const modules = await Promise.all(files.map((f) => import(new URL(f, contractDir).href)));
  return modules.flatMap((m) => Object.values(m as Record<string, unknown>).filter(isEndpoint));
}

interface OpenApiOperation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}

let db: Db;
let app: FastifyInstance;
let endpoints: Endpoint[];
let document: { servers?: { url: string }[]; paths: Record<string, Record<string, OpenApiOperation>> };
let paths: Record<string, Record<string, OpenApiOperation>>;

beforeAll(async () => {
  endpoints = await contractEndpoints();
  // The document needs no data: an empty, migrated database keeps this file fast.
  db = await openTestDb();
  await migrate(db);
  app = await buildApp({ db, logger: false, staticDir: null, mailDropDir: null });
  const response = await app.inject({ method: 'GET', url: '/customerportal/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
  paths = document.paths;
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('GET /customerportal/openapi.json', () => {
  it('given the contract modules, it finds a plausible number of endpoints in them', () => {
    // Guards the discovery itself: an empty list would make the next test pass vacuously.
    expect(endpoints.length).toBeGreaterThan(50);
  });

  it('lists every endpoint of the contract with its method, summary, tag and bearer security', () => {
    const missing: string[] = [];
    for (const endpoint of endpoints) {
      const operation = paths[`/customerportal${endpoint.path}`]?.[endpoint.method.toLowerCase()];
      if (!operation) {
        missing.push(`${endpoint.method} ${endpoint.path}`);
        continue;
      }
      expect(operation.summary, endpoint.path).toBe(endpoint.summary);
      expect(operation.tags, endpoint.path).toEqual([endpoint.tag]);
      expect(operation.security, endpoint.path).toEqual(endpoint.secure ? [{ bearerAuth: [] }] : []);
      if (endpoint.body) expect(operation.requestBody, endpoint.path).toBeDefined();
    }
    expect(missing).toEqual([]);
  });

  it('hides the calls outside the contract (health, the document itself)', () => {
    expect(paths).not.toHaveProperty('/customerportal/health');
    expect(paths).not.toHaveProperty('/customerportal/openapi.json');
  });

  it('names every operation with a unique operationId derived from the contract', () => {
    const ids = Object.values(paths).flatMap((methods) => Object.values(methods).map((op) => op.operationId));
    expect(ids.length).toBeGreaterThan(50);
    expect(ids.filter((id) => id === undefined)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const orders = endpoints.find((e) => e.path === '/Order/GetOrdersTable');
    expect(orders && operationIdOf(orders)).toBe('Order_GetOrdersTable');
    expect(paths['/customerportal/Order/GetOrdersTable']?.post?.operationId).toBe('Order_GetOrdersTable');
  });

  it('describes the failures of every operation with the problem body, by what the call can meet', () => {
    const errorBody = (op: OpenApiOperation | undefined, status: number) =>
      op?.responses[status]?.content?.['application/json']?.schema?.$ref;
    for (const endpoint of endpoints) {
      const op = paths[`/customerportal${endpoint.path}`]?.[endpoint.method.toLowerCase()];
      expect(errorBody(op, 400), endpoint.path).toBe('#/components/schemas/ErrorBody');
      expect(errorBody(op, 500), endpoint.path).toBe('#/components/schemas/ErrorBody');
      for (const status of [401, 403])
        expect(op?.responses[status] !== undefined, `${status} ${endpoint.path}`).toBe(
          endpoint.secure || (endpoint.errors ?? []).includes(status as 401),
        );
    }
    const login = paths['/customerportal/Authentication/LoginWithCredentials']?.post;
    expect(errorBody(login, 401)).toBe('#/components/schemas/ErrorBody');
    expect(errorBody(login, 429)).toBe('#/components/schemas/ErrorBody');
    expect(errorBody(paths['/customerportal/Admin/CreateLogin']?.post, 409)).toBe(
      '#/components/schemas/ErrorBody',
    );
    expect(errorBody(paths['/customerportal/Order/GetOrdersTable']?.post, 404)).toBe(
      '#/components/schemas/ErrorBody',
    );
  });

  it('says where the API is served, relative to the document unless PUBLIC_URL is set', () => {
    expect(document.servers).toEqual([{ url: process.env.PUBLIC_URL?.replace(/\/+$/, '') || '/' }]);
  });

  it('given Redocly’s recommended rules, it has no error and no warning', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'cp-openapi-'));
    try {
      writeFileSync(join(folder, 'openapi.json'), JSON.stringify(document));
      writeFileSync(join(folder, 'redocly.yaml'), 'extends:\n  - recommended\n');
      const cli = join(dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
      const run = await promisify(execFile)(
        process.execPath,
        [
          cli,
          'lint',
          'openapi.json',
          '--config',
          'redocly.yaml',
          '--format',
          'json',
          '--max-problems',
          '1000',
        ],
        {
          cwd: folder,
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        },
      ).catch((failure: { stdout?: string; stderr?: string }) => failure);
      const report = JSON.parse(run.stdout ?? '') as {
        problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
      };
      expect(report.problems.map((p) => `${p.ruleId}: ${p.message} ${p.location[0]?.pointer}`)).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 30_000);
});
