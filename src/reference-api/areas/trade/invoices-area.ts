import {
  exportAllInvoicesToExcel,
  exportInvoicesToExcel,
  getAllInvoicesTable,
  type InvoiceRow,
  reprintInvoice,
} from '../../../core/api/contract/invoices.ts';
import { ApiError } from '../../platform/api-error.ts';
import { resolveClientId } from '../../platform/client-scope.ts';
import { route } from '../../platform/route.ts';
import type { AreaPlugin } from '../area-plugin.ts';
import { buildPdf } from './pdf-document.ts';
import { searchedIn } from './search-in-language.ts';
import { clientName, exportTable } from './table-export.ts';
import { queryTable } from './table-query.ts';
import { invoicesTable } from './trade-tables.ts';

const money = (value: number, currency: string) =>
  `${currency} ${value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The invoice calls: the table, its exports and the invoice reprint. */
export const invoicesArea: AreaPlugin = (app, { db }) => {
  route(app, getAllInvoicesTable, async ({ query, body, principal, request }) => {
    const clientId = await resolveClientId(db, principal, query.clientId);
    return queryTable<InvoiceRow>(db, invoicesTable, clientId, searchedIn(request, body));
  });

  route(app, exportInvoicesToExcel, async ({ query, body, principal, request }) => {
    const clientId = await resolveClientId(db, principal, query.clientId);
    return exportTable(db, invoicesTable, clientId, body, {
      all: false,
      area: 'invoices',
      sheetName: 'Invoices',
      request,
      principal,
    });
  });

  route(app, exportAllInvoicesToExcel, async ({ query, body, principal, request }) => {
    const clientId = await resolveClientId(db, principal, query.clientId);
    return exportTable(db, invoicesTable, clientId, body, {
      all: true,
      area: 'invoices',
      sheetName: 'Invoices',
      request,
      principal,
    });
  });

  route(app, reprintInvoice, async ({ query, body, principal }) => {
    const clientId = await resolveClientId(db, principal, query.clientId);
    const { items } = await queryTable<InvoiceRow>(
      db,
      invoicesTable,
      clientId,
      { page: 1, rowsPerPage: 1 },
      { sql: 'i.invoice_id = $extra', value: body.invoiceId },
    );
    const invoice = items[0];
    if (!invoice) throw new ApiError(404, 'errors.notFound');
    const total = invoice.amountExclVatEur + invoice.vat;
    const data = await buildPdf({
      title: 'Invoice',
      subtitle: `Invoice ${invoice.invoiceNumber} of ${invoice.invoiceDate}`,
      addressLines: [(await clientName(db, clientId)) ?? ''],
      fields: [
        { label: 'Date due', value: invoice.dateDue },
        { label: 'Amount excl. VAT', value: money(invoice.amountExclVatEur, 'EUR') },
        ...(invoice.amountExclVatForeign === null
          ? []
          : [
              {
                label: `Amount excl. VAT (${invoice.currency})`,
                value: money(invoice.amountExclVatForeign, invoice.currency),
              },
            ]),
        { label: 'VAT', value: money(invoice.vat, 'EUR') },
        { label: 'Total', value: money(total, 'EUR') },
        { label: 'Outstanding', value: money(invoice.outstanding, 'EUR') },
        { label: 'Paid on', value: invoice.datePaid ?? 'open' },
      ],
      footer: 'Reprint of the invoice. Please quote the invoice number with your payment.',
    });
    return { filename: `invoice-${invoice.invoiceNumber}.pdf`, contentType: 'application/pdf', data };
  });
};
