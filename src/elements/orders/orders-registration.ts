// What cp-orders.ts registers, loaded by it with import() once the first page's request has left.
export { dataTableStyles } from '../../ui/data-table/data-table-styles.ts';
export { defineElement } from '../../ui/element/define-element.ts';
export { OrdersElement } from './OrdersElement.tsx';
export { default as ordersCss } from './orders.css?inline';
export { ORDERS_NAMESPACE } from './orders-namespace.ts';
