import { describe, expect, it } from 'vitest';
import { HashPool, HashPoolBusyError } from './hash-pool.ts';

/** A task that runs until `finish` is called. */
function heldTask() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { task: () => done, finish: () => finish() };
}

describe('HashPool', () => {
  it('given a flood of hashes it never runs more than its slots, queues a few in order and refuses the rest at once', async () => {
    const pool = new HashPool({ concurrency: 2, maxQueued: 3 });
    const held = Array.from({ length: 10 }, heldTask);
    const order: number[] = [];
    const runs = held.map((h, i) =>
      pool.run(async () => {
        order.push(i);
        await h.task();
      }),
    );
    const settled = runs.map((run) => run.then(() => 'done' as const).catch((error: unknown) => error));
    // The refused ones settle without any task finishing: no waiting behind the flood.
    const refused = (await Promise.all(settled.slice(5))) as unknown[];
    for (const error of refused) {
      expect(error).toBeInstanceOf(HashPoolBusyError);
      expect((error as HashPoolBusyError).status).toBe(429);
      expect((error as HashPoolBusyError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    }
    expect(pool.active).toBe(2);
    expect(pool.queued).toBe(3);
    for (const h of held) h.finish();
    expect(await Promise.all(settled.slice(0, 5))).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(pool.peak).toBe(2);
    expect(pool.active).toBe(0);
  });

  it('given wait (seeding) it queues beyond maxQueued instead of refusing', async () => {
    const pool = new HashPool({ concurrency: 1, maxQueued: 0 });
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => pool.run(async () => i, { wait: true })),
    );
    expect(results).toEqual([0, 1, 2, 3, 4]);
    expect(pool.peak).toBe(1);
  });

  it('a failing task frees its slot', async () => {
    const pool = new HashPool({ concurrency: 1, maxQueued: 1 });
    await expect(pool.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(pool.active).toBe(0);
    expect(await pool.run(async () => 'next')).toBe('next');
  });

  it('given a flood from one source it holds at most its share, refuses the rest of that source at once, and still runs another source', async () => {
    const pool = new HashPool({ concurrency: 1, maxQueued: 7, maxPerSource: 2 });
    const held = Array.from({ length: 10 }, heldTask);
    const flood = held.map((h) =>
      pool.run(h.task, { source: '203.0.113.1' }).then(
        () => 'done',
        (error: unknown) => error,
      ),
    );
    const refused = (await Promise.all(flood.slice(2))) as unknown[];
    for (const error of refused) expect(error).toBeInstanceOf(HashPoolBusyError);
    const other = Array.from({ length: 2 }, (_, i) => pool.run(async () => i, { source: '198.51.100.1' }));
    for (const h of held) h.finish();
    expect(await Promise.all(other)).toEqual([0, 1]);
    expect(await Promise.all(flood.slice(0, 2))).toEqual(['done', 'done']);
    // Its share is free again once its hashes are done.
    expect(await pool.run(async () => 'again', { source: '203.0.113.1' })).toBe('again');
  });

  it('by default one source gets a quarter of slots and queue', () => {
    expect(new HashPool({ concurrency: 1, maxQueued: 8 }).maxPerSource).toBe(3);
    expect(new HashPool({ concurrency: 3, maxQueued: 24 }).maxPerSource).toBe(7);
  });
});
