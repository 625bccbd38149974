import type { FastifyInstance } from 'fastify';
import { type Static, Type } from 'typebox';
import { Nullable } from '../../core/api/contract/common.ts';
import { Currency } from '../../core/api/contract/invoices.ts';
import type { Db } from '../db/db.ts';
import { translate } from '../platform/server-messages.ts';
import { duplicateKeys } from './duplicate-keys.ts';
import { integrationRoute } from './integration-route.ts';
import { deleteInvoices, invoiceOwners, upsertInvoices } from './invoices-import-queries.ts';
import { otherClientProblems } from './other-client-numbers.ts';
import { removeRoute } from './remove-route.ts';
import { ClientIdField, Day, NumberText } from './trade-item-fields.ts';
import { unknownClientProblems } from './unknown-clients.ts';

/** An amount in a currency, kept to the cent (`numeric(14, 2)`). */
const Amount = Type.Number({ minimum: -999_999_999_999, maximum: 999_999_999_999 });

/**
 * One invoice: the row of `GetAllInvoicesTable` (contract/invoices.ts `InvoiceRow`) without `id` and
 * `daysDue` (the portal counts it from today), plus `clientId` (docs/integration.md#invoices).
 */
export const InvoiceItem = Type.Object(
  {
    clientId: ClientIdField,
    invoiceNumber: NumberText,
    invoiceDate: Day,
    dateDue: Day,
    datePaid: Nullable(Day),
    outstanding: Amount,
    amountExclVatEur: Amount,
    amountExclVatForeign: Nullable(Amount),
    currency: Currency,
    vat: Amount,
  },
  { additionalProperties: false },
);
export type InvoiceItem = Static<typeof InvoiceItem>;

const InvoiceKey = Type.Object(
  { clientId: ClientIdField, invoiceNumber: NumberText },
  { additionalProperties: false },
);

/** `PUT Integration/Invoices` and `POST Integration/Invoices/Remove`, keyed by `invoiceNumber`. */
export function invoicesImport(app: FastifyInstance, db: Db) {
  integrationRoute(
    app,
    db,
    {
      method: 'PUT',
      path: '/Integration/Invoices',
      summary: 'Creates or updates invoices by invoiceNumber',
      scope: 'import',
      item: InvoiceItem,
    },
    async ({ items, tx, problems, request }) => {
      for (const index of duplicateKeys(items, (r) => r.invoiceNumber))
        problems.add(index, 'invoiceNumber', translate(request, 'errors.batchDuplicate'));
      await unknownClientProblems(tx, items, problems, request);
      const owners = await invoiceOwners(
        tx,
        items.map((r) => r.invoiceNumber),
      );
      otherClientProblems(items, owners, (r) => r.invoiceNumber, 'invoiceNumber', problems, request);
      if (problems.any) return { created: 0, updated: 0, unchanged: 0 };
      return upsertInvoices(tx, items);
    },
  );

  removeRoute(app, db, {
    path: '/Integration/Invoices/Remove',
    summary: 'Removes invoices the ERP cancelled, by clientId and invoiceNumber',
    key: InvoiceKey,
    keyOf: (r) => r.invoiceNumber,
    keyField: 'invoiceNumber',
    remove: deleteInvoices,
  });
}
