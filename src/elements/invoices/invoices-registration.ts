// What cp-invoices.ts registers, loaded by it with import() once the first page's request has left.
export { dataTableStyles } from '../../ui/data-table/data-table-styles.ts';
export { defineElement } from '../../ui/element/define-element.ts';
export { InvoicesElement } from './InvoicesElement.tsx';
export { default as invoicesCss } from './invoices.css?inline';
export { INVOICES_NAMESPACE } from './invoices-namespace.ts';
