import type { InvoiceRow } from '../../core/api/contract/invoices.ts';
import { formatDate, formatMoney } from '../../core/i18n/format.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { type BlockQuery, DashboardBlock } from './DashboardBlock.tsx';

/** Open past its due date (daysDue counts from the due date; null once paid). */
export function isOverdue(invoice: Pick<InvoiceRow, 'datePaid' | 'daysDue'>): boolean {
  return invoice.datePaid === null && (invoice.daysDue ?? 0) > 0;
}

/** The invoice amount excluding VAT in the invoice's own currency. */
function invoiceAmount(invoice: InvoiceRow): { value: number; currency: string } {
  return invoice.currency !== 'EUR' && invoice.amountExclVatForeign !== null
    ? { value: invoice.amountExclVatForeign, currency: invoice.currency }
    : { value: invoice.amountExclVatEur, currency: 'EUR' };
}

/** The 5 most recent invoices, newest first, overdue ones marked in text and colour (docs/screens/dashboard.md#blocks). */
export function RecentInvoicesBlock({ query }: { query: BlockQuery<InvoiceRow[]> }) {
  const { t, language } = usePortalTranslation('dashboard');
  const status = (invoice: InvoiceRow) => {
    if (invoice.datePaid !== null) return <span className="status status-paid">{t('invoices.paid')}</span>;
    if (isOverdue(invoice)) {
      return (
        <span className="status status-overdue" part="overdue">
          {t('invoices.overdue')}
        </span>
      );
    }
    return <span className="status status-open">{t('invoices.open')}</span>;
  };
  return (
    <DashboardBlock
      name="invoices"
      title={t('invoices.title')}
      query={query}
      emptyText={t('invoices.empty')}
      isEmpty={(rows) => rows.length === 0}
      viewAllPath="/invoices"
    >
      {(rows) => (
        <table className="mini-table" aria-labelledby="block-invoices-title">
          <thead>
            <tr>
              <th scope="col">{t('invoices.invoice')}</th>
              <th scope="col">{t('invoices.dueDate')}</th>
              <th scope="col" className="number">
                {t('invoices.amount')}
              </th>
              <th scope="col">{t('invoices.status')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((invoice) => {
              const amount = invoiceAmount(invoice);
              return (
                <tr key={invoice.id} part="item" className={isOverdue(invoice) ? 'overdue' : undefined}>
                  <th scope="row" className="key nowrap" data-label={t('invoices.invoice')}>
                    {invoice.invoiceNumber}
                    <span className="secondary-line">{formatDate(invoice.invoiceDate, language)}</span>
                  </th>
                  <td className="nowrap" data-label={t('invoices.dueDate')}>
                    {formatDate(invoice.dateDue, language)}
                  </td>
                  <td className="number" data-label={t('invoices.amount')}>
                    {formatMoney(amount.value, amount.currency, language)}
                  </td>
                  <td data-label={t('invoices.status')}>{status(invoice)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </DashboardBlock>
  );
}
