import type { TrackAndTraceDelivery } from '../../core/api/contract/dashboard-service.ts';
import { formatDateTime } from '../../core/i18n/format.ts';
import { trackingTarget } from '../../core/navigation/tracking-path.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { PortalLink } from '../../ui/navigation/PortalLink.tsx';
import { type BlockQuery, DashboardBlock } from './DashboardBlock.tsx';

/** How many tracked deliveries the card lists; the server sends in-transit ones first. */
export const TRACKING_ITEMS_SHOWN = 5;

/** Deliveries that can be followed on the map; each opens its tracking screen through the host. */
export function TrackingBlock({ query }: { query: BlockQuery<TrackAndTraceDelivery[]> }) {
  const { t, language } = usePortalTranslation('dashboard');
  return (
    <DashboardBlock
      name="tracking"
      title={t('tracking.title')}
      query={query}
      emptyText={t('tracking.empty')}
      isEmpty={(rows) => rows.length === 0}
      viewAllPath="/deliveries"
      rows={TRACKING_ITEMS_SHOWN}
      tableHead={false}
    >
      {(rows) => (
        <ul className="tracking-list" aria-labelledby="block-tracking-title">
          {rows.slice(0, TRACKING_ITEMS_SHOWN).map((delivery) => {
            const target = trackingTarget(delivery);
            const number =
              delivery.transportType === 'Ocean' && delivery.containerNumber
                ? delivery.containerNumber
                : delivery.loadNumber;
            const name = (
              <>
                <span className="tracking-number">{number}</span>
                <span className="cp-visually-hidden">: </span>
                <span className="tracking-kind">{t(`transport.${delivery.transportType}`)}</span>
              </>
            );
            const location = t('tracking.location', { location: delivery.currentLocation });
            const eta =
              delivery.deliveryStatus === 'Delivered'
                ? null
                : t('tracking.eta', { eta: formatDateTime(delivery.estimatedArrival, language) });
            return (
              <li key={delivery.deliveryId} className="tracking-item" part="item">
                {target ? (
                  <PortalLink {...target} className="tracking-link" part="tracking-link">
                    {name}
                  </PortalLink>
                ) : (
                  name
                )}
                <span className={`status tracking-status status-${delivery.deliveryStatus}`}>
                  {t(`trackingStatus.${delivery.trackingStatus}`)}
                </span>
                {/* The place gives way (ellipsis, full text on hover) so the ETA always shows whole. */}
                <span className="secondary-line tracking-where">
                  <span className="tracking-place" title={location}>
                    {location}
                  </span>
                  {eta && (
                    <>
                      <span className="tracking-separator">·</span>
                      <span className="tracking-eta">{eta}</span>
                    </>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </DashboardBlock>
  );
}
