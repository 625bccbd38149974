import type { DeliveryRow } from '../../core/api/contract/deliveries.ts';
import { formatDate, formatWeightKg } from '../../core/i18n/format.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { type BlockQuery, DashboardBlock } from './DashboardBlock.tsx';

/** How many scheduled deliveries the card lists, the next first; the rest are a "view all" away. */
export const FUTURE_DELIVERIES_SHOWN = 5;

/** Scheduled deliveries (departure after today), the next ones first (docs/screens/dashboard.md#blocks). */
export function FutureDeliveriesBlock({ query }: { query: BlockQuery<DeliveryRow[]> }) {
  const { t, language } = usePortalTranslation('dashboard');
  return (
    <DashboardBlock
      name="future-deliveries"
      title={t('futureDeliveries.title')}
      query={query}
      emptyText={t('futureDeliveries.empty')}
      isEmpty={(rows) => rows.length === 0}
      viewAllPath="/deliveries"
      rows={FUTURE_DELIVERIES_SHOWN}
    >
      {(rows) => (
        <table className="mini-table" aria-labelledby="block-future-deliveries-title">
          <thead>
            <tr>
              <th scope="col">{t('futureDeliveries.departure')}</th>
              <th scope="col">{t('futureDeliveries.load')}</th>
              <th scope="col">{t('futureDeliveries.product')}</th>
              <th scope="col" className="number">
                {t('futureDeliveries.weight')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, FUTURE_DELIVERIES_SHOWN).map((delivery) => (
              <tr key={delivery.id} part="item">
                <th scope="row" className="key nowrap" data-label={t('futureDeliveries.departure')}>
                  {formatDate(delivery.dateDeparture, language)}
                </th>
                <td className="nowrap" data-label={t('futureDeliveries.load')}>
                  {delivery.loadNumber}
                  <span className="secondary-line">
                    {t(`transport.${delivery.transportType}`)} · {delivery.country}
                  </span>
                </td>
                <td
                  className="clip"
                  data-label={t('futureDeliveries.product')}
                  title={delivery.salesProductDescription}
                >
                  <span className="clip-line">{delivery.salesProductDescription}</span>
                  <span className="secondary-line">
                    {t('futureDeliveries.pallets', { pallets: delivery.pallets })}
                  </span>
                </td>
                <td className="number" data-label={t('futureDeliveries.weight')}>
                  {formatWeightKg(delivery.weight, language)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DashboardBlock>
  );
}
