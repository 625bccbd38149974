import type { TrackAndTraceDelivery } from '../../../../core/api/contract/dashboard-service.ts';
import { getNews, getTrackAndTraceDeliveries } from '../../../../core/api/contract/dashboard-service.ts';
import { resolveClientId } from '../../../platform/client-scope.ts';
import { localizeText, requestLanguage } from '../../../platform/composed-texts.ts';
import { route } from '../../../platform/route.ts';
import { languageFromHeader } from '../../../platform/server-messages.ts';
import type { AreaPlugin } from '../../area-plugin.ts';
import { newsIn, trackedDeliveries } from './service-dashboard-queries.ts';

/** How many tracked deliveries the dashboard lists. */
const DASHBOARD_TRACKING_LIMIT = 100;

/** The dashboard's track-and-trace list and company news (docs/screens/dashboard.md#blocks). */
export const serviceDashboardArea: AreaPlugin = (app, { db }) => {
  route(app, getTrackAndTraceDeliveries, async ({ query, principal, request }) => {
    const language = requestLanguage(request);
    const clientId = await resolveClientId(db, principal, query.clientId);
    const rows = await trackedDeliveries(db, clientId, DASHBOARD_TRACKING_LIMIT);
    return rows.map(
      (row): TrackAndTraceDelivery => ({
        deliveryId: row.delivery_id,
        transportType: row.transport_type,
        deliveryStatus: row.delivery_status,
        trackingStatus: row.tracking_status,
        loadNumber: row.load_number,
        carrier: row.carrier,
        containerNumber: row.container_number,
        dateDeparture: row.date_departure,
        estimatedArrival: new Date(row.estimated_arrival).toISOString(),
        currentLocation: localizeText(language, row.current_name),
        country: row.country,
        address: row.address,
      }),
    );
  });

  route(app, getNews, async ({ request }) => {
    const language = languageFromHeader(request.headers['accept-language']);
    return newsIn(db, language);
  });
};
