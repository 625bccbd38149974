import { dataTableStyles } from '../../ui/data-table/data-table-styles.ts';
import { defineElement } from '../../ui/element/define-element.ts';
import { StatisticsElement } from './StatisticsElement.tsx';
import statisticsCss from './statistics.css?inline';
import { STATISTICS_NAMESPACE } from './statistics-namespace.ts';

/**
 * The client's monthly sales per product: bar charts of volume (kg) and value (EUR) per month for
 * one product or all, with a table of the same numbers, and the paged list with Excel exports.
 *
 * @summary Sales statistics of the customer portal.
 * @attr lang - Language of this element: nl, en, de or zhHans. Default: the page's portal language.
 * @attr theme - light or dark. Default: the page's theme preference.
 * @attr client-id - Client whose statistics are shown (agents). Default: the selected client, else the user's own.
 * @attr page-size - Rows per page to start with: 10, 25, 50, 100 or -1 (All). Default 10.
 * @attr api-base - Base URL of the portal API. Default /customerportal.
 * @event {CustomEvent<{ reason: string }>} cp-login-required - Nobody is signed in: the element says so instead of loading; detail.reason is not-logged-in.
 * @event {CustomEvent<Record<string, never>>} cp-session-expired - The session could not be refreshed; the host should log in again.
 * @event {CustomEvent<Record<string, never>>} cp-network-error - The API could not be reached.
 * @cssproperty --cp-color-primary - Primary colour (buttons).
 * @cssproperty --cp-color-surface - Background of the card, the chart and the table.
 * @cssproperty --cp-color-text - Text colour.
 * @cssproperty --cp-statistics-volume-color - Bars of the volume chart. Default --cp-color-accent.
 * @cssproperty --cp-statistics-value-color - Bars of the value chart. Default --cp-color-info.
 * @cssproperty --cp-data-table-height - Height of the scroll box when All rows are shown. Default 600px.
 * @csspart title - The heading above chart and table.
 * @csspart chart-section - The chart heading, product choice, charts and table of numbers.
 * @csspart chart - Each chart (`<figure>` with its SVG).
 * @csspart chart-table - The chart's numbers as a table (a `<details>`).
 * @csspart toolbar - Search field, refresh and export buttons.
 * @csspart table - The `<table>`.
 * @csspart header - The table head (`<thead>`).
 * @csspart row - Each data row.
 * @csspart pagination - Rows per page, range text and page buttons.
 */
export const CpStatistics = defineElement('cp-statistics', StatisticsElement, {
  props: {},
  styles: [dataTableStyles, statisticsCss],
  namespace: STATISTICS_NAMESPACE,
  needsClient: true,
});
