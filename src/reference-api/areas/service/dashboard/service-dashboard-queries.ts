import type { NewsItem, TrackAndTraceDelivery } from '../../../../core/api/contract/dashboard-service.ts';
import type { Db } from '../../../db/db.ts';

/** The statements of the service dashboard (service-dashboard-area.ts). */

/** A tracked delivery as stored. */
export interface TrackedRow {
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

/**
 * A client's tracked deliveries, at most `limit`: in transit first (soonest arrival first), then the
 * next to leave, then the latest delivered.
 */
export function trackedDeliveries(db: Db, clientId: number, limit: number) {
  return db.query<TrackedRow>(
    `select t.delivery_id, t.transport_type, d.status as delivery_status, t.status as tracking_status,
            t.load_number, t.carrier, t.container_number, to_char(d.date_departure, 'YYYY-MM-DD') as date_departure,
            t.estimated_arrival, t.current_name, d.country, d.address
       from tracking_trips t join deliveries d on d.delivery_id = t.delivery_id
      where t.client_id = $1
      order by case d.status when 'InTransit' then 0 when 'Preparing' then 1 else 2 end,
               case when d.status = 'Delivered' then null else t.estimated_arrival end asc,
               t.estimated_arrival desc, t.delivery_id
      limit $2`,
    [clientId, limit],
  );
}

/** The company news, newest first, in `language`; English for an item not translated into it. */
export function newsIn(db: Db, language: string) {
  return db.query<NewsItem>(
    `select n.news_id as "newsId", to_char(n.published_on, 'YYYY-MM-DD') as "publishedOn",
            coalesce(t.title, e.title) as title, coalesce(t.body_html, e.body_html) as "bodyHtml"
       from news_items n
       join news_translations e on e.news_id = n.news_id and e.language = 'en'
       left join news_translations t on t.news_id = n.news_id and t.language = $1
      order by n.published_on desc, n.news_id desc`,
    [language],
  );
}
