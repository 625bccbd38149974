import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../core/api/endpoint.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

// Every endpoint the contract defines, found by reading the contract modules themselves, so a call
// added to the contract but not served (or served without its schema) fails here.
const contractDir = new URL('../core/api/contract/', import.meta.url);
const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Endpoint).method === 'string' &&
  typeof (value as Endpoint).path === 'string' &&
  typeof (value as Endpoint).secure === 'boolean';

async function contractEndpoints(): Promise<Endpoint[]> {
  const files = readdirSync(contractDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  const modules = await Promise.all(files.map((f) => import(new URL(f, contractDir).href)));
  return modules.flatMap((m) => Object.values(m as Record<string, unknown>).filter(isEndpoint));
}

interface OpenApiOperation {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  requestBody?: unknown;
}

let t: TestApp;
let endpoints: Endpoint[];
let paths: Record<string, Record<string, OpenApiOperation>>;

beforeAll(async () => {
  endpoints = await contractEndpoints();
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/customerportal/openapi.json' });
  expect(response.statusCode).toBe(200);
  paths = response.json().paths;
});
afterAll(() => t.close());

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
      expect(operation.security !== undefined, endpoint.path).toBe(endpoint.secure);
      if (endpoint.body) expect(operation.requestBody, endpoint.path).toBeDefined();
    }
    expect(missing).toEqual([]);
  });

  it('hides the calls outside the contract (health, the document itself)', () => {
    expect(paths).not.toHaveProperty('/customerportal/health');
    expect(paths).not.toHaveProperty('/customerportal/openapi.json');
  });
});
