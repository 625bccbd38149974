import type { Db } from '../db/db.ts';
import {
  type IntegrationCallRecord,
  insertIntegrationCall,
  pruneIntegrationCalls,
} from './api-key-queries.ts';

/** How many calls of each key are kept, and how often (every how many calls) the rest are deleted. */
export interface CallHistoryBounds {
  keep: number;
  pruneEvery: number;
}

/**
 * The newest 1,000 calls of each key, pruned every 100th call: a key's history stays below 1,100 rows
 * however busy its feed, and a prune costs one statement per 100 calls.
 */
export const defaultCallHistoryBounds: CallHistoryBounds = { keep: 1000, pruneEvery: 100 };

/** Records one call made with a key (docs/integration.md#calls-and-limits), keeping the history bounded. */
export async function recordIntegrationCall(
  db: Db,
  record: IntegrationCallRecord,
  bounds: CallHistoryBounds = defaultCallHistoryBounds,
): Promise<void> {
  const callId = await insertIntegrationCall(db, record);
  if (callId % bounds.pruneEvery === 0) await pruneIntegrationCalls(db, bounds.keep);
}
