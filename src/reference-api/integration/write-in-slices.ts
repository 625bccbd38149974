import { setImmediate as yieldToOthers } from 'node:timers/promises';
import type { Db } from '../db/db.ts';
import type { BatchCounts } from './integration-route.ts';

/**
 * Rows per slice on PGlite: a slice of 25 order positions writes in about the time of one list query,
 * so a user's query waits at most that long (docs/integration.md#writing-big-batches).
 */
export const sliceRows = 25;
/** Rows per statement on PostgreSQL: parameters built and sent a slice at a time, not 10,000 at once. */
export const statementRows = 1_000;
/** The longest a PGlite slice waits for the users' queries before it takes its turn anyway. */
const maxWaitForUsersMs = 200;

/**
 * Writes `records` with `write`, a slice at a time. On PostgreSQL every slice is a statement of the
 * batch's one transaction, the event loop free between them. On PGlite (given the database itself,
 * `writesInSlices`) each slice is a transaction of its own and waits until no query of a user is
 * running or waiting, so the users go first instead of queueing behind the batch
 * (docs/integration.md#writing-big-batches). Adds up the counts.
 */
export async function writeInSlices<T>(
  tx: Db,
  records: readonly T[],
  write: (tx: Db, slice: readonly T[]) => Promise<BatchCounts>,
  rows = tx.kind === 'pglite' ? sliceRows : statementRows,
): Promise<BatchCounts> {
  const total: BatchCounts = { created: 0, updated: 0, unchanged: 0 };
  for (let start = 0; start < records.length; start += rows) {
    const work = (slice: Db) => write(slice, records.slice(start, start + rows));
    if (start > 0 && !tx.inTurn) await yieldToOthers();
    const counts = await (tx.inTurn ? tx.inTurn(maxWaitForUsersMs, work) : tx.transaction(work));
    total.created += counts.created;
    total.updated += counts.updated;
    total.unchanged += counts.unchanged;
  }
  return total;
}
