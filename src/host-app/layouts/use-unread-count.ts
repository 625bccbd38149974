import { useQuery } from '@tanstack/react-query';
import { rolesMayCall } from '../../core/access/role-access.ts';
import { getUnreadCount } from '../../core/api/browser-contract/notifications.ts';
import { UNREAD_COUNT_KEY } from '../../core/notifications/notification-keys.ts';
import { hostRuntime } from '../runtime/host-runtime.ts';
import { useLoggedIn, useRoles } from '../runtime/use-runtime-state.ts';

/** How often the bell asks for the unread count while the page is visible. */
export const UNREAD_POLL_MS = 60_000;

/**
 * The login's unread inbox entries for the app bar's bell (docs/alerts.md#inbox): asked every minute
 * while the page is visible and when the window regains focus; a session without an inbox (a
 * login-link session) asks nothing and has no inbox. The key is the page's one (UNREAD_COUNT_KEY):
 * `<cp-notifications>` writes it when it marks entries read, a live event may invalidate it.
 */
export function useUnreadCount(): { hasInbox: boolean; unread: number | undefined } {
  const runtime = hostRuntime();
  const loggedIn = useLoggedIn(runtime);
  const hasInbox = rolesMayCall(useRoles(runtime), getUnreadCount);
  const { data } = useQuery({
    queryKey: UNREAD_COUNT_KEY,
    queryFn: ({ signal }) => runtime.api.call(getUnreadCount, { signal }),
    enabled: loggedIn && hasInbox,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
  return { hasInbox: loggedIn && hasInbox, unread: data?.unread };
}
