import type { AlertSubscription } from '../../core/api/contract/alert-subscriptions.ts';
import type { ChangeKind } from '../../core/api/contract/alerts.ts';
import type { Db } from '../db/db.ts';

/** The statements of the subscription and follow calls (alert-subscriptions-routes.ts). */

/** A login's own subscription, or undefined when it never chose. */
export async function savedSubscription(db: Db, accountId: number): Promise<AlertSubscription | undefined> {
  const [row] = await db.query<{
    kinds: ChangeKind[];
    eta_minutes: number;
    shipments: AlertSubscription['shipments'];
    inbox: boolean;
    email: AlertSubscription['email'];
    digest_hour: number;
    time_zone: string;
  }>(
    `select kinds, eta_minutes, shipments, inbox, email, digest_hour, time_zone
       from alert_subscriptions where account_id = $1`,
    [accountId],
  );
  if (!row) return undefined;
  return {
    kinds: row.kinds,
    etaMinutes: row.eta_minutes,
    shipments: row.shipments,
    inbox: row.inbox,
    email: row.email,
    digestHour: row.digest_hour,
    timeZone: row.time_zone,
  };
}

/** Stores a login's subscription, replacing the one it had. */
export async function saveSubscription(db: Db, accountId: number, s: AlertSubscription): Promise<void> {
  await db.query(
    `insert into alert_subscriptions (account_id, kinds, eta_minutes, shipments, inbox, email, digest_hour, time_zone)
     values ($1, $2::text[], $3, $4, $5, $6, $7, $8)
     on conflict (account_id) do update set kinds = excluded.kinds, eta_minutes = excluded.eta_minutes,
       shipments = excluded.shipments, inbox = excluded.inbox, email = excluded.email,
       digest_hour = excluded.digest_hour, time_zone = excluded.time_zone, updated_at = now()`,
    [accountId, s.kinds, s.etaMinutes, s.shipments, s.inbox, s.email, s.digestHour, s.timeZone],
  );
}

/** Whether a login follows a trip. */
export async function isFollowed(db: Db, accountId: number, deliveryId: number): Promise<boolean> {
  const rows = await db.query('select 1 from followed_shipments where account_id = $1 and delivery_id = $2', [
    accountId,
    deliveryId,
  ]);
  return rows.length > 0;
}

/** A login follows a trip (again: nothing changes). */
export async function follow(db: Db, accountId: number, deliveryId: number): Promise<void> {
  await db.query(
    'insert into followed_shipments (account_id, delivery_id) values ($1, $2) on conflict do nothing',
    [accountId, deliveryId],
  );
}

/** A login stops following a trip (one it did not follow: nothing changes). */
export async function unfollow(db: Db, accountId: number, deliveryId: number): Promise<void> {
  await db.query('delete from followed_shipments where account_id = $1 and delivery_id = $2', [
    accountId,
    deliveryId,
  ]);
}
