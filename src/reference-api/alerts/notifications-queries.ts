import type { InboxEntry, InboxQuery } from '../../core/api/contract/notifications.ts';
import { isoDateTime } from '../areas/admin/admin-common.ts';
import type { Db } from '../db/db.ts';

/**
 * The statements of the inbox calls (notifications-routes.ts, docs/alerts.md#inbox). Every one is
 * bound to one login's `account_id`: a login reads and marks its own entries and no others.
 */

/** A page of a login's entries, newest first, with one more row than asked to tell whether more follow. */
export async function notificationsOf(
  db: Db,
  accountId: number,
  query: Required<Pick<InboxQuery, 'limit'>> & InboxQuery,
): Promise<InboxEntry[]> {
  return db.query<InboxEntry>(
    `select c.change_id::int as "changeId", c.kind, c.client_id as "clientId",
            t.transport_type as "transportType", t.load_number as loadnr, t.container_number as containernr,
            t.order_number as ordernr, t.customer_order_number as customerordernr, t.carrier,
            c.details, ${isoDateTime('c.happened_at')} as "happenedAt",
            ${isoDateTime('c.created_at')} as "recordedAt", ${isoDateTime('n.read_at')} as "readAt"
       from notifications n
       join shipment_changes c on c.change_id = n.change_id
       join tracking_trips t on t.delivery_id = c.delivery_id
      where n.account_id = $1
        and ($2::bigint is null or n.change_id < $2)
        and (not $3::boolean or n.read_at is null)
      order by n.change_id desc
      limit $4`,
    [accountId, query.before ?? null, query.unreadOnly === true, query.limit + 1],
  );
}

/** How many of a login's entries are unread: counted on the partial index of unread entries. */
export async function unreadCountOf(db: Db, accountId: number): Promise<number> {
  const [row] = await db.query<{ unread: number }>(
    'select count(*)::int as unread from notifications where account_id = $1 and read_at is null',
    [accountId],
  );
  return row?.unread ?? 0;
}

/** Marks these entries of a login read (ids of other logins' entries match nothing). */
export async function markNotificationsRead(
  db: Db,
  accountId: number,
  changeIds: readonly number[],
): Promise<void> {
  await db.query(
    `update notifications set read_at = now()
      where account_id = $1 and change_id = any($2::bigint[]) and read_at is null`,
    [accountId, changeIds],
  );
}

/** Marks every entry of a login read. */
export async function markAllNotificationsRead(db: Db, accountId: number): Promise<void> {
  await db.query('update notifications set read_at = now() where account_id = $1 and read_at is null', [
    accountId,
  ]);
}
