import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { type BlockQuery, DashboardBlock } from './DashboardBlock.tsx';

/** The rows the card reserves: its empty text, or the first shipments, arrive without moving much. */
export const AT_RISK_ROWS = 2;

/** The card while its module loads: its title over the skeleton every card shows while loading. */
export function AtRiskPlaceholder() {
  const { t } = usePortalTranslation('deliveries-at-risk');
  const pending: BlockQuery<never> = {
    data: undefined,
    isPending: true,
    isError: false,
    isFetching: true,
    refetch: () => undefined,
  };
  return (
    <DashboardBlock
      name="at-risk"
      title={t('blockTitle')}
      query={pending}
      emptyText=""
      isEmpty={() => true}
      rows={AT_RISK_ROWS}
      tableHead={false}
    >
      {() => null}
    </DashboardBlock>
  );
}
