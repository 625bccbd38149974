import type { ReactNode } from 'react';
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '../../ui/shoelace/shoelace.ts';
import { statedReason } from '../../core/api/client/api-error.ts';
import { AtRiskList } from '../../ui/deliveries-at-risk/AtRiskList.tsx';
import { useDeliveriesAtRisk } from '../../ui/deliveries-at-risk/use-deliveries-at-risk.ts';
import type { ElementProps } from '../../ui/element/define-element.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { useSelectedClient } from '../../ui/element/use-selected-client.ts';
import { StatusAlert } from '../../ui/status-alert/StatusAlert.tsx';
import { AtRiskSkeleton } from './AtRiskSkeleton.tsx';

/**
 * The client's deliveries at risk (docs/alerts.md#deliveries-at-risk): late, in exception or silent,
 * the most pressing first, each linking to its tracking; "All deliveries on time" when none is.
 */
export function DeliveriesAtRiskElement({ clientId: clientIdAttribute }: ElementProps) {
  const { t } = usePortalTranslation('deliveries-at-risk');
  const { t: tPortal } = usePortalTranslation('portal');
  const clientId = useSelectedClient(clientIdAttribute);
  const query = useDeliveriesAtRisk(clientId);
  let body: ReactNode;
  if (query.isPending) body = <AtRiskSkeleton label={tPortal('common.loading')} />;
  else if (query.isError)
    body = (
      <StatusAlert variant="danger" message={statedReason(query.error) ?? t('loadError')}>
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
  else if (query.data.length === 0)
    body = (
      <p className="risk-empty" part="empty">
        {t('empty')}
      </p>
    );
  else body = <AtRiskList rows={query.data} labelledBy="risk-title" />;
  return (
    <section className="risk-card" part="card" aria-labelledby="risk-title" aria-busy={query.isPending}>
      <h2 id="risk-title" className="risk-title" part="title">
        {t('title')}
      </h2>
      {body}
    </section>
  );
}
