import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/**
 * The signed-in user of the benchmarks (orders-import.bench.ts, alerts.bench.ts): asks for a page of
 * GetOrdersTable every `paceMs` at most (a busy user paging, not a flood). Each call answers the
 * milliseconds its request took.
 */
export function pagingCustomer(app: FastifyInstance, accessToken: string, paceMs = 100) {
  return async () => {
    const start = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/customerportal/Order/GetOrdersTable',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { page: 1, rowsPerPage: 10 },
    });
    if (response.statusCode !== 200) throw new Error(`GetOrdersTable ${response.statusCode}`);
    const took = performance.now() - start;
    await sleep(Math.max(0, paceMs - took));
    return took;
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** The p50, p95 and longest of request times, and how many. */
export function timesSummary(times: readonly number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted.at(-1) ?? 0,
    calls: times.length,
  };
}
