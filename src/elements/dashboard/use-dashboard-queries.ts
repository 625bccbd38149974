import { useQuery } from '@tanstack/react-query';
import { getNews, getTrackAndTraceDeliveries } from '../../core/api/browser-contract/dashboard-service.ts';
import {
  getFutureDeliveries,
  getRecentInvoices,
  getRecentOrders,
} from '../../core/api/browser-contract/dashboard-trade.ts';
import { getMemo } from '../../core/api/browser-contract/memos.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';

/** The memo type staff publish for the dashboard (docs/screens/dashboard.md#blocks). */
export const DASHBOARD_MEMO_TYPE = 'Dashboard';

/**
 * The six dashboard calls for one client (undefined: the user's own), each its own query so every
 * block loads, fails and retries on its own. News and memo follow the page language (accept-language).
 * `invoices: false` leaves the invoices call out (a session that would only be refused).
 */
export function useDashboardQueries(clientId: number | undefined, { invoices = true } = {}) {
  const { api, i18n } = useRuntime();
  const query = clientId === undefined ? {} : { clientId };
  const client = clientId ?? 'own';
  const language = i18n.language;
  // The memo first: its request leaves first, as the cards wait for it (DashboardElement). A server
  // that answers one call at a time (the reference API on PGlite) would otherwise answer it last.
  return {
    memo: useQuery({
      queryKey: ['memo', DASHBOARD_MEMO_TYPE, client, language],
      queryFn: ({ signal }) => api.call(getMemo, { query: { memoType: DASHBOARD_MEMO_TYPE }, signal }),
    }),
    orders: useQuery({
      queryKey: ['dashboard', 'recentOrders', client],
      queryFn: ({ signal }) => api.call(getRecentOrders, { query, signal }),
    }),
    invoices: useQuery({
      queryKey: ['dashboard', 'recentInvoices', client],
      queryFn: ({ signal }) => api.call(getRecentInvoices, { query, signal }),
      enabled: invoices,
    }),
    futureDeliveries: useQuery({
      queryKey: ['dashboard', 'futureDeliveries', client],
      queryFn: ({ signal }) => api.call(getFutureDeliveries, { query, signal }),
    }),
    tracking: useQuery({
      queryKey: ['dashboard', 'trackAndTrace', client],
      queryFn: ({ signal }) => api.call(getTrackAndTraceDeliveries, { query, signal }),
    }),
    news: useQuery({
      queryKey: ['dashboard', 'news', client, language],
      queryFn: ({ signal }) => api.call(getNews, { query, signal }),
    }),
  };
}
