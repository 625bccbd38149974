import type { Db } from '../db/db.ts';
import { insertChangeDeliveries } from './webhook-queries.ts';

/**
 * Webhooks' alert channel (docs/alerts.md#webhooks): a delivery per change and enabled endpoint of
 * each recipient (`recipientsSql`, alert-channels.ts's RECIPIENTS_SQL, handed in so that module is not
 * imported back) that takes its kind, written in the batch's transaction; webhook-sender.ts posts them.
 */
export function webhookChannel(recipientsSql: string) {
  return {
    name: 'webhooks',
    deliver: (tx: Db, changeIds: readonly number[]) => insertChangeDeliveries(tx, changeIds, recipientsSql),
  };
}
