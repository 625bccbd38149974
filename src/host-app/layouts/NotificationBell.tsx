import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Icon } from '../components/Icon.tsx';
import { useUnreadCount } from './use-unread-count.ts';

/** More than this shows as "99+" on the badge (the label says the number). */
const BADGE_MAX = 99;

/** The inbox's path (routes-table.ts, route `notifications`). */
const INBOX_PATH = '/notifications';

/**
 * The app bar's bell (docs/alerts.md#inbox): a link to the inbox whose badge shows the unread count
 * and whose label says it ("3 unread notifications"); none for a session without an inbox.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { hasInbox, unread } = useUnreadCount();
  if (!hasInbox) return null;
  const label = unread ? t('nav.unreadNotifications', { count: unread }) : t('nav.notifications');
  return (
    <Link
      to={INBOX_PATH}
      className="icon-button notification-bell"
      aria-label={label}
      title={label}
      aria-current={pathname === INBOX_PATH ? 'page' : undefined}
    >
      <Icon name="bell" />
      {unread ? (
        <span className="notification-badge" aria-hidden="true">
          {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
        </span>
      ) : null}
    </Link>
  );
}
