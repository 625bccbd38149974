import type { Db } from '../db/db.ts';
import { insertChangeDeliveries } from './webhook-queries.ts';

/**
 * Webhooks' alert channel (docs/alerts.md#webhooks): a delivery per change and enabled endpoint of
 * each recipient that takes its kind, written in the batch's transaction; webhook-sender.ts posts them.
 */
export const webhookChannel = {
  name: 'webhooks',
  deliver: (tx: Db, changeIds: readonly number[]) => insertChangeDeliveries(tx, changeIds),
};
