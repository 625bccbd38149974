import '@shoelace-style/shoelace/dist/components/button/button.js';
import type { CSSProperties, ReactNode } from 'react';
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
  /**
   * The rows the block shows at most, each one dashboard row high (two lines): the skeleton has as
   * many and the body keeps their height whatever arrives, so nothing below the block moves. Default 5.
   */
  rows?: number;
  /** Whether the rows sit under a table head, which the skeleton and the reserved height include too. */
  tableHead?: boolean;
  children: (data: T) => ReactNode;
}

/** A placeholder shaped like the block's content: the table head, then rows of a line and a shorter second line. */
function BlockSkeleton({ rows, tableHead, label }: { rows: number; tableHead: boolean; label: string }) {
  return (
    <div className="skeleton" role="status" part="skeleton">
      <span className="cp-visually-hidden">{label}</span>
      {tableHead ? <span className="skeleton-head" aria-hidden="true" /> : null}
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing but their position
        <span key={row} className="skeleton-row" aria-hidden="true">
          <span className="skeleton-bar" />
          <span className="skeleton-bar skeleton-bar-short" />
        </span>
      ))}
    </div>
  );
}

/**
 * One dashboard card: heading and "view all", then its own skeleton, error alert with retry, empty
 * text or content, in a body that reserves the height of its rows from the start (no layout shift).
 */
export function DashboardBlock<T>({
  name,
  title,
  query,
  emptyText,
  isEmpty,
  viewAllPath,
  rows = 5,
  tableHead = true,
  children,
}: DashboardBlockProps<T>) {
  const { t } = usePortalTranslation('dashboard');
  const { t: tPortal } = usePortalTranslation('portal');
  const headingId = `block-${name}-title`;
  const { data } = query;

  let body: ReactNode;
  if (query.isPending) {
    body = <BlockSkeleton rows={rows} tableHead={tableHead} label={tPortal('common.loading')} />;
  } else if (query.isError || data === undefined) {
    body = (
      <StatusAlert variant="danger" message={statedReason(query.error) ?? tPortal('table.loadError')}>
        <cp-sl-button
          size="small"
          variant="default"
          class="retry"
          loading={query.isFetching}
          onClick={() => query.refetch()}
        >
          {t('retry')}
        </cp-sl-button>
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
      <div
        className={tableHead ? 'block-body block-body-table' : 'block-body'}
        style={{ '--cp-dashboard-rows': rows } as CSSProperties}
      >
        {body}
      </div>
    </section>
  );
}
