// The calls modules (`*.calls.ts`) name the calls without their answer checks: these lists reach every
// route's first load, and importing the endpoints put every area's checks there (docs/architecture.md#the-contract-module).
import {
  disableTotp,
  enableTotp,
  getProfile,
  getTotpSetupCode,
  updatePassword,
} from '../api/browser-contract/account.calls.ts';
import { ADMIN_ENDPOINTS, AGENT_ADMIN_ENDPOINTS } from '../api/browser-contract/admin.calls.ts';
import { logout } from '../api/browser-contract/authentication.calls.ts';
import { getProductCertificate, getProductCertificates } from '../api/browser-contract/certificates.calls.ts';
import { getNews, getTrackAndTraceDeliveries } from '../api/browser-contract/dashboard-service.calls.ts';
import { getFutureDeliveries, getRecentOrders } from '../api/browser-contract/dashboard-trade.calls.ts';
import { getDeliveriesTable, reprintDeliveryNote } from '../api/browser-contract/deliveries.calls.ts';
import { updateLanguage } from '../api/browser-contract/language.calls.ts';
import { liveStream } from '../api/browser-contract/live.calls.ts';
import { getMemo } from '../api/browser-contract/memos.calls.ts';
import { markAllRead, markRead } from '../api/browser-contract/notifications.calls.ts';
import { getOrdersTable, reprintOrder } from '../api/browser-contract/orders.calls.ts';
import { getPartnerWebLoginUri } from '../api/browser-contract/partner-web.calls.ts';
import {
  getHellmannTrackAndTraceInfo,
  getHellmannTrackAndTraceInfoHistory,
  getTruckloadTrackAndTraceInfo,
  getTruckloadTrackAndTraceInfoHistory,
} from '../api/browser-contract/tracking.calls.ts';
import type { Call } from '../api/endpoint.ts';
import { AGENT_ROLE, STAFF_ROLE, SUPPORT_SESSION_ROLE, TOKEN_USER_ROLE } from '../api/roles.ts';

export { AGENT_ROLE, STAFF_ROLE, SUPPORT_SESSION_ROLE, TOKEN_USER_ROLE };

/**
 * The restricted portal of a login-token session, the one place it is defined: the secure calls
 * such a session may make. Someone following shipments without a password gets the dashboard
 * (without invoices), orders, deliveries, track & trace, certificates, and language (theme is
 * local) — no invoices, stock, statistics, price list, spreadsheet exports (bulk copies of the
 * client's data), contact/upload, password or two-factor changes, partner-web login or agent
 * client list. An allow-list, so a call added to the
 * contract later stays closed to token users until someone decides otherwise.
 * The reference API answers 403 to any other secure call; the host and the elements hide what
 * would only fail.
 */
export const TOKEN_USER_ENDPOINTS: readonly Call[] = Object.freeze([
  logout,
  getProfile,
  updateLanguage,
  getRecentOrders,
  getFutureDeliveries,
  getTrackAndTraceDeliveries,
  getNews,
  getMemo,
  getOrdersTable,
  reprintOrder,
  getDeliveriesTable,
  reprintDeliveryNote,
  getTruckloadTrackAndTraceInfo,
  getTruckloadTrackAndTraceInfoHistory,
  getHellmannTrackAndTraceInfo,
  getHellmannTrackAndTraceInfoHistory,
  // The shipments it follows move on its tracking page as the carrier reports them.
  liveStream,
  getProductCertificates,
  getProductCertificate,
]);

/** Roles whose sessions may make only the secure calls listed for them; other roles are not limited here. */
export const RESTRICTED_ROLES: Readonly<Record<string, readonly Call[]>> = Object.freeze({
  [TOKEN_USER_ROLE]: TOKEN_USER_ENDPOINTS,
});

/** The secure calls a support session may not make, whatever the user's own role allows. */
export const SUPPORT_SESSION_DENIED_ENDPOINTS: readonly Call[] = Object.freeze([
  updatePassword,
  disableTotp,
  getTotpSetupCode,
  enableTotp,
  getPartnerWebLoginUri,
  // The inbox is the user's to read: staff looking over their shoulder leave it as they found it.
  markRead,
  markAllRead,
  ...ADMIN_ENDPOINTS,
]);

/** Roles whose sessions may not make the calls listed for them. */
export const DENIED_BY_ROLE: Readonly<Record<string, readonly Call[]>> = Object.freeze({
  [SUPPORT_SESSION_ROLE]: SUPPORT_SESSION_DENIED_ENDPOINTS,
});

/**
 * Calls only some roles may make: every admin call needs staff; an agent may make the logins calls
 * too (the API then limits it to its own clients' customer logins).
 */
const agentAdminKeys = new Set(AGENT_ADMIN_ENDPOINTS.map((endpoint) => callKey(endpoint)));
export const REQUIRED_ROLES: ReadonlyMap<string, readonly string[]> = new Map(
  ADMIN_ENDPOINTS.map((endpoint) => [
    callKey(endpoint),
    agentAdminKeys.has(callKey(endpoint)) ? [STAFF_ROLE, AGENT_ROLE] : [STAFF_ROLE],
  ]),
);

/** One call of the contract, by method and path (the upload calls share a path). */
function callKey(endpoint: Pick<Call, 'method' | 'path'>): string {
  return `${endpoint.method} ${endpoint.path}`;
}

const keySets = (byRole: Readonly<Record<string, readonly Call[]>>) =>
  new Map(Object.entries(byRole).map(([role, endpoints]) => [role, new Set(endpoints.map(callKey))]));
const allowedKeys = keySets(RESTRICTED_ROLES);
const deniedKeys = keySets(DENIED_BY_ROLE);

/**
 * Whether a session with these roles may make this call. Public calls are open to everyone.
 * A secure call is refused when any of the roles is restricted and does not list it, when any
 * of the roles is denied it, or when the call needs a role the session does not have.
 */
export function rolesMayCall(roles: readonly string[], endpoint: Call): boolean {
  if (!endpoint.secure) return true;
  const key = callKey(endpoint);
  if (!roles.every((role) => allowedKeys.get(role)?.has(key) ?? true)) return false;
  if (roles.some((role) => deniedKeys.get(role)?.has(key))) return false;
  const required = REQUIRED_ROLES.get(key);
  return required === undefined || roles.some((role) => required.includes(role));
}
