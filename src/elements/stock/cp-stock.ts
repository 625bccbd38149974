import { prefetchFirstPages } from '../../core/table/first-page/first-page-prefetch.ts';
import type { StockProps } from './StockElement.tsx';
import { STOCK_FIRST_PAGE } from './stock-first-page.ts';

// The first page's request leaves now, while React and the kit load: ES static imports are all
// fetched and run before this module's body, so the rest comes through import() after it.
prefetchFirstPages('cp-stock', STOCK_FIRST_PAGE);
const { dataTableStyles, defineElement, StockElement, stockCss, STOCK_NAMESPACE } = await import(
  './stock-registration.ts'
);

/**
 * The client's stock per product: the products with stock, then a product's stock orders (with
 * Excel exports), then a stock order's pallets, each a paged, sortable, searchable table. The
 * level shown follows the `product` and `stock-order` attributes; a click emits `cp-level-change`,
 * which a page maps to its own URL so that Back and reload keep the level.
 *
 * @summary Stock of the customer portal.
 * @attr lang - Language of this element: nl, en, de or zhHans. Default: the page's portal language.
 * @attr theme - light or dark. Default: the page's theme preference.
 * @attr client-id - Client whose stock is shown (agents). Default: the selected client, else the user's own.
 * @attr page-size - Rows per page to start with: 10, 25, 50, 100 or -1 (All). Default 10.
 * @attr api-base - Base URL of the portal API. Default /customerportal.
 * @attr product - Code of the product whose stock orders are shown. Default none: the products.
 * @attr stock-order - Number of that product's stock order whose pallets are shown (needs product). Default none.
 * @event {CustomEvent<{ path: string; level: string; params: Record<string, string> }>} cp-level-change - The user opened another level (the element shows it already); detail.level is products, stock-orders or pallets, detail.params the product and stock-order attributes of that level, detail.path its portal path /stock, /stock/{product} or /stock/{product}/{stockOrder}.
 * @event {CustomEvent<{ reason: string }>} cp-login-required - Nobody is signed in: the element says so instead of loading; detail.reason is not-logged-in.
 * @event {CustomEvent<Record<string, never>>} cp-session-expired - The session could not be refreshed; the host should log in again.
 * @event {CustomEvent<Record<string, never>>} cp-network-error - The API could not be reached.
 * @cssproperty --cp-color-primary - Primary colour (buttons).
 * @cssproperty --cp-color-secondary - Accent of the progress bar and hovered actions.
 * @cssproperty --cp-color-surface - Background of the card and the tables.
 * @cssproperty --cp-color-text - Text colour.
 * @cssproperty --cp-color-link - Colour of product and order links and breadcrumbs.
 * @cssproperty --cp-data-table-height - Height of the scroll box when All rows are shown. Default 600px.
 * @csspart title - The heading of the element.
 * @csspart breadcrumbs - Products › product › stock order.
 * @csspart level-title - The heading of the table shown.
 * @csspart hint - "Select a product to see its stock".
 * @csspart toolbar - Search field, refresh and export buttons.
 * @csspart table - The `<table>`.
 * @csspart header - The table head (`<thead>`).
 * @csspart row - Each data row.
 * @csspart pagination - Rows per page, range text and page buttons.
 */
export const CpStock = defineElement<StockProps>('cp-stock', StockElement, {
  props: { product: 'string', stockOrder: 'string' },
  styles: [dataTableStyles, stockCss],
  namespace: STOCK_NAMESPACE,
  needsClient: true,
});
