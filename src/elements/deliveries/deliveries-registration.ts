// What cp-deliveries.ts registers, loaded by it with import() once the first page's request has left.
export { dataTableStyles } from '../../ui/data-table/data-table-styles.ts';
export { defineElement } from '../../ui/element/define-element.ts';
export { DeliveriesElement } from './DeliveriesElement.tsx';
export { default as deliveriesCss } from './deliveries.css?inline';
export { DELIVERIES_NAMESPACE } from './deliveries-namespace.ts';
