import type { InboxEntry } from '../../core/api/browser-contract/notifications.ts';
import { toDate } from '../../core/i18n/format.ts';
import { formatDurationMinutes } from '../../core/i18n/relative-time.ts';
import { dateLocaleFor } from '../../core/i18n/supported-languages.ts';
import type { Translate } from '../../ui/element/use-portal-translation.ts';

const MINUTE = 60_000;

/** A moment as the sentences name it: the weekday, the day and the time ("Tue, Dec 1, 14:00"). */
export function formatMoment(value: string | undefined, language: string): string {
  const date = toDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(dateLocaleFor(language), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/**
 * One inbox entry as a sentence in the reader's language (docs/alerts.md#inbox): what changed, of
 * which shipment (the load, or for ocean transport the container), and by how much.
 */
export function changeSentence(entry: InboxEntry, t: Translate<'notifications'>, language: string): string {
  const ocean = entry.transportType === 'Ocean' && entry.containernr;
  const number = ocean ? entry.containernr : entry.loadnr;
  const noun = ocean ? 'container' : 'load';
  const { details } = entry;
  const silence =
    details.lastPositionAt === undefined
      ? 0
      : (Date.parse(entry.happenedAt) - Date.parse(details.lastPositionAt)) / MINUTE;
  const values = {
    shipment: t(`shipment.${noun}`, { number }),
    shipmentStart: t(`shipmentStart.${noun}`, { number }),
    stop: details.stop?.name ?? '',
    eta: formatMoment(details.estimatedArrival, language),
    duration: formatDurationMinutes(entry.kind === 'silent' ? silence : (details.minutes ?? 0), language),
    // Names and numbers go into the text as they are: React escapes them, i18next need not.
    interpolation: { escapeValue: false },
  };
  return t(`change.${entry.kind}`, values);
}
