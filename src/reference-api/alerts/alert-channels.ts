import { DEFAULT_CHANGE_KINDS, DEFAULT_ETA_MINUTES } from '../../core/api/contract/alerts.ts';
import type { Db } from '../db/db.ts';
import { announceInboxEntries } from '../live/live-queries.ts';

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

/**
 * The recipients of changes as SQL: the logins that may see the change's client (a customer its
 * client, an agent its clients, staff any) and subscribed to its kind, its size of ETA slip and its
 * shipment (all, or followed only), with their subscription or its defaults. `$1` is the changes'
 * ids (bigint[]). Columns: `account_id`, `change_id`, and the subscription's `inbox`, `email`,
 * `digest_hour`, `time_zone`; a channel adds its own condition (`where r.inbox`).
 */
export const RECIPIENTS_SQL = `
  select a.account_id, c.change_id,
         coalesce(s.inbox, true) as inbox,
         coalesce(s.email, 'off') as email,
         coalesce(s.digest_hour, 7) as digest_hour,
         coalesce(s.time_zone, 'Europe/Amsterdam') as time_zone
    from shipment_changes c
    join accounts a on a.is_active and (
           (a.account_type = 'customer' and a.client_id = c.client_id)
        or (a.account_type = 'agent'
            and exists (select 1 from agent_clients ac where ac.agent_id = a.agent_id and ac.client_id = c.client_id))
        or a.account_type = 'staff')
    left join alert_subscriptions s on s.account_id = a.account_id
   where c.change_id = any($1::bigint[])
     and c.kind = any(coalesce(s.kinds, '{${DEFAULT_CHANGE_KINDS.join(',')}}'::text[]))
     and (c.kind not in ('etaLater', 'etaEarlier')
          or abs((c.details ->> 'minutes')::int) >= coalesce(s.eta_minutes, ${DEFAULT_ETA_MINUTES}))
     and (coalesce(s.shipments, case when a.account_type = 'staff' then 'followed' else 'all' end) = 'all'
          or exists (select 1 from followed_shipments f
                      where f.account_id = a.account_id and f.delivery_id = c.delivery_id))`;

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
export const alertChannels: AlertChannel[] = [inboxChannel, liveInboxChannel];

/** Hands new changes to every channel, in the transaction that recorded them. */
export async function deliverChanges(tx: Db, changeIds: readonly number[]): Promise<void> {
  if (changeIds.length === 0) return;
  for (const channel of alertChannels) await channel.deliver(tx, changeIds);
}
