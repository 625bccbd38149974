import type { ChangeKind, ShipmentChangeDetails } from '../../core/api/contract/alerts.ts';
import { dateLocaleFor } from '../../core/i18n/supported-languages.ts';
import { escapeHtml } from '../auth/outbox-mail.ts';
import { type MessageKey, message, type ServerLanguage } from '../platform/server-messages.ts';
import { DEFAULT_TIME_ZONE, knownTimeZone } from './next-local-hour.ts';

/** A change as an alert mail tells it: what changed, and which shipment (docs/alerts.md#e-mail). */
export interface MailedChange {
  changeId: number;
  kind: ChangeKind;
  details: ShipmentChangeDetails;
  /** ISO 8601. */
  happenedAt: string;
  transportType: 'Road' | 'Ocean';
  loadNumber: string;
  containerNumber: string | null;
  carrier: string | null;
}

/** Whom an alert mail is for and where its links go. */
export interface AlertMailFor {
  language: ServerLanguage;
  /** The login's IANA time zone: every time in the mail is told in it. */
  timeZone: string;
  name: string;
  /** The portal's address (`PUBLIC_URL`). */
  origin: string;
  /** The one-click unsubscribe link (its token masked in the e-mail log's copy). */
  unsubscribeUrl: string;
}

/**
 * The shipment's track & trace page (docs/screens/tracking.md#routes, as the host's routes parse it):
 * a road load by number, an ocean container by carrier slug and number; null when it has none.
 */
export function trackingPath(change: MailedChange): string | null {
  if (change.transportType === 'Road')
    return `/track-and-traces/road/${encodeURIComponent(change.loadNumber)}`;
  const carrier = change.carrier?.trim().toLowerCase();
  if (!carrier || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(carrier) || !change.containerNumber) return null;
  return `/track-and-traces/ocean-${carrier}/${encodeURIComponent(change.containerNumber)}`;
}

/** The notification settings, where a login chooses its alerts. */
export const SETTINGS_PATH = '/settings';

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** A time in the login's zone and language, with the zone's short name (`28-11-2026 14:30 CET`). */
function formatTime(iso: string | undefined, language: ServerLanguage, timeZone: string): string {
  if (!iso) return '';
  const zone = knownTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  const key = `${language}|${zone}`;
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(dateLocaleFor(language), {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    timeFormats.set(key, format);
  }
  return format.format(new Date(iso));
}

/** A slip as hours and minutes (`3 h`, `45 min`, `2 h 30 min`), without its sign. */
function formatDuration(minutes: number, language: ServerLanguage): string {
  const total = Math.abs(minutes);
  const hours = String(Math.floor(total / 60));
  const rest = String(total % 60);
  if (total < 60) return message(language, 'alertMail.minutes', { minutes: rest });
  if (total % 60 === 0) return message(language, 'alertMail.hours', { hours });
  return message(language, 'alertMail.hoursMinutes', { hours, minutes: rest });
}

const capitalized = (kind: ChangeKind) => `${kind[0]!.toUpperCase()}${kind.slice(1)}`;

/** The words a change's subject and sentence are filled with. */
function changeValues(change: MailedChange, to: AlertMailFor): Record<string, string> {
  const { language, timeZone } = to;
  const shipment =
    change.transportType === 'Ocean' && change.containerNumber
      ? message(language, 'alertMail.container', { number: change.containerNumber })
      : message(language, 'alertMail.load', { number: change.loadNumber });
  const { details } = change;
  return {
    shipment,
    duration: formatDuration(details.minutes ?? 0, language),
    arrival: formatTime(details.estimatedArrival, language, timeZone),
    previous: formatTime(details.previousArrival, language, timeZone),
    stop: details.stop?.name ?? '',
    time: formatTime(
      change.kind === 'silent' ? details.lastPositionAt : change.happenedAt,
      language,
      timeZone,
    ),
  };
}

/** The subject of a mail telling these changes: the one change's own, or their count. */
function subjectOf(changes: readonly MailedChange[], to: AlertMailFor, digest: boolean): string {
  const count = String(changes.length);
  if (digest)
    return changes.length === 1
      ? message(to.language, 'alertMail.digestSubjectOne')
      : message(to.language, 'alertMail.digestSubject', { count });
  if (changes.length > 1) return message(to.language, 'alertMail.subjectSeveral', { count });
  const [change] = changes;
  return message(
    to.language,
    `alertMail.subject${capitalized(change!.kind)}` as MessageKey,
    changeValues(change!, to),
  );
}

/**
 * An alert mail (docs/alerts.md#e-mail): the subject, and the HTML body (framed with the brand when
 * sent, its text part made from it) in the login's language: a sentence per change with its times
 * in the login's zone and a link to the shipment, then the notification settings and the one-click
 * unsubscribe link. `digest`: the daily summary of these changes.
 */
export function alertMail(
  changes: readonly MailedChange[],
  to: AlertMailFor,
  digest: boolean,
): { subject: string; html: string } {
  const t = (key: MessageKey, values?: Record<string, string>) => message(to.language, key, values);
  const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
  const origin = to.origin.replace(/\/+$/, '');
  const items = changes.map((change) => {
    const sentence = t(`alertMail.${change.kind}` as MessageKey, changeValues(change, to));
    const path = trackingPath(change);
    return `<p>${escapeHtml(sentence)}${path ? `<br>\n${link(`${origin}${path}`, t('alertMail.viewShipment'))}` : ''}</p>`;
  });
  const settings = `${origin}${SETTINGS_PATH}`;
  const html = [
    `<p>${escapeHtml(t('mail.greeting', { name: to.name }))}</p>`,
    `<p>${escapeHtml(t(digest ? 'alertMail.digestIntro' : 'alertMail.intro'))}</p>`,
    ...items,
    `<p>${escapeHtml(t('mail.closing'))}</p>`,
    `<p>${escapeHtml(t('alertMail.why'))}<br>\n${link(settings, settings)}</p>`,
    `<p>${escapeHtml(t('alertMail.unsubscribe'))}<br>\n${link(to.unsubscribeUrl, to.unsubscribeUrl)}</p>`,
  ].join('\n');
  return { subject: subjectOf(changes, to, digest), html };
}
