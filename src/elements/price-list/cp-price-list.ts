import { defineElement } from '../../ui/element/define-element.ts';
import { PriceListElement } from './PriceListElement.tsx';
import priceListCss from './price-list.css?inline';
import { PRICE_LIST_NAMESPACE } from './price-list-namespace.ts';

/**
 * The client's price list as an Excel download, or a clear message when the client has none.
 *
 * @summary Price list download of the customer portal.
 * @attr lang - Language of this element: nl, en, de or zhHans. Default: the page's portal language.
 * @attr theme - light or dark. Default: the page's theme preference.
 * @attr client-id - Client whose price list is offered (agents). Default: the selected client, else the user's own.
 * @attr api-base - Base URL of the portal API. Default /customerportal.
 * @event {CustomEvent<{ message: string }>} cp-error - The download failed; detail.message says why.
 * @event {CustomEvent<{ reason: string }>} cp-login-required - Nobody is signed in: the element says so instead of loading; detail.reason is not-logged-in.
 * @event {CustomEvent<Record<string, never>>} cp-session-expired - The session could not be refreshed; the host should log in again.
 * @event {CustomEvent<Record<string, never>>} cp-network-error - The API could not be reached.
 * @cssproperty --cp-color-surface - Background of the card.
 * @cssproperty --cp-color-primary - The download button.
 * @cssproperty --cp-color-text-muted - The file icon and hints.
 * @csspart price-list - The card.
 * @csspart title - The heading.
 * @csspart available - The download state (text and button).
 * @csspart download - The download button.
 * @csspart absent - The "no price list" state.
 * @csspart skeleton - The placeholder while loading.
 */
export const CpPriceList = defineElement('cp-price-list', PriceListElement, {
  props: {},
  styles: [priceListCss],
  namespace: PRICE_LIST_NAMESPACE,
  needsClient: true,
});
