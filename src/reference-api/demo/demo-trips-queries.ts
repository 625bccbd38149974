import type { Db } from '../db/db.ts';
import type { SimStop, SimTrip } from './tracking-simulator.ts';

/** The statements of the demo's carrier (docs/alerts.md#a-demo-that-moves). */

/** A client's shipments not yet delivered, as the simulator drives them: soonest arrival first. */
export async function demoTrips(db: Db, clientId: number): Promise<SimTrip[]> {
  const rows = await db.query<{
    load_number: string;
    status: SimTrip['status'];
    estimated_arrival: Date;
    current_lat: number;
    current_lng: number;
    route: [number, number][] | null;
    stops: (SimStop & { visited: boolean })[];
  }>(
    `select t.load_number, t.status, t.estimated_arrival, t.current_lat, t.current_lng, t.route,
            (select jsonb_agg(jsonb_build_object('sequence', s.seq, 'kind', s.kind, 'name', s.name,
                                                 'lat', s.lat, 'lng', s.lng, 'visited', s.visit_status = 'Visited')
                              order by s.seq)
               from tracking_stops s where s.delivery_id = t.delivery_id) as stops
       from tracking_trips t
      where t.client_id = $1 and t.status <> 'delivered'
      order by t.estimated_arrival, t.delivery_id`,
    [clientId],
  );
  return rows.map((r) => ({
    clientId,
    loadNumber: r.load_number,
    status: r.status,
    estimatedArrival: new Date(r.estimated_arrival).toISOString(),
    current: { lat: r.current_lat, lng: r.current_lng },
    route: (r.route ?? []).map(([lat, lng]) => ({ lat, lng })),
    stops: r.stops ?? [],
  }));
}
