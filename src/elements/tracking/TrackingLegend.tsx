import {
  STOP_KINDS,
  TRACKING_STATUSES,
  type TrackingStatus,
} from '../../core/api/browser-contract/tracking.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { StopShape } from './StopShape.tsx';

/** The legend: every stop kind with its map shape, the line and marker styles, and the statuses with the current one. */
export function TrackingLegend({ status }: { status: TrackingStatus }) {
  const { t } = usePortalTranslation('tracking');
  return (
    <section className="legend" part="legend" aria-labelledby="tracking-legend-title">
      <h3 id="tracking-legend-title" className="section-title">
        {t('legend.title')}
      </h3>
      <h4 className="legend__subtitle">{t('legend.stopKinds')}</h4>
      <ul className="legend__list">
        {STOP_KINDS.map((kind) => (
          <li key={kind} className="legend__item" data-kind={kind}>
            <StopShape kind={kind} visited />
            <span>{t(`kinds.${kind}`)}</span>
          </li>
        ))}
      </ul>
      <ul className="legend__list">
        <li className="legend__item">
          <StopShape kind="oceanPort" visited />
          <span>{t('legend.visitedStop')}</span>
        </li>
        <li className="legend__item">
          <StopShape kind="oceanPort" visited={false} />
          <span>{t('legend.plannedStop')}</span>
        </li>
        <li className="legend__item">
          <span className="legend__current" aria-hidden="true" />
          <span>{t('legend.currentLocation')}</span>
        </li>
        <li className="legend__item">
          <span className="legend__line legend__line--visited" aria-hidden="true" />
          <span>{t('legend.route')}</span>
        </li>
        <li className="legend__item">
          <span className="legend__line legend__line--planned" aria-hidden="true" />
          <span>{t('legend.plannedRoute')}</span>
        </li>
        <li className="legend__item">
          <span className="legend__line legend__line--history" aria-hidden="true" />
          <span>{t('legend.history')}</span>
        </li>
      </ul>
      <h4 className="legend__subtitle">{t('legend.statuses')}</h4>
      <ol className="legend__statuses">
        {/* An exception is no step of the way: listed only while it is the shipment's status. */}
        {TRACKING_STATUSES.filter((each) => each !== 'exception' || each === status).map((each) => (
          <li
            key={each}
            className={each === status ? 'legend__status legend__status--current' : 'legend__status'}
            aria-current={each === status ? 'step' : undefined}
            data-status={each}
          >
            {t(`statuses.${each}`)}
            {each === status && <span className="cp-visually-hidden"> ({t('legend.currentStatus')})</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
