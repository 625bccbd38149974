import { lazy, Suspense } from 'react';
import { getRecentInvoices } from '../../core/api/browser-contract/dashboard-trade.ts';
import { getDeliveriesAtRisk } from '../../core/api/browser-contract/deliveries-at-risk.ts';
import type { ElementProps } from '../../ui/element/define-element.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { useSelectedClient } from '../../ui/element/use-selected-client.ts';
import { useMayCall } from '../../ui/may-call/use-may-call.ts';
import { AtRiskPlaceholder } from './AtRiskPlaceholder.tsx';
import { FutureDeliveriesBlock } from './FutureDeliveriesBlock.tsx';
import { MemoBlock } from './MemoBlock.tsx';
import { NewsBlock } from './NewsBlock.tsx';
import { RecentInvoicesBlock } from './RecentInvoicesBlock.tsx';
import { RecentOrdersBlock } from './RecentOrdersBlock.tsx';
import { TrackingBlock } from './TrackingBlock.tsx';
import { useDashboardQueries } from './use-dashboard-queries.ts';

// The list of deliveries at risk loads after the first view, its card's skeleton shown meanwhile:
// the dashboard's first load stays within its budget (scripts/check-size.mjs).
const AtRiskBlock = lazy(() => import('./AtRiskBlock.tsx'));

/**
 * The dashboard (docs/screens/dashboard.md#blocks): memo, deliveries at risk, recent orders and invoices, scheduled
 * and tracked deliveries, news. A session that may not see invoices or the deliveries at risk (a login-token session)
 * gets the dashboard without them.
 */
export function DashboardElement({ clientId: clientIdAttribute }: ElementProps) {
  const { t } = usePortalTranslation('dashboard');
  const clientId = useSelectedClient(clientIdAttribute);
  const showInvoices = useMayCall(getRecentInvoices);
  const queries = useDashboardQueries(clientId, { invoices: showInvoices });
  const showAtRisk = useMayCall(getDeliveriesAtRisk);
  // Whether there is a memo above the cards, and how tall, is known only once it has arrived (a small,
  // quick call): the cards wait for it, so that they never move down when it comes.
  const memoSettled = !queries.memo.isPending;
  return (
    <section
      className="dashboard"
      part="dashboard"
      aria-labelledby="dashboard-title"
      aria-busy={!memoSettled}
    >
      <h2 id="dashboard-title" className="cp-visually-hidden">
        {t('title')}
      </h2>
      {memoSettled ? <MemoBlock query={queries.memo} /> : null}
      <div className="grid" part="grid" hidden={!memoSettled}>
        {showAtRisk ? (
          <Suspense fallback={<AtRiskPlaceholder />}>
            <AtRiskBlock clientId={clientId} />
          </Suspense>
        ) : null}
        <RecentOrdersBlock query={queries.orders} />
        {showInvoices ? <RecentInvoicesBlock query={queries.invoices} /> : null}
        <FutureDeliveriesBlock query={queries.futureDeliveries} />
        <TrackingBlock query={queries.tracking} />
        <NewsBlock query={queries.news} />
      </div>
    </section>
  );
}
