import '@shoelace-style/shoelace/dist/components/button/button.js';
import type { UseQueryResult } from '@tanstack/react-query';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { StatusAlert } from '../../ui/status-alert/StatusAlert.tsx';

export interface LevelLookupProps {
  /** The lookup of the level's product or stock order. */
  query: UseQueryResult<unknown>;
  /** What to say when it names nothing. */
  notFound: string;
  toProducts: () => void;
}

/** While a level's product or stock order is looked up, or when it names nothing: what stands in for its table. */
export function LevelLookup({ query, notFound, toProducts }: LevelLookupProps) {
  const { t } = usePortalTranslation('stock');
  const { t: tPortal } = usePortalTranslation('portal');
  if (query.isPending) {
    return (
      <div className="level-loading" role="status" part="skeleton">
        <span className="cp-visually-hidden">{tPortal('common.loading')}</span>
      </div>
    );
  }
  if (query.isError) return <StatusAlert variant="danger" message={tPortal('table.loadError')} />;
  return (
    <StatusAlert variant="warning" message={notFound}>
      <cp-sl-button size="small" class="to-products" onClick={toProducts}>
        {t('toProducts')}
      </cp-sl-button>
    </StatusAlert>
  );
}
