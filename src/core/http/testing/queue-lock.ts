import type { RefreshLock } from '../refresh-lock.ts';

/**
 * A lock like an exclusive Web Lock, for tests: one holder at a time, waiters in order. Two
 * "tabs" given the same one coordinate as tabs with `navigator.locks` do. `grant` runs before each
 * holder starts, so a test scheduler can choose when the lock is handed over.
 */
export function createQueueLock(grant: () => Promise<void> = () => Promise.resolve()): RefreshLock {
  let tail: Promise<unknown> = Promise.resolve();
  return (work) => {
    const run = tail.then(grant).then(work);
    tail = run.catch(() => undefined);
    return run;
  };
}
