import type { OrderRow } from '../../core/api/contract/orders.ts';
import { formatDate, formatWeightKg } from '../../core/i18n/format.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { type BlockQuery, DashboardBlock } from './DashboardBlock.tsx';

/** The 5 most recent order positions, newest first (docs/screens/dashboard.md#blocks). */
export function RecentOrdersBlock({ query }: { query: BlockQuery<OrderRow[]> }) {
  const { t, language } = usePortalTranslation('dashboard');
  return (
    <DashboardBlock
      name="orders"
      title={t('orders.title')}
      query={query}
      emptyText={t('orders.empty')}
      isEmpty={(rows) => rows.length === 0}
      viewAllPath="/orders"
    >
      {(rows) => (
        <table className="mini-table" aria-labelledby="block-orders-title">
          <thead>
            <tr>
              <th scope="col">{t('orders.order')}</th>
              <th scope="col">{t('orders.product')}</th>
              <th scope="col" className="number">
                {t('orders.weight')}
              </th>
              <th scope="col">{t('orders.date')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} part="item">
                <th scope="row" className="key nowrap" data-label={t('orders.order')}>
                  {row.orderNumber}
                  <span className="muted">/{row.orderPosition}</span>
                </th>
                <td className="clip" data-label={t('orders.product')} title={row.salesProductDescription}>
                  <span className="clip-line">{row.salesProductDescription}</span>
                  <span className="secondary-line">{row.dimensions} mm</span>
                </td>
                <td className="number" data-label={t('orders.weight')}>
                  {formatWeightKg(row.weight, language)}
                </td>
                <td className="nowrap" data-label={t('orders.date')}>
                  {formatDate(row.dateOrder, language)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DashboardBlock>
  );
}
