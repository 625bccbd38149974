import '@shoelace-style/shoelace/dist/components/button/button.js';
import type { InboxEntry } from '../../core/api/browser-contract/notifications.ts';
import { formatDateTime } from '../../core/i18n/format.ts';
import { formatRelativeTime } from '../../core/i18n/relative-time.ts';
import { oceanTrackingTarget, roadTrackingTarget } from '../../core/navigation/tracking-path.ts';
import '../../ui/shoelace/shoelace.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { PortalLink } from '../../ui/navigation/PortalLink.tsx';
import { changeSentence } from './change-sentence.ts';

export interface NotificationEntryProps {
  entry: InboxEntry;
  /** Marks the entry read; absent where the session may not (a support session). */
  onMarkRead?: (() => void) | undefined;
  marking: boolean;
}

/**
 * One inbox entry: the sentence as a link to the shipment's tracking (following it marks the entry
 * read), its kind, when it happened, and for an unread one an "Unread" label — not only its colour —
 * and a "mark read" button.
 */
export function NotificationEntry({ entry, onMarkRead, marking }: NotificationEntryProps) {
  const { t, language } = usePortalTranslation('notifications');
  const sentence = changeSentence(entry, t, language);
  const unread = entry.readAt === null;
  const target =
    entry.transportType === 'Ocean'
      ? oceanTrackingTarget(entry.carrier, entry.containernr)
      : roadTrackingTarget(entry.loadnr);
  const titleId = `entry-${entry.changeId}`;
  return (
    <li
      className={unread ? 'entry entry-unread' : 'entry'}
      part={unread ? 'entry entry-unread' : 'entry'}
      aria-labelledby={titleId}
    >
      <span className={`kind kind-${entry.kind}`} part="kind">
        {t(`kind.${entry.kind}`)}
      </span>
      <div className="entry-body">
        <p className="sentence" id={titleId}>
          {unread ? (
            <span className="unread-label" part="unread-label">
              {t('unread')}
              <span className="cp-visually-hidden">: </span>
            </span>
          ) : null}
          {target ? (
            <PortalLink
              {...target}
              className="sentence-link"
              part="link"
              onFollow={unread ? onMarkRead : undefined}
            >
              {sentence}
            </PortalLink>
          ) : (
            sentence
          )}
        </p>
        <p className="meta">
          <time dateTime={entry.happenedAt} title={formatDateTime(entry.happenedAt, language)}>
            {formatRelativeTime(entry.happenedAt, language)}
          </time>
          {entry.customerordernr ? (
            <>
              <span aria-hidden="true"> · </span>
              <span>{t('customerOrder', { number: entry.customerordernr })}</span>
            </>
          ) : null}
        </p>
      </div>
      {unread && onMarkRead ? (
        <cp-sl-button size="small" class="mark-read" part="mark-read" loading={marking} onClick={onMarkRead}>
          {t('markRead')}
          <span className="cp-visually-hidden">: {sentence}</span>
        </cp-sl-button>
      ) : null}
    </li>
  );
}
