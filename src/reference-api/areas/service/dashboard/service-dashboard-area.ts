import type { NewsItem, TrackAndTraceDelivery } from '../../../../core/api/contract/dashboard-service.ts';
import { getNews, getTrackAndTraceDeliveries } from '../../../../core/api/contract/dashboard-service.ts';
import { resolveClientId } from '../../../platform/client-scope.ts';
import { localizeText, requestLanguage } from '../../../platform/composed-texts.ts';
import { route } from '../../../platform/route.ts';
import { languageFromHeader } from '../../../platform/server-messages.ts';
import type { AreaPlugin } from '../../area-plugin.ts';

/** How many tracked deliveries the dashboard lists. */
const DASHBOARD_TRACKING_LIMIT = 100;

interface TrackedRow {
  delivery_id: number;
  transport_type: TrackAndTraceDelivery['transportType'];
  delivery_status: TrackAndTraceDelivery['deliveryStatus'];
  tracking_status: TrackAndTraceDelivery['trackingStatus'];
  load_number: string;
  carrier: string | null;
  container_number: string | null;
  date_departure: string;
  estimated_arrival: Date | string;
  current_name: string;
  country: string;
  address: string;
}

/** The dashboard's track-and-trace list and company news (spec §1, §7). */
export const serviceDashboardArea: AreaPlugin = (app, { db }) => {
  route(app, getTrackAndTraceDeliveries, async ({ query, principal, request }) => {
    const language = requestLanguage(request);
    const clientId = await resolveClientId(db, principal, query.clientId);
    // In transit first (soonest arrival first), then the next to leave, then the latest delivered.
    const rows = await db.query<TrackedRow>(
      `select t.delivery_id, t.transport_type, d.status as delivery_status, t.status as tracking_status,
              t.load_number, t.carrier, t.container_number, to_char(d.date_departure, 'YYYY-MM-DD') as date_departure,
              t.estimated_arrival, t.current_name, d.country, d.address
         from tracking_trips t join deliveries d on d.delivery_id = t.delivery_id
        where t.client_id = $1
        order by case d.status when 'InTransit' then 0 when 'Preparing' then 1 else 2 end,
                 case when d.status = 'Delivered' then null else t.estimated_arrival end asc,
                 t.estimated_arrival desc, t.delivery_id
        limit $2`,
      [clientId, DASHBOARD_TRACKING_LIMIT],
    );
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
    // English is the fallback for an item not translated into the asked language.
    return db.query<NewsItem>(
      `select n.news_id as "newsId", to_char(n.published_on, 'YYYY-MM-DD') as "publishedOn",
              coalesce(t.title, e.title) as title, coalesce(t.body_html, e.body_html) as "bodyHtml"
         from news_items n
         join news_translations e on e.news_id = n.news_id and e.language = 'en'
         left join news_translations t on t.news_id = n.news_id and t.language = $1
        order by n.published_on desc, n.news_id desc`,
      [language],
    );
  });
};
