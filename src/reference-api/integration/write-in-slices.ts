import { setImmediate as yieldToOthers } from 'node:timers/promises';
import type { Db } from '../db/db.ts';
import type { BatchCounts } from './integration-route.ts';

/** Rows per slice: a slice of order positions takes about as long as a list query on PGlite. */
export const sliceRows = 100;

/**
 * Writes `records` with `write`: on PostgreSQL in one statement (in the batch's transaction); on
 * PGlite (given the database itself, `writesInSlices`) slice by slice, each slice a transaction of
 * its own, so the queries of the portal's users run between slices instead of waiting for the whole
 * batch (docs/integration.md#writing-big-batches). Adds up the counts.
 */
export async function writeInSlices<T>(
  tx: Db,
  records: readonly T[],
  write: (tx: Db, slice: readonly T[]) => Promise<BatchCounts>,
  rows = tx.kind === 'pglite' ? sliceRows : Math.max(1, records.length),
): Promise<BatchCounts> {
  const total: BatchCounts = { created: 0, updated: 0, unchanged: 0 };
  for (let start = 0; start < records.length; start += rows) {
    const counts = await tx.transaction((slice) => write(slice, records.slice(start, start + rows)));
    total.created += counts.created;
    total.updated += counts.updated;
    total.unchanged += counts.unchanged;
    if (tx.kind === 'pglite') await yieldToOthers();
  }
  return total;
}
