import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/load-config.ts';
import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { openTestDb } from '../testing/test-db.ts';

let db: Db;
let app: Awaited<ReturnType<typeof buildApp>>;
let apiUrl: string;

beforeAll(async () => {
  db = await openTestDb();
  await migrate(db);
  // METRICS_PORT set (0: any free port here): metrics on a loopback listener of their own.
  app = await buildApp({ db, config: loadConfig({}), staticDir: null, logger: false, metricsPort: 0 });
  apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await db?.close();
});

describe('Prometheus metrics (METRICS_PORT)', () => {
  it('are not served on the API port', async () => {
    expect((await fetch(`${apiUrl}/metrics`)).status).toBe(404);
    expect((await fetch(`${apiUrl}/customerportal/metrics`)).status).toBe(404);
  });

  it('on the metrics port: default metrics and request durations by route pattern and status code', async () => {
    expect(app.metricsPort).toBeGreaterThan(0);
    expect(app.metricsPort).not.toBe(Number(new URL(apiUrl).port));
    await fetch(`${apiUrl}/customerportal/health`);
    await fetch(`${apiUrl}/customerportal/health`);
    await fetch(`${apiUrl}/customerportal/Authentication/LoginWithCredentials`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const answer = await fetch(`http://127.0.0.1:${app.metricsPort}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await answer.text();
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_heap_size_used_bytes');
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/customerportal\/health",status_code="200"\} 2\n/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/customerportal\/Authentication\/LoginWithCredentials",status_code="400"\} 1\n/,
    );
    // The metrics listener serves nothing else.
    expect((await fetch(`http://127.0.0.1:${app.metricsPort}/customerportal/health`)).status).toBe(404);
  });

  it('listens on loopback only', async () => {
    const address = (await import('node:os')).networkInterfaces();
    const external = Object.values(address)
      .flat()
      .find((info) => info && info.family === 'IPv4' && !info.internal);
    if (!external) return;
    await expect(fetch(`http://${external.address}:${app.metricsPort}/metrics`)).rejects.toThrow();
  });
});
