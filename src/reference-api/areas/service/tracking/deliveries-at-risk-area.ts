import type { DeliveryAtRisk } from '../../../../core/api/contract/deliveries-at-risk.ts';
import { getDeliveriesAtRisk } from '../../../../core/api/contract/deliveries-at-risk.ts';
import { resolveClientId } from '../../../platform/client-scope.ts';
import { route } from '../../../platform/route.ts';
import type { AreaPlugin } from '../../area-plugin.ts';
import { deliveriesAtRisk } from './deliveries-at-risk-queries.ts';

const HOUR = 3_600_000;
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The client's open shipments at risk (docs/alerts.md#deliveries-at-risk), for the dashboard and its element. */
export const deliveriesAtRiskArea: AreaPlugin = (app, { db }) => {
  route(app, getDeliveriesAtRisk, async ({ query, principal }) => {
    const clientId = await resolveClientId(db, principal, query.clientId);
    const silentBefore = new Date(Date.now() - app.config.ALERT_SILENT_HOURS * HOUR);
    const rows = await deliveriesAtRisk(db, clientId, principal.accountId, silentBefore);
    return rows.map(
      (row): DeliveryAtRisk => ({
        deliveryId: row.delivery_id,
        transportType: row.transport_type,
        loadnr: row.load_number,
        containernr: row.container_number,
        carrier: row.carrier,
        ordernr: row.order_number,
        customerordernr: row.customer_order_number,
        status: row.status,
        reason: row.reasons[0]!,
        reasons: row.reasons,
        minutesLate: row.minutes_late,
        since: iso(row.since),
        estimatedArrival: iso(row.estimated_arrival)!,
        plannedDelivery: iso(row.planned_delivery),
        lastPositionAt: iso(row.last_position_at),
      }),
    );
  });
};
