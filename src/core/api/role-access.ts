import { getProfile } from './contract/account.ts';
import { logout } from './contract/authentication.ts';
import { getProductCertificate, getProductCertificates } from './contract/certificates.ts';
import { getNews, getTrackAndTraceDeliveries } from './contract/dashboard-service.ts';
import { getFutureDeliveries, getRecentOrders } from './contract/dashboard-trade.ts';
import {
  exportAllDeliveriesToExcel,
  exportDeliveriesToExcel,
  getDeliveriesTable,
  reprintDeliveryNote,
} from './contract/deliveries.ts';
import { updateLanguage } from './contract/language.ts';
import { getMemo } from './contract/memos.ts';
import {
  exportAllOrdersToExcel,
  exportOrdersToExcel,
  getOrdersTable,
  reprintOrder,
} from './contract/orders.ts';
import {
  getHellmannTrackAndTraceInfo,
  getHellmannTrackAndTraceInfoHistory,
  getTruckloadTrackAndTraceInfo,
  getTruckloadTrackAndTraceInfoHistory,
} from './contract/tracking.ts';
import type { Endpoint } from './endpoint.ts';

/** The role of a session opened with a login token from a mail or the partner web (spec §4). */
export const TOKEN_USER_ROLE = 'LoginWithTokenUser';

/**
 * The restricted portal of a login-token session, the one place it is defined: the secure calls
 * such a session may make. Someone following shipments without a password gets the dashboard
 * (without invoices), orders, deliveries, track & trace, certificates, and language (theme is
 * local) — no invoices, stock, statistics, price list, contact/upload, password or two-factor
 * changes, partner-web login or agent client list. An allow-list, so a call added to the
 * contract later stays closed to token users until someone decides otherwise.
 * The reference API answers 403 to any other secure call; the host and the elements hide what
 * would only fail.
 */
export const TOKEN_USER_ENDPOINTS: readonly Endpoint[] = Object.freeze([
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
  exportOrdersToExcel,
  exportAllOrdersToExcel,
  getDeliveriesTable,
  reprintDeliveryNote,
  exportDeliveriesToExcel,
  exportAllDeliveriesToExcel,
  getTruckloadTrackAndTraceInfo,
  getTruckloadTrackAndTraceInfoHistory,
  getHellmannTrackAndTraceInfo,
  getHellmannTrackAndTraceInfoHistory,
  getProductCertificates,
  getProductCertificate,
]);

/** Roles whose sessions may make only the secure calls listed for them; other roles are not limited here. */
export const RESTRICTED_ROLES: Readonly<Record<string, readonly Endpoint[]>> = Object.freeze({
  [TOKEN_USER_ROLE]: TOKEN_USER_ENDPOINTS,
});

/** One call of the contract, by method and path (the upload calls share a path). */
function callKey(endpoint: Pick<Endpoint, 'method' | 'path'>): string {
  return `${endpoint.method} ${endpoint.path}`;
}

const allowedKeys = new Map(
  Object.entries(RESTRICTED_ROLES).map(([role, endpoints]) => [role, new Set(endpoints.map(callKey))]),
);

/**
 * Whether a session with these roles may make this call. Public calls are open to everyone;
 * a secure call is refused when any of the roles is restricted and does not list it.
 */
export function rolesMayCall(
  roles: readonly string[],
  endpoint: Pick<Endpoint, 'method' | 'path' | 'secure'>,
): boolean {
  if (!endpoint.secure) return true;
  return roles.every((role) => allowedKeys.get(role)?.has(callKey(endpoint)) ?? true);
}
