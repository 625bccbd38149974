import type { TrackingStatus, TrackingStop } from '../../../../core/api/contract/tracking.ts';
import type { Db } from '../../../db/db.ts';

/** The statements of track & trace (tracking-area.ts). */

/** A trip as stored. */
export interface TripRow {
  delivery_id: number;
  client_id: number;
  transport_type: 'Road' | 'Ocean';
  load_number: string;
  container_number: string | null;
  carrier: string | null;
  order_number: string;
  customer_order_number: string;
  status: TrackingStatus;
  current_name: string;
  current_lat: number;
  current_lng: number;
  estimated_arrival: Date | string;
  /** `[lat, lng]` pairs; null for a trip seeded before routes were planned. */
  route: [number, number][] | null;
}

/** A stop of a trip as stored. */
export interface StopRow {
  kind: TrackingStop['kind'];
  visit_status: TrackingStop['visitStatus'];
  name: string;
  lat: number;
  lng: number;
  planned_at: Date | string;
  actual_at: Date | string | null;
}

const TRIP_COLUMNS = `delivery_id, client_id, transport_type, load_number, container_number, carrier, order_number,
  customer_order_number, status, current_name, current_lat, current_lng, estimated_arrival, route`;

/** The latest trip of a transport with this load or container number (trimmed, any case), of any client. */
export async function latestTrip(
  db: Db,
  column: 'load_number' | 'container_number',
  number: string,
  transport: 'Road' | 'Ocean',
): Promise<TripRow | undefined> {
  const [trip] = await db.query<TripRow>(
    `select ${TRIP_COLUMNS} from tracking_trips
      where ${column} = upper(trim($1)) and transport_type = $2
      order by delivery_id desc limit 1`,
    [number, transport],
  );
  return trip;
}

/** The stops of a trip, in order. */
export function tripStops(db: Db, deliveryId: number) {
  return db.query<StopRow>(
    'select kind, visit_status, name, lat, lng, planned_at, actual_at from tracking_stops where delivery_id = $1 order by seq',
    [deliveryId],
  );
}

/** The recorded positions of a trip as `[unix seconds, lat, lng]`; empty when there are none. */
export async function tripPositions(db: Db, deliveryId: number): Promise<[number, number, number][]> {
  const [row] = await db.query<{ positions: [number, number, number][] }>(
    'select positions from tracking_trips where delivery_id = $1',
    [deliveryId],
  );
  return row?.positions ?? [];
}

/** The client of a trip as a choice (id and name), or undefined. */
export async function clientChoice(db: Db, clientId: number) {
  const [client] = await db.query<{ clientId: number; displayName: string }>(
    'select client_id as "clientId", display_name as "displayName" from clients where client_id = $1',
    [clientId],
  );
  return client;
}
