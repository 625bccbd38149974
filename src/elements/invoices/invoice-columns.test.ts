import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/invoices.json';
import nl from '../../../locales/nl/invoices.json';
import type { InvoiceRow } from '../../core/api/contract/invoices.ts';
import { createI18n } from '../../core/i18n/create-i18n.ts';
import type { Translate } from '../../ui/element/use-portal-translation.ts';
import { invoiceColumns, isOverdue } from './invoice-columns.tsx';

describe('isOverdue', () => {
  it('marks an unpaid invoice past its due date', () => {
    expect(isOverdue({ datePaid: null, daysDue: 12 })).toBe(true);
  });

  it('does not mark an unpaid invoice that is not yet due, or due today', () => {
    expect(isOverdue({ datePaid: null, daysDue: -3 })).toBe(false);
    expect(isOverdue({ datePaid: null, daysDue: 0 })).toBe(false);
  });

  it('does not mark a paid invoice', () => {
    expect(isOverdue({ datePaid: '2026-10-01', daysDue: null })).toBe(false);
  });
});

describe('the days-due cell', () => {
  const invoice = (daysDue: number | null, datePaid: string | null = null) =>
    ({ datePaid, daysDue, amountExclVatForeign: null, currency: 'EUR' }) as InvoiceRow;
  const cellText = (language: string, row: InvoiceRow) => {
    const i18n = createI18n({ language });
    i18n.addResourceBundle(language, 'invoices', language === 'nl' ? nl : en);
    // The typed getFixedT knows only the core's `portal` namespace; `invoices` is added above.
    const getFixedT = i18n.getFixedT.bind(i18n) as unknown as (
      lng: string,
      ns: string,
    ) => Translate<'invoices'>;
    const t = getFixedT(language, 'invoices');
    const column = invoiceColumns(t, language).find((candidate) => candidate.key === 'daysDue');
    return column?.cell?.(row);
  };

  it('given an invoice not yet due, it says when it falls due instead of negative days overdue', () => {
    expect(cellText('en', invoice(-29))).toBe('Due in 29 days');
    expect(cellText('en', invoice(-1))).toBe('Due in 1 day');
    expect(cellText('en', invoice(0))).toBe('Due today');
    expect(cellText('nl', invoice(-29))).toBe('Vervalt over 29 dagen');
  });

  it('given a paid invoice, it is empty', () => {
    expect(cellText('en', invoice(null, '2026-10-01'))).toBe('');
  });
});
