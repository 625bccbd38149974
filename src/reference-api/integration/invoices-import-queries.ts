import type { Db } from '../db/db.ts';
import type { BatchCounts } from './integration-route.ts';

/** An invoice as stored. */
export interface InvoiceRecord {
  clientId: number;
  invoiceNumber: string;
  invoiceDate: string;
  dateDue: string;
  datePaid: string | null;
  currency: string;
  amountExclVatEur: number;
  amountExclVatForeign: number | null;
  vat: number;
  outstanding: number;
}

/** Upserts invoices by invoice number in one statement (like clients-import-queries.ts). */
export async function upsertInvoices(tx: Db, records: readonly InvoiceRecord[]): Promise<BatchCounts> {
  const column = <K extends keyof InvoiceRecord>(key: K) => records.map((r) => r[key]);
  const rows = await tx.query<{ inserted: boolean }>(
    `insert into invoices (client_id, invoice_number, invoice_date, date_due, date_paid, currency,
            amount_excl_vat_eur, amount_excl_vat_foreign, vat_eur, outstanding_eur)
     select * from unnest($1::int[], $2::text[], $3::date[], $4::date[], $5::date[], $6::text[],
            $7::numeric[], $8::numeric[], $9::numeric[], $10::numeric[])
     on conflict (invoice_number) do update
        set invoice_date = excluded.invoice_date, date_due = excluded.date_due, date_paid = excluded.date_paid,
            currency = excluded.currency, amount_excl_vat_eur = excluded.amount_excl_vat_eur,
            amount_excl_vat_foreign = excluded.amount_excl_vat_foreign, vat_eur = excluded.vat_eur,
            outstanding_eur = excluded.outstanding_eur
      where (invoices.invoice_date, invoices.date_due, invoices.date_paid, invoices.currency,
             invoices.amount_excl_vat_eur, invoices.amount_excl_vat_foreign, invoices.vat_eur, invoices.outstanding_eur)
            is distinct from
            (excluded.invoice_date, excluded.date_due, excluded.date_paid, excluded.currency,
             excluded.amount_excl_vat_eur, excluded.amount_excl_vat_foreign, excluded.vat_eur, excluded.outstanding_eur)
     returning (xmax = 0) as inserted`,
    [
      column('clientId'),
      column('invoiceNumber'),
      column('invoiceDate'),
      column('dateDue'),
      column('datePaid'),
      column('currency'),
      column('amountExclVatEur'),
      column('amountExclVatForeign'),
      column('vat'),
      column('outstanding'),
    ],
  );
  const created = rows.filter((r) => r.inserted).length;
  return { created, updated: rows.length - created, unchanged: records.length - rows.length };
}

/** The clients of these invoice numbers where the portal has them: invoice number -> client. */
export async function invoiceOwners(tx: Db, numbers: readonly string[]): Promise<Map<string, number>> {
  const rows = await tx.query<{ invoice_number: string; client_id: number }>(
    'select invoice_number, client_id from invoices where invoice_number = any($1::text[])',
    [numbers],
  );
  return new Map(rows.map((r) => [r.invoice_number, r.client_id]));
}

/** Deletes invoices by the client's invoice numbers in one statement; answers how many there were. */
export async function deleteInvoices(
  tx: Db,
  keys: readonly { clientId: number; invoiceNumber: string }[],
): Promise<number> {
  const rows = await tx.query(
    `delete from invoices i using unnest($1::int[], $2::text[]) as k (client_id, invoice_number)
      where i.client_id = k.client_id and i.invoice_number = k.invoice_number returning i.invoice_id`,
    [keys.map((k) => k.clientId), keys.map((k) => k.invoiceNumber)],
  );
  return rows.length;
}
