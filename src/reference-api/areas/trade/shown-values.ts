import deDeliveries from '../../../../locales/de/deliveries.json' with { type: 'json' };
import deInvoices from '../../../../locales/de/invoices.json' with { type: 'json' };
import enDeliveries from '../../../../locales/en/deliveries.json' with { type: 'json' };
import enInvoices from '../../../../locales/en/invoices.json' with { type: 'json' };
import nlDeliveries from '../../../../locales/nl/deliveries.json' with { type: 'json' };
import nlInvoices from '../../../../locales/nl/invoices.json' with { type: 'json' };
import zhDeliveries from '../../../../locales/zhHans/deliveries.json' with { type: 'json' };
import zhInvoices from '../../../../locales/zhHans/invoices.json' with { type: 'json' };
import type { ServerLanguage } from '../../platform/server-messages.ts';

// The elements' own locale texts: the server says a value in the words the table on screen uses,
// and follows them when they are reworded.
const DELIVERIES = { nl: nlDeliveries, en: enDeliveries, de: deDeliveries, zhHans: zhDeliveries };
const INVOICES = { nl: nlInvoices, en: enInvoices, de: deInvoices, zhHans: zhInvoices };

/** The deliveries' columns whose stored values the screen shows in words. */
export const DELIVERY_ENUM_COLUMNS = ['transportType', 'status'] as const;
export type DeliveryEnumColumn = (typeof DELIVERY_ENUM_COLUMNS)[number];

/** The screen's words for the values of a deliveries enum column (`Road` → `Weg` in nl). */
export function deliveryEnumTexts(
  language: ServerLanguage,
  column: DeliveryEnumColumn,
): Readonly<Record<string, string>> {
  const texts = DELIVERIES[language];
  return column === 'transportType' ? texts.transport : texts.status;
}

/**
 * The days-due cell as the invoices table says it: days overdue as a positive number, "due in 29
 * days" or "due today" for an open invoice not yet overdue, nothing once paid. `daysDue` is the
 * table's value (today − date due), negative before the due date.
 */
export function shownDaysDue(
  language: ServerLanguage,
  daysDue: number | null,
  datePaid: string | null,
): number | string | null {
  if (datePaid !== null || daysDue === null) return null;
  if (daysDue > 0) return daysDue;
  const texts = INVOICES[language];
  if (daysDue === 0) return texts.dueToday;
  const count = -daysDue;
  const form = new Intl.PluralRules(language === 'zhHans' ? 'zh' : language).select(count);
  const text = form === 'one' ? texts.dueIn_one : texts.dueIn_other;
  return text.replace('{{count}}', String(count));
}

/**
 * An export row with its values as the table on screen shows them: the deliveries' transport type
 * and status in words, an invoice's days due as the invoices table says it.
 */
export function shownExportRow(
  language: ServerLanguage,
  area: string,
  row: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  if (area === 'deliveries') {
    const shown = { ...row };
    for (const column of DELIVERY_ENUM_COLUMNS) {
      const value = row[column];
      if (typeof value === 'string') shown[column] = deliveryEnumTexts(language, column)[value] ?? value;
    }
    return shown;
  }
  if (area === 'invoices') {
    const daysDue = typeof row.daysDue === 'number' ? row.daysDue : null;
    const datePaid = typeof row.datePaid === 'string' ? row.datePaid : null;
    return { ...row, daysDue: shownDaysDue(language, daysDue, datePaid) };
  }
  return row;
}
