import { AtRiskList } from '../../ui/deliveries-at-risk/AtRiskList.tsx';
import { useDeliveriesAtRisk } from '../../ui/deliveries-at-risk/use-deliveries-at-risk.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { AT_RISK_ROWS } from './AtRiskPlaceholder.tsx';
import { DashboardBlock } from './DashboardBlock.tsx';

/** How many shipments at risk the card lists before "show all". */
export const AT_RISK_ITEMS_SHOWN = 5;

/**
 * The client's deliveries at risk, as `<cp-deliveries-at-risk>` lists them (docs/alerts.md#deliveries-at-risk).
 * Always shown, "All deliveries on time" when none is: that is worth knowing too, and a card that
 * came and went would move the others. Loaded after the dashboard's first view (DashboardElement).
 */
export default function AtRiskBlock({ clientId }: { clientId: number | undefined }) {
  const { t } = usePortalTranslation('deliveries-at-risk');
  const query = useDeliveriesAtRisk(clientId);
  return (
    <DashboardBlock
      name="at-risk"
      title={t('blockTitle')}
      query={query}
      emptyText={t('empty')}
      isEmpty={(rows) => rows.length === 0}
      rows={AT_RISK_ROWS}
      tableHead={false}
    >
      {(rows) => <AtRiskList rows={rows} limit={AT_RISK_ITEMS_SHOWN} labelledBy="block-at-risk-title" />}
    </DashboardBlock>
  );
}
