import type { Db } from '../db/db.ts';
import { announceInboxEntries } from '../live/live-queries.ts';
import { RECIPIENTS_SQL } from './alert-recipients.ts';
import { emailChannel } from './email-channel.ts';
import { webhookChannel } from './webhook-channel.ts';

/**
 * The channels a new change goes out on (docs/alerts.md#channels). Each takes the ids of the
 * changes a transaction recorded and writes, in that transaction, what it owes each recipient (an
 * inbox entry, a mail to send, a webhook delivery to make); its own worker sends after the commit.
 * So a change is told once however many API instances run, and never for a batch that was refused.
 */
export interface AlertChannel {
  name: string;
  deliver(tx: Db, changeIds: readonly number[]): Promise<void>;
}

/** The inbox: an entry per recipient who keeps it on (the default). */
export const inboxChannel: AlertChannel = {
  name: 'inbox',
  async deliver(tx, changeIds) {
    await tx.query(
      `insert into notifications (account_id, change_id)
       select r.account_id, r.change_id from (${RECIPIENTS_SQL}) r where r.inbox
       on conflict do nothing`,
      [changeIds],
    );
  },
};

/** The open pages of the inbox's recipients hear of their new entries (docs/alerts.md#live-updates); after the inbox. */
export const liveInboxChannel: AlertChannel = { name: 'live', deliver: announceInboxEntries };

/** Every channel, in the order they are written. */
export const alertChannels: AlertChannel[] = [inboxChannel, emailChannel, webhookChannel, liveInboxChannel];

/** Hands new changes to every channel, in the transaction that recorded them. */
export async function deliverChanges(tx: Db, changeIds: readonly number[]): Promise<void> {
  if (changeIds.length === 0) return;
  for (const channel of alertChannels) await channel.deliver(tx, changeIds);
}
