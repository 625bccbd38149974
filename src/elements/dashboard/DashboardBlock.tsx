import type { ReactNode } from 'react';
import { statedReason } from '../../core/api/client/api-error.ts';
import '../../ui/shoelace/shoelace.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { PortalLink } from '../../ui/navigation/PortalLink.tsx';
import { StatusAlert } from '../../ui/status-alert/StatusAlert.tsx';

/** The part of a React Query result a block needs. */
export interface BlockQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  /** The failure, for the reason the API stated (shown instead of the generic text). */
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface DashboardBlockProps<T> {
  /** Used for the heading id and the `block-<name>` class. */
  name: string;
  title: string;
  query: BlockQuery<T>;
  /** Text shown when the answer holds nothing. */
  emptyText: string;
  isEmpty: (data: T) => boolean;
  /** Where "view all" leads, e.g. `/orders`; no link without it. */
  viewAllPath?: string;
  /** Number of placeholder lines while loading. Default 5. */
  skeletonLines?: number;
  children: (data: T) => ReactNode;
}

/** One dashboard card: heading and "view all", then its own skeleton, error alert with retry, empty text or content. */
export function DashboardBlock<T>({
  name,
  title,
  query,
  emptyText,
  isEmpty,
  viewAllPath,
  skeletonLines = 5,
  children,
}: DashboardBlockProps<T>) {
  const { t } = usePortalTranslation('dashboard');
  const { t: tPortal } = usePortalTranslation('portal');
  const headingId = `block-${name}-title`;
  const { data } = query;

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className="skeleton" role="status" part="skeleton">
        <span className="cp-visually-hidden">{tPortal('common.loading')}</span>
        {Array.from({ length: skeletonLines }, (_, line) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines have nothing but their position
          <span key={line} className="skeleton-bar" aria-hidden="true" />
        ))}
      </div>
    );
  } else if (query.isError || data === undefined) {
    body = (
      <StatusAlert variant="danger" message={statedReason(query.error) ?? tPortal('table.loadError')}>
        <sl-button
          size="small"
          variant="default"
          class="retry"
          loading={query.isFetching}
          onClick={() => query.refetch()}
        >
          {t('retry')}
        </sl-button>
      </StatusAlert>
    );
  } else if (isEmpty(data)) {
    body = <p className="empty">{emptyText}</p>;
  } else {
    body = children(data);
  }

  return (
    <section
      className={`block block-${name}`}
      part={`block block-${name}`}
      aria-labelledby={headingId}
      aria-busy={query.isPending}
    >
      <header className="block-header">
        <h3 id={headingId} className="block-title" part="block-title">
          {title}
        </h3>
        {viewAllPath && (
          <PortalLink path={viewAllPath} className="view-all" part="view-all">
            {t('viewAll')}
            <span className="cp-visually-hidden">: {title}</span>
          </PortalLink>
        )}
      </header>
      <div className="block-body">{body}</div>
    </section>
  );
}
