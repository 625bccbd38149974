import {
  exportAllInvoicesToExcel,
  exportInvoicesToExcel,
  getAllInvoicesTable,
  type InvoiceRow,
  reprintInvoice,
} from '../../../core/api/contract/invoices.ts';
import { formatDate, formatMoney } from '../../../core/i18n/format.ts';
import { ApiError } from '../../platform/api-error.ts';
import { resolveClientId } from '../../platform/client-scope.ts';
import { requestLanguage } from '../../platform/composed-texts.ts';
import { documentTexts, fill } from '../../platform/pdf/document-texts.ts';
import { renderInPdfWorker } from '../../platform/pdf/render-in-pdf-worker.ts';
import { route } from '../../platform/route.ts';
import type { AreaPlugin } from '../area-plugin.ts';
import { searchedIn } from './search-in-language.ts';
import { clientName, exportTable } from './table-export.ts';
import { queryTable } from './table-query.ts';
import { invoicesTable } from './trade-tables.ts';

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

  route(app, reprintInvoice, async ({ query, body, principal, request }) => {
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
    const language = requestLanguage(request);
    const texts = documentTexts(language).invoice;
    const euro = (value: number) => formatMoney(value, 'EUR', language);
    const total = invoice.amountExclVatEur + invoice.vat;
    const data = await renderInPdfWorker({
      kind: 'reprint',
      content: {
        title: texts.title,
        subtitle: fill(texts.subtitle, {
          number: invoice.invoiceNumber,
          date: formatDate(invoice.invoiceDate, language),
        }),
        addressLines: [(await clientName(db, clientId)) ?? ''],
        fields: [
          { label: texts.dateDue, value: formatDate(invoice.dateDue, language) },
          { label: texts.amountExclVat, value: euro(invoice.amountExclVatEur) },
          ...(invoice.amountExclVatForeign === null
            ? []
            : [
                {
                  label: fill(texts.amountExclVatIn, { currency: invoice.currency }),
                  value: formatMoney(invoice.amountExclVatForeign, invoice.currency, language),
                },
              ]),
          { label: texts.vat, value: euro(invoice.vat) },
          { label: texts.total, value: euro(total) },
          { label: texts.outstanding, value: euro(invoice.outstanding) },
          { label: texts.paidOn, value: formatDate(invoice.datePaid, language) || texts.open },
        ],
        footer: texts.footer,
      },
    });
    return { filename: `invoice-${invoice.invoiceNumber}.pdf`, contentType: 'application/pdf', data };
  });
};
