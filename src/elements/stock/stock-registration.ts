// What cp-stock.ts registers, loaded by it with import() once the first page's request has left.
export { dataTableStyles } from '../../ui/data-table/data-table-styles.ts';
export { defineElement } from '../../ui/element/define-element.ts';
export { StockElement } from './StockElement.tsx';
export { default as stockCss } from './stock.css?inline';
export { STOCK_NAMESPACE } from './stock-namespace.ts';
