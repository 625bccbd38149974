import { DEFAULT_ETA_MINUTES } from '../../../../core/api/contract/alerts.ts';
import type { RiskReason } from '../../../../core/api/contract/deliveries-at-risk.ts';
import type { TrackingStatus } from '../../../../core/api/contract/tracking.ts';
import { LAST_POSITION_SQL, UNDER_WAY_STATUSES } from '../../../alerts/silent-shipments-queries.ts';
import type { Db } from '../../../db/db.ts';

/** The statements of the deliveries at risk (deliveries-at-risk-area.ts). */

/** A shipment at risk as the statement answers it. */
export interface AtRiskRow {
  delivery_id: number;
  transport_type: 'Road' | 'Ocean';
  load_number: string;
  container_number: string | null;
  carrier: string | null;
  order_number: string;
  customer_order_number: string;
  status: TrackingStatus;
  reasons: RiskReason[];
  minutes_late: number | null;
  since: Date | null;
  estimated_arrival: Date;
  planned_delivery: Date | null;
  last_position_at: Date | null;
}

/**
 * A client's open shipments at risk (docs/alerts.md#deliveries-at-risk), the most pressing first:
 * exceptions (newest first), the late ones (most late first), then the silent ones (longest silent
 * first). Late: the ETA past the delivery stop's planned time by more than the login's threshold (its
 * subscription's, else the default); silent: under way with no position since `silentBefore`.
 * "Since" is the change that made it so, else the report of the ETA or the status.
 */
export function deliveriesAtRisk(db: Db, clientId: number, accountId: number, silentBefore: Date) {
  return db.query<AtRiskRow>(
    `with threshold as (
       select coalesce((select s.eta_minutes from alert_subscriptions s where s.account_id = $2), $3) as minutes),
     open as materialized (
       select t.delivery_id, t.transport_type, t.load_number, t.container_number, t.carrier, t.order_number,
              t.customer_order_number, t.status, t.estimated_arrival, t.eta_at, t.status_at,
              ${LAST_POSITION_SQL} as last_position_at,
              (select s.planned_at from tracking_stops s where s.delivery_id = t.delivery_id and s.kind = 'delivery'
                order by s.seq desc limit 1) as planned_delivery
         from tracking_trips t
        where t.client_id = $1 and t.status <> 'delivered'),
     judged as (
       select o.*, round(extract(epoch from o.estimated_arrival - o.planned_delivery) / 60)::int as minutes,
              o.status = 'exception' as exception,
              o.estimated_arrival > o.planned_delivery + make_interval(mins => th.minutes) as late,
              o.status = any($5::text[]) and o.last_position_at < $4 as silent,
              o.planned_delivery + make_interval(mins => th.minutes) as late_after
         from open o cross join threshold th)
     select j.delivery_id, j.transport_type, j.load_number, j.container_number, j.carrier, j.order_number,
            j.customer_order_number, j.status, j.estimated_arrival, j.planned_delivery, j.last_position_at,
            array_remove(array[case when j.exception then 'exception' end, case when j.late then 'late' end,
                               case when j.silent then 'silent' end], null) as reasons,
            case when j.minutes > 0 then j.minutes end as minutes_late,
            case
              when j.exception then coalesce(
                (select max(c.happened_at) from shipment_changes c
                  where c.delivery_id = j.delivery_id and c.kind = 'exception'), j.status_at)
              -- Late since the first ETA change past the threshold after the last one within it.
              when j.late then coalesce(
                (select min(c.happened_at) from shipment_changes c
                  where c.delivery_id = j.delivery_id and c.kind in ('etaLater', 'etaEarlier')
                    and (c.details ->> 'estimatedArrival')::timestamptz > j.late_after
                    and c.happened_at > coalesce(
                      (select max(w.happened_at) from shipment_changes w
                        where w.delivery_id = j.delivery_id and w.kind in ('etaLater', 'etaEarlier')
                          and (w.details ->> 'estimatedArrival')::timestamptz <= j.late_after), '-infinity')),
                j.eta_at)
              else j.last_position_at
            end as since
       from judged j
      where j.exception or j.late or j.silent
      order by case when j.exception then 0 when j.late then 1 else 2 end,
               case when j.exception then j.status_at end desc nulls last,
               case when j.late then j.minutes end desc,
               j.last_position_at asc nulls last, j.delivery_id`,
    [clientId, accountId, DEFAULT_ETA_MINUTES, silentBefore, UNDER_WAY_STATUSES],
  );
}
