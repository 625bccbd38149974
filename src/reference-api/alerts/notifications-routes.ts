import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_NOTIFICATIONS_PAGE,
  getNotifications,
  getUnreadCount,
  markAllRead,
  markRead,
} from '../../core/api/contract/notifications.ts';
import type { Db } from '../db/db.ts';
import { route } from '../platform/route.ts';
import {
  markAllNotificationsRead,
  markNotificationsRead,
  notificationsOf,
  unreadCountOf,
} from './notifications-queries.ts';

/**
 * The inbox calls (docs/alerts.md#inbox): the caller's own entries, their unread count, and marking
 * them read. The login is the caller's, never a parameter, so no call reaches another login's inbox;
 * ids of entries that are not the caller's are ignored rather than refused, which would tell that
 * they exist.
 */
export async function notificationsRoutes(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  const { db } = deps;

  route(app, getNotifications, async ({ query, principal }) => {
    const limit = query.limit ?? DEFAULT_NOTIFICATIONS_PAGE;
    const rows = await notificationsOf(db, principal.accountId, { ...query, limit });
    const items = rows.slice(0, limit);
    return { items, nextBefore: rows.length > limit ? (items.at(-1)?.changeId ?? null) : null };
  });

  route(app, getUnreadCount, async ({ principal }) => ({
    unread: await unreadCountOf(db, principal.accountId),
  }));

  route(app, markRead, async ({ body, principal }) => {
    await markNotificationsRead(db, principal.accountId, body.changeIds);
    return { unread: await unreadCountOf(db, principal.accountId) };
  });

  route(app, markAllRead, async ({ principal }) => {
    await markAllNotificationsRead(db, principal.accountId);
    // Counted again: an entry may have come in since.
    return { unread: await unreadCountOf(db, principal.accountId) };
  });
}
