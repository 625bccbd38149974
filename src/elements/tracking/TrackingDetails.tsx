import type { TrackAndTraceInfo } from '../../core/api/contract/tracking.ts';
import { formatDateTime } from '../../core/i18n/format.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { StopShape } from './StopShape.tsx';

/** The shipment's numbers, where it is, when it arrives, and its stops as an ordered list. */
export function TrackingDetails({ info, reachedStop }: { info: TrackAndTraceInfo; reachedStop: number }) {
  const { t, language } = usePortalTranslation('tracking');
  const fields: [string, string][] = [
    ...(info.containernr ? [[t('details.containerNumber'), info.containernr] as [string, string]] : []),
    [t('details.loadNumber'), info.loadnr],
    [t('details.orderNumber'), info.ordernr],
    [t('details.customerOrderNumber'), info.customerordernr],
    [t('details.currentLocation'), info.currentlocation.name],
    [t('details.estimatedArrival'), formatDateTime(info.estimatedarrival, language)],
    [t('details.status'), t(`statuses.${info.status}`)],
  ];
  return (
    <section className="details" part="details" aria-labelledby="tracking-details-title">
      <h3 id="tracking-details-title" className="section-title">
        {t('details.title')}
      </h3>
      <dl className="details__fields">
        {fields.map(([term, value]) => (
          <div key={term} className="details__field">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h4 className="details__subtitle">{t('details.stops')}</h4>
      <ol className="stops">
        {info.stops.map((stop, index) => {
          const visited = stop.visitStatus === 'Visited';
          const reached = index === reachedStop;
          const classes = [
            'stop',
            visited ? 'stop--visited' : 'stop--planned',
            reached ? 'stop--reached' : '',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <li
              // Stops of one trip are fixed and ordered; name + time keeps keys unique if a place repeats.
              key={`${stop.name}-${stop.plannedAt}`}
              className={classes}
              aria-current={reached ? 'step' : undefined}
              data-kind={stop.kind}
            >
              <StopShape kind={stop.kind} visited={visited} />
              <div className="stop__text">
                <span className="stop__name">{stop.name}</span>
                <span className="stop__kind">
                  {t(`kinds.${stop.kind}`)} · {visited ? t('visited') : t('notVisited')}
                </span>
                <span className="stop__time">
                  {t('planned')}: {formatDateTime(stop.plannedAt, language)}
                </span>
                {stop.actualAt && (
                  <span className="stop__time">
                    {t('actual')}: {formatDateTime(stop.actualAt, language)}
                  </span>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
