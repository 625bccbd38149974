import { toDate } from '../../core/i18n/format.ts';
import { dateLocaleFor } from '../../core/i18n/supported-languages.ts';

/** Month formats of the statistics in one language: `Nov 2026`, the axis label, compact axis numbers. */
export interface MonthFormats {
  monthYear: (month: string) => string;
  axisMonth: (month: string) => { month: string; year: string };
  compact: (value: number) => string;
}

/** The statistics' month and axis formats for a language (Intl, so every locale reads naturally). */
export function monthFormats(language: string): MonthFormats {
  const locale = dateLocaleFor(language);
  const monthYear = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric' });
  const monthOnly = new Intl.DateTimeFormat(locale, { month: 'short' });
  const yearOnly = new Intl.DateTimeFormat(locale, { year: 'numeric' });
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  return {
    monthYear: (month) => {
      const date = toDate(month);
      return date ? monthYear.format(date) : month;
    },
    axisMonth: (month) => {
      const date = toDate(month);
      return date ? { month: monthOnly.format(date), year: yearOnly.format(date) } : { month, year: '' };
    },
    compact: (value) => compact.format(value),
  };
}
