// The inbox (docs/alerts.md#inbox): the changes of shipments a login subscribed to, as entries it
// reads and marks read. Each login sees only its own entries, whatever client it acts for.
import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint.ts';
import { ShipmentChange } from './alerts.ts';
import { IsoDateTime, Nullable } from './common.ts';

const tag = 'Notifications';

/** The most entries one page holds. */
export const MAX_NOTIFICATIONS_PAGE = 100;
/** The entries a page holds when the caller does not say. */
export const DEFAULT_NOTIFICATIONS_PAGE = 20;

/** One inbox entry: the change, the carrier (an ocean shipment's tracking page names it) and when it was read. */
export const InboxEntry = Type.Object({
  ...ShipmentChange.properties,
  carrier: Nullable(Type.String()),
  /** When the login marked it read; null while unread. */
  readAt: Nullable(IsoDateTime),
});
export type InboxEntry = Static<typeof InboxEntry>;

/** A page of entries, newest first; `nextBefore` asks for the next page (null: none). */
export const InboxPage = Type.Object({
  items: Type.Array(InboxEntry),
  nextBefore: Nullable(Type.Integer()),
});
export type InboxPage = Static<typeof InboxPage>;

export const InboxQuery = Type.Object({
  /** Only entries older than this change (the `nextBefore` of the page before). */
  before: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_NOTIFICATIONS_PAGE })),
  unreadOnly: Type.Optional(Type.Boolean()),
});
export type InboxQuery = Static<typeof InboxQuery>;

export const getNotifications = defineEndpoint({
  method: 'GET',
  path: '/Notifications/GetNotifications',
  secure: true,
  summary: "The caller's own inbox entries, newest first, a page at a time",
  tag,
  query: InboxQuery,
  response: InboxPage,
});

export const getUnreadCount = defineEndpoint({
  method: 'GET',
  path: '/Notifications/GetUnreadCount',
  secure: true,
  summary: "How many of the caller's inbox entries are unread",
  tag,
  response: Type.Object({ unread: Type.Integer({ minimum: 0 }) }),
});

/** How many entries one call may mark. */
export const MAX_MARKED = 500;

export const markRead = defineEndpoint({
  method: 'POST',
  path: '/Notifications/MarkRead',
  secure: true,
  summary: "Marks these entries of the caller's inbox read; ids of no entry of the caller's are ignored",
  tag,
  body: Type.Object({
    changeIds: Type.Array(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }), {
      minItems: 1,
      maxItems: MAX_MARKED,
    }),
  }),
  response: Type.Object({ unread: Type.Integer({ minimum: 0 }) }),
});

export const markAllRead = defineEndpoint({
  method: 'POST',
  path: '/Notifications/MarkAllRead',
  secure: true,
  summary: "Marks every entry of the caller's inbox read",
  tag,
  response: Type.Object({ unread: Type.Integer({ minimum: 0 }) }),
});
