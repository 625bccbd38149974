import atRiskListCss from '../../ui/deliveries-at-risk/at-risk-list.css?inline';
import { DELIVERIES_AT_RISK_NAMESPACE } from '../../ui/deliveries-at-risk/deliveries-at-risk-namespace.ts';
import { defineElement } from '../../ui/element/define-element.ts';
import { DeliveriesAtRiskElement } from './DeliveriesAtRiskElement.tsx';
import atRiskCss from './deliveries-at-risk.css?inline';

/**
 * The client's open shipments at risk: in exception, estimated to arrive late, or silent; the most
 * pressing first, each with how late and since when, linking to its tracking.
 *
 * @summary Deliveries at risk of the customer portal.
 * @attr lang - Language of this element: nl, en, de or zhHans. Default: the page's portal language.
 * @attr theme - light or dark. Default: the page's theme preference.
 * @attr client-id - Client whose shipments are shown (agents, staff). Default: the selected client, else the user's own.
 * @attr api-base - Base URL of the portal API. Default /customerportal.
 * @event {CustomEvent<{ path: string; route?: string; params?: Record<string, string> }>} cp-navigate - A shipment was clicked; detail.path is its tracking page.
 * @event {CustomEvent<{ reason: string }>} cp-login-required - Nobody is signed in: the element says so instead of loading; detail.reason is not-logged-in.
 * @event {CustomEvent<Record<string, never>>} cp-session-expired - The session could not be refreshed; the host should log in again.
 * @event {CustomEvent<Record<string, never>>} cp-network-error - The API could not be reached.
 * @cssproperty --cp-color-surface - Background of the card.
 * @cssproperty --cp-color-error - The exception badge.
 * @cssproperty --cp-color-warning - The late badge.
 * @cssproperty --cp-color-link - The shipments' links.
 * @csspart card - The card around the list.
 * @csspart title - The heading.
 * @csspart risk-list - The list of shipments.
 * @csspart risk-item - Each shipment.
 * @csspart badge - The reason of each shipment; also badge-exception, badge-late, badge-silent.
 * @csspart risk-link - The link opening a shipment's tracking.
 * @csspart risk-more - The button showing every shipment when the list is cut.
 * @csspart empty - The text shown when every delivery is on time.
 * @csspart skeleton - The placeholder while loading.
 */
export const CpDeliveriesAtRisk = defineElement('cp-deliveries-at-risk', DeliveriesAtRiskElement, {
  props: {},
  styles: [atRiskListCss, atRiskCss],
  namespace: DELIVERIES_AT_RISK_NAMESPACE,
  needsClient: true,
});
