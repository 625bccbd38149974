import { useState } from 'react';
import type { DeliveryAtRisk } from '../../core/api/contract/deliveries-at-risk.ts';
import { formatDateTime, formatTime } from '../../core/i18n/format.ts';
import { trackingTarget } from '../../core/navigation/tracking-path.ts';
import { usePortalTranslation } from '../element/use-portal-translation.ts';
import { PortalLink } from '../navigation/PortalLink.tsx';
import { lateParts, sameLocalDay } from './risk-texts.ts';

export interface AtRiskListProps {
  rows: readonly DeliveryAtRisk[];
  /** Rows shown before "show all"; default all. */
  limit?: number;
  /** The id of the heading that names the list. */
  labelledBy: string;
}

/** A time of today as hours and minutes, of another day with its date. */
function useMoment() {
  const { language } = usePortalTranslation('deliveries-at-risk');
  return (iso: string) =>
    sameLocalDay(new Date(iso), new Date()) ? formatTime(iso, language) : formatDateTime(iso, language);
}

/** What the row says of its risk: "3 h 20 min late since 14:05", "Exception since …", "No position since …". */
function useRiskLine() {
  const { t } = usePortalTranslation('deliveries-at-risk');
  const moment = useMoment();
  return (row: DeliveryAtRisk) => {
    const since = row.since === null ? null : moment(row.since);
    if (row.reason === 'late' && row.minutesLate !== null) {
      const { hours, minutes } = lateParts(row.minutesLate);
      const duration =
        hours === 0
          ? t('duration.minutes', { minutes })
          : minutes === 0
            ? t('duration.hours', { hours })
            : t('duration.hoursMinutes', { hours, minutes });
      return since ? t('lateSince', { duration, since }) : t('late', { duration });
    }
    const key = row.reason === 'exception' ? 'exceptionSince' : 'silentSince';
    return since ? t(key, { since }) : t(`reason.${row.reason}`);
  };
}

/**
 * The deliveries at risk as a compact list (docs/alerts.md#deliveries-at-risk): each row the reason
 * as a badge with text, the shipment linking to its tracking, how late and since when, the order
 * numbers, the ETA and the planned delivery. Rows become small cards in a narrow slot.
 */
export function AtRiskList({ rows, limit, labelledBy }: AtRiskListProps) {
  const { t, language } = usePortalTranslation('deliveries-at-risk');
  const riskLine = useRiskLine();
  const [all, setAll] = useState(false);
  const shown = all || limit === undefined ? rows : rows.slice(0, limit);
  return (
    <>
      <ul className="risk-list" aria-labelledby={labelledBy} part="risk-list">
        {shown.map((row) => {
          const number = row.transportType === 'Ocean' && row.containernr ? row.containernr : row.loadnr;
          const target = trackingTarget({
            transportType: row.transportType,
            loadNumber: row.loadnr,
            carrier: row.carrier,
            containerNumber: row.containernr,
          });
          return (
            <li key={row.deliveryId} className={`risk-item risk-${row.reason}`} part="risk-item">
              <span className={`risk-badge badge-${row.reason}`} part={`badge badge-${row.reason}`}>
                {t(`reason.${row.reason}`)}
              </span>
              <span className="risk-shipment">
                {target ? (
                  <PortalLink {...target} className="risk-link" part="risk-link">
                    {number}
                  </PortalLink>
                ) : (
                  <span className="risk-link">{number}</span>
                )}
                <span className="risk-kind">{t(`transport.${row.transportType}`)}</span>
              </span>
              <strong className="risk-line">{riskLine(row)}</strong>
              {/* Two groups that wrap whole: what was ordered, and when it was to come and will. */}
              <span className="risk-details">
                <span className="risk-group">
                  <span>{t('order', { order: row.ordernr })}</span>
                  {row.customerordernr ? (
                    <span>{t('customerOrder', { reference: row.customerordernr })}</span>
                  ) : null}
                </span>
                <span className="risk-group">
                  <span>{t('eta', { eta: formatDateTime(row.estimatedArrival, language) })}</span>
                  {row.plannedDelivery ? (
                    <span>{t('planned', { planned: formatDateTime(row.plannedDelivery, language) })}</span>
                  ) : null}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      {shown.length < rows.length ? (
        <button type="button" className="risk-more" part="risk-more" onClick={() => setAll(true)}>
          {t('showAll', { count: rows.length })}
        </button>
      ) : null}
    </>
  );
}
