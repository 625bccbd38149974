import { type DateInput, toDate } from './format.ts';
import { dateLocaleFor } from './supported-languages.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago (or ahead) a moment is, in the language's words and the largest fitting unit
 * ("5 minutes ago", "vor 3 Stunden", "昨天"); '' for no or an invalid date. `now` defaults to the clock.
 */
export function formatRelativeTime(value: DateInput, language: string, now = Date.now()): string {
  const date = toDate(value);
  if (!date) return '';
  const format = new Intl.RelativeTimeFormat(dateLocaleFor(language), { numeric: 'auto' });
  const ms = date.getTime() - now;
  const size = Math.abs(ms);
  if (size < MINUTE) return format.format(0, 'minute');
  if (size < HOUR) return format.format(Math.round(ms / MINUTE), 'minute');
  if (size < DAY) return format.format(Math.round(ms / HOUR), 'hour');
  return format.format(Math.round(ms / DAY), 'day');
}

/** A duration of whole minutes as hours and minutes in the language's short units ("3 hr", "2 Std., 30 Min."). */
export function formatDurationMinutes(minutes: number, language: string): string {
  const locale = dateLocaleFor(language);
  const whole = Math.abs(Math.round(minutes));
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return unit(rest, 'minute');
  if (rest === 0) return unit(hours, 'hour');
  return new Intl.ListFormat(locale, { style: 'narrow', type: 'unit' }).format([
    unit(hours, 'hour'),
    unit(rest, 'minute'),
  ]);
}
