import type { InvoiceRow } from '../../core/api/contract/invoices.ts';
import { INVOICE_COLUMNS } from '../../core/api/contract/table-columns.ts';
import { formatInteger, formatMoney } from '../../core/i18n/format.ts';
import type { DataTableColumn } from '../../ui/data-table/data-table-types.ts';
import type { Translate } from '../../ui/element/use-portal-translation.ts';

/** Every invoice column, for the export's `columnsToExport`. */
export const EXPORTED_INVOICE_COLUMNS: readonly string[] = Object.freeze(
  INVOICE_COLUMNS.map((column) => column.key),
);

/** An invoice is overdue while it is unpaid after its due date. */
export function isOverdue(row: Pick<InvoiceRow, 'datePaid' | 'daysDue'>): boolean {
  return row.datePaid === null && row.daysDue !== null && row.daysDue > 0;
}

/** Row class of the DataTable: overdue rows stand out (`rowClassName`). */
export function invoiceRowClassName(row: InvoiceRow): string | undefined {
  return isOverdue(row) ? 'overdue' : undefined;
}

/**
 * The days-due cell of an invoice that is not overdue: nothing once paid, else when it falls due
 * ("due in 29 days", "due today"), never a negative number of days overdue.
 */
function notOverdueText(row: InvoiceRow, t: Translate<'invoices'>): string {
  if (row.datePaid !== null || row.daysDue === null) return '';
  return row.daysDue === 0 ? t('dueToday') : t('dueIn', { count: -row.daysDue });
}

/**
 * How each column gives way on a narrow screen (DataTableColumn `fold`, highest first): the number,
 * the dates, the days due and the outstanding amount never fold.
 */
const INVOICE_FOLD_RANKS: Partial<Record<string, number>> = {
  currency: 10,
  amountExclVatForeign: 9,
  vat: 8,
  amountExclVatEur: 7,
  datePaid: 6,
};

/**
 * The invoices table columns with translated titles. The foreign amount is shown in the invoice's
 * own currency; an overdue invoice's days due carry an icon and the word "overdue", so the state is
 * not told by colour alone.
 */
export function invoiceColumns(t: Translate<'invoices'>, language: string): DataTableColumn<InvoiceRow>[] {
  const cells: Partial<Record<string, DataTableColumn<InvoiceRow>['cell']>> = {
    amountExclVatForeign: (row) =>
      row.amountExclVatForeign === null ? '' : formatMoney(row.amountExclVatForeign, row.currency, language),
    daysDue: (row) =>
      isOverdue(row) ? (
        <span className="overdue-flag" part="overdue">
          <cp-sl-icon library="cp" name="exclamation-triangle" />
          {formatInteger(row.daysDue, language)}
          <span className="overdue-text">{t('overdue')}</span>
        </span>
      ) : (
        notOverdueText(row, t)
      ),
  };
  return INVOICE_COLUMNS.map((column) => ({
    key: column.key,
    header: t(`columns.${column.key}`),
    sortable: column.sortable,
    kind: column.kind,
    cell: cells[column.key],
    keyField: column.key === 'invoiceNumber' || column.key === 'outstanding',
    identifier: column.key === 'invoiceNumber',
    fold: INVOICE_FOLD_RANKS[column.key],
  }));
}
