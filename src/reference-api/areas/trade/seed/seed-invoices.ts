import type { SeededRandom } from '../../../db/seed/seeded-random.ts';
import { isoDay, pad } from './seed-dates.ts';
import { CLIENT_PROFILES, EXCHANGE_RATES } from './trade-catalogue.ts';

export const INVOICE_SCALE = {
  small: { invoices: 200, daysBack: 180 },
  full: { invoices: 5_000, daysBack: 730 },
} as const;

export interface InvoiceRecord {
  invoice_id: number;
  client_id: number;
  invoice_number: string;
  invoice_date: string;
  date_due: string;
  date_paid: string | null;
  currency: 'EUR' | 'USD' | 'GBP' | 'CNY' | 'SEK';
  amount_excl_vat_eur: number;
  amount_excl_vat_foreign: number | null;
  vat_eur: number;
  outstanding_eur: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Invoices around `today`: old ones are paid (a few late), recent ones are partly open, and some
 * open ones are past their due date, so "days due" and "outstanding" have something to show.
 */
export function buildInvoices(
  random: SeededRandom,
  today: Date,
  scale: keyof typeof INVOICE_SCALE,
): InvoiceRecord[] {
  const { invoices: total, daysBack } = INVOICE_SCALE[scale];
  const drafts: { clientId: number; daysAgo: number }[] = [];
  for (const profile of CLIENT_PROFILES) {
    const count = Math.round(total * profile.share);
    for (let i = 0; i < count; i++)
      drafts.push({ clientId: profile.clientId, daysAgo: random.int(0, daysBack) });
  }
  drafts.sort((a, b) => b.daysAgo - a.daysAgo);
  return drafts.map(({ clientId, daysAgo }, index): InvoiceRecord => {
    const profile = CLIENT_PROFILES.find((p) => p.clientId === clientId)!;
    const invoiceDate = isoDay(today, -daysAgo);
    const dueIn = profile.paymentDays;
    const amount = round2(random.int(1_800, 62_000) + random.next());
    const vat = round2(amount * profile.vatRate);
    let currency: InvoiceRecord['currency'] = 'EUR';
    let draw = random.next();
    for (const option of profile.currencies) {
      if (draw < option.weight) {
        currency = option.currency;
        break;
      }
      draw -= option.weight;
    }
    const foreign =
      currency === 'EUR' ? null : round2(amount * EXCHANGE_RATES[currency] * (0.97 + random.next() * 0.06));
    // Invoices older than their term plus two months are paid, bar a rare dispute; newer ones are paid
    // with a probability that grows with their age.
    const open = daysAgo > dueIn + 60 ? random.chance(0.01) : random.chance(1 - daysAgo / (dueIn + 60));
    const paidAfter = Math.min(daysAgo, random.int(10, dueIn + 20));
    return {
      invoice_id: index + 1,
      client_id: clientId,
      invoice_number: `9${invoiceDate.slice(2, 4)}${pad(index + 1, 6)}`,
      invoice_date: invoiceDate,
      date_due: isoDay(today, dueIn - daysAgo),
      date_paid: open ? null : isoDay(today, paidAfter - daysAgo),
      currency,
      amount_excl_vat_eur: amount,
      amount_excl_vat_foreign: foreign,
      vat_eur: vat,
      outstanding_eur: open ? round2(amount + vat) : 0,
    };
  });
}
