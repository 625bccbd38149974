// GENERATED from ../contract/notifications.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The module's calls without their answer checks, for the call permissions and the routes table.
import type { Call } from '../endpoint.ts';

const getNotifications: Call = /* @__PURE__ */ Object.freeze({
  method: 'GET',
  path: '/Notifications/GetNotifications',
  secure: true,
});
const getUnreadCount: Call = /* @__PURE__ */ Object.freeze({
  method: 'GET',
  path: '/Notifications/GetUnreadCount',
  secure: true,
});
const markAllRead: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Notifications/MarkAllRead',
  secure: true,
});
const markRead: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Notifications/MarkRead',
  secure: true,
});

export { getNotifications, getUnreadCount, markAllRead, markRead };
