import type { Db } from '../../../db/db.ts';
import { SeededRandom } from '../../../db/seed/seeded-random.ts';
import { insertRows } from '../insert-rows.ts';
import { type DeliveryForTracking, planTrip } from './trip-plan.ts';

interface DeliveryRow {
  delivery_id: number;
  client_id: number;
  load_number: string;
  container_number: string | null;
  carrier: string | null;
  transport_type: 'Road' | 'Ocean';
  status: DeliveryForTracking['status'];
  date_departure: string;
  country: string;
  address: string;
  order_number: string;
  customer_order_number: string;
}

/** How many finished and not yet started trips get tracking, per transport type; every trip under way does. */
const LIMITS = { small: { delivered: 25, preparing: 8 }, full: { delivered: 400, preparing: 80 } } as const;

/**
 * Creates track-and-trace data for the deliveries of the trade area: every delivery in transit,
 * the most recent delivered ones and the next ones to leave. Trips are placed around `now`, so
 * that a load in transit is on its way when the portal shows it.
 */
export async function seedTracking(db: Db, scale: 'small' | 'full', now: Date): Promise<number> {
  const deliveries = await db.query<DeliveryRow>(
    `select * from (
       select d.delivery_id, d.client_id, d.load_number, d.container_number, d.carrier, d.transport_type, d.status,
              to_char(d.date_departure, 'YYYY-MM-DD') as date_departure, d.country, d.address,
              d.order_number, d.customer_order_number,
              row_number() over (partition by d.transport_type, d.status
                                 order by case when d.status = 'Preparing' then d.date_departure end asc,
                                          d.date_departure desc, d.delivery_id) as rank
         from deliveries d) ranked
      where status = 'InTransit'
         or (status = 'Delivered' and rank <= $1)
         or (status = 'Preparing' and rank <= $2)
      order by delivery_id`,
    [LIMITS[scale].delivered, LIMITS[scale].preparing],
  );
  const trips: unknown[][] = [];
  const stops: unknown[][] = [];
  for (const d of deliveries) {
    const plan = planTrip(
      {
        deliveryId: d.delivery_id,
        transportType: d.transport_type,
        status: d.status,
        dateDeparture: d.date_departure,
        country: d.country,
        address: d.address,
      },
      now,
      new SeededRandom(d.delivery_id * 7919),
    );
    trips.push([
      d.delivery_id,
      d.client_id,
      d.transport_type,
      d.load_number,
      d.container_number,
      d.carrier,
      d.order_number,
      d.customer_order_number,
      plan.status,
      plan.current.name,
      plan.current.lat,
      plan.current.lng,
      plan.estimatedArrival.toISOString(),
      JSON.stringify(plan.positions),
      JSON.stringify(plan.route.map((point) => [point.lat, point.lng])),
    ]);
    plan.stops.forEach((stop, seq) => {
      const name = stop.kind === 'delivery' ? `${d.address} (${stop.name})` : stop.name;
      stops.push([
        d.delivery_id,
        seq,
        stop.kind,
        stop.visited ? 'Visited' : 'ToVisit',
        name,
        stop.lat,
        stop.lng,
        stop.plannedAt.toISOString(),
        stop.actualAt?.toISOString() ?? null,
      ]);
    });
  }
  await insertRows(
    db,
    'tracking_trips',
    [
      'delivery_id',
      'client_id',
      'transport_type',
      'load_number',
      'container_number',
      'carrier',
      'order_number',
      'customer_order_number',
      'status',
      'current_name',
      'current_lat',
      'current_lng',
      'estimated_arrival',
      'positions',
      'route',
    ],
    trips,
    { positions: 'jsonb', route: 'jsonb' },
  );
  await insertRows(
    db,
    'tracking_stops',
    ['delivery_id', 'seq', 'kind', 'visit_status', 'name', 'lat', 'lng', 'planned_at', 'actual_at'],
    stops,
  );
  return trips.length;
}
