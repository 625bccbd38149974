import '@shoelace-style/shoelace/dist/components/button/button.js';
import { useState } from 'react';
import { markRead } from '../../core/api/browser-contract/notifications.ts';
import { statedReason } from '../../core/api/client/api-error.ts';
import '../../ui/shoelace/shoelace.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { useMayCall } from '../../ui/may-call/use-may-call.ts';
import { PortalLink } from '../../ui/navigation/PortalLink.tsx';
import { StatusAlert } from '../../ui/status-alert/StatusAlert.tsx';
import { NotificationEntry } from './NotificationEntry.tsx';
import { NotificationsSkeleton } from './NotificationsSkeleton.tsx';
import { useNotifications } from './use-notifications.ts';

/**
 * The inbox (docs/alerts.md#inbox): the login's shipment changes, newest first, each a sentence
 * linking to the shipment's tracking; unread ones marked in words, "mark read" per entry and for
 * all, "show older" for the next page, and "unread only". A support session reads but never marks.
 */
export function NotificationsElement() {
  const { t } = usePortalTranslation('notifications');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const { pages, unread, markOne, markAll } = useNotifications(unreadOnly);
  const mayMark = useMayCall(markRead);
  const entries = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const unreadCount = unread.data?.unread ?? 0;
  const markFailed = markOne.isError || markAll.isError;

  let body: React.ReactNode;
  if (pages.isPending) {
    body = <NotificationsSkeleton label={t('loading')} />;
  } else if (pages.isError) {
    body = (
      <StatusAlert variant="danger" message={statedReason(pages.error) ?? t('loadError')}>
        <cp-sl-button size="small" class="retry" loading={pages.isFetching} onClick={() => pages.refetch()}>
          {t('retry')}
        </cp-sl-button>
      </StatusAlert>
    );
  } else if (entries.length === 0) {
    body = (
      <div className="empty" part="empty">
        <p className="empty-title">{unreadOnly ? t('emptyUnread') : t('empty')}</p>
        <p className="empty-hint">
          {t('emptyHint')}{' '}
          <PortalLink path="/settings" className="settings-link" part="settings-link">
            {t('openSettings')}
          </PortalLink>
        </p>
      </div>
    );
  } else {
    body = (
      <>
        <ul className="entries" part="list" aria-labelledby="notifications-title">
          {entries.map((entry) => (
            <NotificationEntry
              key={entry.changeId}
              entry={entry}
              marking={markOne.isPending && markOne.variables?.includes(entry.changeId) === true}
              onMarkRead={mayMark ? () => markOne.mutate([entry.changeId]) : undefined}
            />
          ))}
        </ul>
        {pages.hasNextPage ? (
          <cp-sl-button
            class="load-more"
            part="load-more"
            loading={pages.isFetchingNextPage}
            onClick={() => pages.fetchNextPage()}
          >
            {t('loadMore')}
          </cp-sl-button>
        ) : null}
      </>
    );
  }

  return (
    <section
      className="notifications"
      part="notifications"
      aria-labelledby="notifications-title"
      aria-busy={pages.isPending}
    >
      <header className="toolbar" part="toolbar">
        <h2 id="notifications-title" className="title" part="title">
          {t('title')}
        </h2>
        <span className="unread-count" part="unread-count" role="status">
          {unread.data ? t('unreadCount', { count: unreadCount }) : null}
        </span>
        <div className="actions">
          <label className="unread-only" part="unread-only">
            <input
              type="checkbox"
              checked={unreadOnly}
              onChange={(event) => setUnreadOnly(event.target.checked)}
            />
            {t('unreadOnly')}
          </label>
          {mayMark ? (
            <cp-sl-button
              size="small"
              part="mark-all-read"
              disabled={unreadCount === 0}
              loading={markAll.isPending}
              onClick={() => markAll.mutate()}
            >
              {t('markAllRead')}
            </cp-sl-button>
          ) : null}
        </div>
      </header>
      {markFailed ? <StatusAlert variant="danger" message={t('markFailed')} /> : null}
      {body}
    </section>
  );
}
