import { type InfiniteData, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import {
  getNotifications,
  getUnreadCount,
  type InboxPage,
  markAllRead,
  markRead,
} from '../../core/api/browser-contract/notifications.ts';
import {
  NOTIFICATIONS_KEY,
  notificationPagesKey,
  UNREAD_COUNT_KEY,
} from '../../core/notifications/notification-keys.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';

/** Entries per page of the list. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/**
 * The inbox of the signed-in login: its pages of entries (all, or unread only), its unread count,
 * and marking entries read. Both queries live under the page's shared keys, so the host's bell and
 * this list show one count, and a marking updates both at once (core/notifications/notification-keys.ts).
 */
export function useNotifications(unreadOnly: boolean) {
  const { api, queryClient } = useRuntime();
  const pages = useInfiniteQuery({
    queryKey: notificationPagesKey(unreadOnly),
    queryFn: ({ pageParam, signal }) =>
      api.call(getNotifications, {
        query: {
          limit: NOTIFICATIONS_PAGE_SIZE,
          ...(unreadOnly ? { unreadOnly } : {}),
          ...(pageParam === undefined ? {} : { before: pageParam }),
        },
        signal,
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: InboxPage) => last.nextBefore ?? undefined,
  });
  const unread = useQuery({
    queryKey: UNREAD_COUNT_KEY,
    queryFn: ({ signal }) => api.call(getUnreadCount, { signal }),
  });

  /** After a marking: the count the server answered, the marked entries read in every list, then a refetch of both. */
  const marked = (ids: readonly number[] | 'all', answer: { unread: number }) => {
    queryClient.setQueryData(UNREAD_COUNT_KEY, answer);
    const readAt = new Date().toISOString();
    queryClient.setQueriesData<InfiniteData<InboxPage>>(
      { queryKey: [...NOTIFICATIONS_KEY, 'pages'] },
      (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((entry) =>
              entry.readAt === null && (ids === 'all' || ids.includes(entry.changeId))
                ? { ...entry, readAt }
                : entry,
            ),
          })),
        },
    );
    // By key, not by hash: this reaches the bell's count too, cached in the page's language while an
    // element with its own `lang` caches under its language (core/runtime/runtime-in-language.ts).
    void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  };

  const markOne = useMutation({
    mutationFn: (changeIds: number[]) => api.call(markRead, { body: { changeIds } }),
    onSuccess: (answer, changeIds) => marked(changeIds, answer),
  });
  const markAll = useMutation({
    mutationFn: () => api.call(markAllRead),
    onSuccess: (answer) => marked('all', answer),
  });
  return { pages, unread, markOne, markAll };
}
