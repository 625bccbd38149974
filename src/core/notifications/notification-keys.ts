/**
 * The query keys of the inbox (docs/alerts.md#inbox) in the page's one QueryClient: the app bar's
 * bell and `<cp-notifications>` read them, and whatever learns of a new entry (a marking, a live
 * event) invalidates `NOTIFICATIONS_KEY`, which holds both.
 */

/** Every inbox query: invalidate it when the inbox may have changed. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
/** The unread count (`Notifications/GetUnreadCount`). */
export const UNREAD_COUNT_KEY = ['notifications', 'unreadCount'] as const;
/** The pages of entries (`Notifications/GetNotifications`), all or unread only. */
export const notificationPagesKey = (unreadOnly: boolean) =>
  ['notifications', 'pages', { unreadOnly }] as const;
