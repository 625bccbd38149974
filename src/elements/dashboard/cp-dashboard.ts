import atRiskListCss from '../../ui/deliveries-at-risk/at-risk-list.css?inline';
import { DELIVERIES_AT_RISK_NAMESPACE } from '../../ui/deliveries-at-risk/deliveries-at-risk-namespace.ts';
import { defineElement } from '../../ui/element/define-element.ts';
import { DashboardElement } from './DashboardElement.tsx';
import dashboardCss from './dashboard.css?inline';
import { DASHBOARD_NAMESPACE } from './dashboard-namespace.ts';

/**
 * The customer's dashboard: the memo, the deliveries at risk, recent orders and invoices, scheduled and tracked deliveries, company news.
 *
 * @summary Dashboard of the customer portal.
 * @attr lang - Language of this element: nl, en, de or zhHans. Default: the page's portal language.
 * @attr theme - light or dark. Default: the page's theme preference.
 * @attr client-id - Client whose data is shown (agents). Default: the selected client, else the user's own.
 * @attr api-base - Base URL of the portal API. Default /customerportal.
 * @event {CustomEvent<{ path: string; route?: string; params?: Record<string, string> }>} cp-navigate - A "view all" or tracking link was clicked; detail.path is the portal path to open.
 * @event {CustomEvent<{ reason: string }>} cp-login-required - Nobody is signed in: the element says so instead of loading; detail.reason is not-logged-in.
 * @event {CustomEvent<Record<string, never>>} cp-session-expired - The session could not be refreshed; the host should log in again.
 * @event {CustomEvent<Record<string, never>>} cp-network-error - The API could not be reached.
 * @cssproperty --cp-color-surface - Background of the cards.
 * @cssproperty --cp-color-secondary - Accent stripe of the memo.
 * @cssproperty --cp-color-link - Links and in-transit status.
 * @cssproperty --cp-color-error - Overdue invoices.
 * @cssproperty --cp-dashboard-card-shadow - Shadow of each card. Default a faint 1px shadow.
 * @csspart dashboard - The whole dashboard.
 * @csspart grid - The grid holding the cards.
 * @csspart block - Each card; also block-at-risk, block-orders, block-invoices, block-future-deliveries, block-tracking, block-news, block-memo.
 * @csspart block-title - The heading of a card.
 * @csspart view-all - The "view all" link of a card.
 * @csspart skeleton - The placeholder of a loading card.
 * @csspart item - Each row or item in a card.
 * @csspart overdue - The overdue mark of an invoice.
 * @csspart tracking-link - The link opening a delivery's tracking.
 * @csspart risk-item - Each shipment at risk; badge (also badge-exception, badge-late, badge-silent) its reason, risk-link its tracking link.
 * @csspart news-item - Each news article.
 */
export const CpDashboard = defineElement('cp-dashboard', DashboardElement, {
  props: {},
  styles: [dashboardCss, atRiskListCss],
  namespace: [DASHBOARD_NAMESPACE, DELIVERIES_AT_RISK_NAMESPACE],
  needsClient: true,
});
