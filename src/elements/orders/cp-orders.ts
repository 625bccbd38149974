import { prefetchFirstPages } from '../../core/table/first-page/first-page-prefetch.ts';
import { ORDERS_FIRST_PAGE } from './orders-first-page.ts';

// The first page's request leaves now, while React and the kit load: ES static imports are all
// fetched and run before this module's body, so the rest comes through import() after it. Its
// rows are painted as they arrive, as a static first view that React's table then takes over; its
// code comes with import() too, beside the answer (a failed load leaves the element to React).
const firstPages = prefetchFirstPages('cp-orders', ORDERS_FIRST_PAGE);
if (firstPages.length > 0)
  import('./orders-first-view.ts').then(
    ({ paintOrdersFirstViews }) => paintOrdersFirstViews(firstPages),
    () => {},
  );
const { dataTableStyles, defineElement, OrdersElement, ordersCss, ORDERS_NAMESPACE } = await import(
  './orders-registration.ts'
);

/**
 * The client's order positions in a paged, sortable, searchable table with Excel exports and order reprints.
 *
 * @summary Orders list of the customer portal.
 * @attr lang - Language of this element: nl, en, de or zhHans. Default: the page's portal language.
 * @attr theme - light or dark. Default: the page's theme preference.
 * @attr client-id - Client whose orders are shown (agents). Default: the selected client, else the user's own.
 * @attr page-size - Rows per page to start with: 10, 25, 50, 100 or -1 (All). Default 10.
 * @attr api-base - Base URL of the portal API. Default /customerportal.
 * @event {CustomEvent<{ path: string; route?: string; params?: Record<string, string> }>} cp-navigate - A load number was clicked; detail.path is /track-and-traces/road/{loadNumber}.
 * @event {CustomEvent<{ reason: string }>} cp-login-required - Nobody is signed in: the element says so instead of loading; detail.reason is not-logged-in.
 * @event {CustomEvent<Record<string, never>>} cp-session-expired - The session could not be refreshed; the host should log in again.
 * @event {CustomEvent<Record<string, never>>} cp-network-error - The API could not be reached.
 * @event {CustomEvent<{ message: string }>} cp-error - A reprint failed; detail.message says why.
 * @cssproperty --cp-color-primary - Primary colour (buttons, checkboxes).
 * @cssproperty --cp-color-secondary - Accent of the progress bar, selection and hovered actions.
 * @cssproperty --cp-color-surface - Background of the card and the table.
 * @cssproperty --cp-color-text - Text colour.
 * @cssproperty --cp-data-table-height - Height of the scroll box when All rows are shown. Default 600px.
 * @csspart title - The heading above the table.
 * @csspart toolbar - Search field, refresh and export buttons.
 * @csspart table - The `<table>`.
 * @csspart header - The table head (`<thead>`).
 * @csspart row - Each data row.
 * @csspart pagination - Rows per page, range text and page buttons.
 */
export const CpOrders = defineElement('cp-orders', OrdersElement, {
  props: {},
  styles: [dataTableStyles, ordersCss],
  namespace: ORDERS_NAMESPACE,
  needsClient: true,
});
