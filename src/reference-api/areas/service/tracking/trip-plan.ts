import type { StopKind, TrackingStatus } from '../../../../core/api/contract/tracking.ts';
import type { SeededRandom } from '../../../db/seed/seeded-random.ts';
import { distanceKm, type LatLng, nearest, type Place, pointAlong, polylineKm, roadPath } from './geo.ts';
import {
  CUSTOMER_TOWNS,
  countryCode,
  customerTown,
  MILLS,
  NORDIC_MILL,
  PORTS,
  type Port,
  ROAD_STOPOVERS,
} from './places.ts';
import { SEA_PLACES, seaRoute } from './sea-lanes.ts';

/** The columns of a trade `deliveries` row that tracking is built from. */
export interface DeliveryForTracking {
  deliveryId: number;
  transportType: 'Road' | 'Ocean';
  status: 'Preparing' | 'InTransit' | 'Delivered';
  /** `YYYY-MM-DD`. */
  dateDeparture: string;
  country: string;
  address: string;
}

export interface PlannedStop {
  kind: StopKind;
  name: string;
  lat: number;
  lng: number;
  visited: boolean;
  plannedAt: Date;
  actualAt: Date | null;
}

/** A whole trip as seen at `now`: stops, the track so far and where the load is. */
export interface TripPlan {
  status: TrackingStatus;
  stops: PlannedStop[];
  /** `[epoch seconds, lat, lng]`, oldest first, up to `now`. */
  positions: [number, number, number][];
  current: Place;
  estimatedArrival: Date;
  /** The planned path from origin to delivery: the legs joined, rounded and thinned. */
  route: LatLng[];
}

interface TimedStop {
  kind: StopKind;
  place: Place;
  arrive: number;
  depart: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ROAD_KMH = 58;
const ROAD_WINDING = 1.2;
const VESSEL_KMH = 30;
const POSITIONS_PER_TRIP = { Road: 220, Ocean: 320 } as const;
/** Keeps the info answer small; roads give up to 60 points a leg, sea lanes far fewer. */
const MAX_ROUTE_POINTS = 300;
const ALL_TOWNS: readonly Place[] = [
  ...Object.values(CUSTOMER_TOWNS).flat(),
  ...ROAD_STOPOVERS,
  ...MILLS,
  NORDIC_MILL,
];

/** Builds the trip of one delivery at `now`, deterministic for a given random source. */
export function planTrip(delivery: DeliveryForTracking, now: Date, random: SeededRandom): TripPlan {
  const destination = customerTown(delivery.country, delivery.address, delivery.deliveryId);
  const { stops, legs } =
    delivery.transportType === 'Road'
      ? roadTimeline(destination, delivery.deliveryId, random)
      : oceanTimeline(destination, countryCode(delivery.country), random);
  const duration = stops[stops.length - 1]!.arrive;
  const start = tripStart(delivery, now.getTime(), duration, random);
  for (const stop of stops) {
    stop.arrive += start;
    stop.depart += start;
  }
  const at = now.getTime();
  const positions: [number, number, number][] = [];
  const step = duration / POSITIONS_PER_TRIP[delivery.transportType];
  for (let t = start; t <= Math.min(at, start + duration); t += step) {
    const p = positionAt(stops, legs, t);
    positions.push([Math.round(t / 1000), round5(p.lat), round5(p.lng)]);
  }
  // The delay against the plan grows along the trip (a negative share: ahead of schedule).
  const delayShare = random.between(-0.08, 0.2);
  const departure = stops[0]!.depart;
  return {
    status: statusAt(stops, at, delivery.transportType),
    stops: stops.map((stop, index) => {
      const actual = index === 0 ? stop.depart : stop.arrive;
      // A stop reached keeps the original plan beside its actual time (the delay shows there); the
      // stops ahead are planned as now expected, so no planned delivery precedes the expected arrival.
      const planned = actual <= at ? departure + (actual - departure) * (1 - delayShare) : actual;
      return {
        kind: stop.kind,
        name: stop.place.name,
        lat: stop.place.lat,
        lng: stop.place.lng,
        visited: actual <= at,
        plannedAt: toMinute(planned),
        actualAt: actual <= at ? toMinute(actual) : null,
      };
    }),
    positions,
    current: currentPlace(stops, legs, at),
    estimatedArrival: toMinute(stops[stops.length - 1]!.arrive),
    route: routeOf(legs),
  };
}

/**
 * The legs joined into one path (a leg starts where the previous one ended), rounded, then thinned
 * to at most `max` points. Thinning never drops the first or last point, so the route still starts
 * at the origin and ends at the delivery.
 */
export function routeOf(legs: readonly LatLng[][], max = MAX_ROUTE_POINTS): LatLng[] {
  const joined: LatLng[] = [];
  for (const point of legs.flat()) {
    const rounded = { lat: round5(point.lat), lng: round5(point.lng) };
    const last = joined[joined.length - 1];
    if (!last || last.lat !== rounded.lat || last.lng !== rounded.lng) joined.push(rounded);
  }
  if (joined.length <= max) return joined;
  const stride = (joined.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => joined[Math.round(i * stride)]!);
}

/** In-transit trips are under way at `now`; delivered ones ended before it; preparing ones start later. */
function tripStart(
  delivery: DeliveryForTracking,
  now: number,
  duration: number,
  random: SeededRandom,
): number {
  const departureDay = Date.parse(`${delivery.dateDeparture}T00:00:00Z`) + random.between(5, 9) * HOUR;
  if (delivery.status === 'InTransit') return now - random.between(0.03, 0.97) * duration;
  if (delivery.status === 'Preparing') return Math.max(departureDay, now + random.between(6, 30) * HOUR);
  return Math.min(departureDay, now - duration - random.between(2, 72) * HOUR);
}

function roadTimeline(destination: Place, seed: number, random: SeededRandom) {
  const origin = random.pick(MILLS);
  const via: Place[] = [];
  if (destination.lng < 2) via.push(ROAD_STOPOVERS.find((s) => s.name.includes('Hoek van Holland'))!);
  else if (random.chance(0.45)) via.push(bestDetour(origin, destination, ROAD_STOPOVERS));
  const places = [origin, ...via, destination];
  const stops: TimedStop[] = [{ kind: 'origin', place: origin, arrive: 0, depart: 0 }];
  const legs: LatLng[][] = [];
  for (let i = 1; i < places.length; i++) {
    const path = roadPath(places[i - 1]!, places[i]!, seed + i);
    legs.push(path);
    const arrive = stops[i - 1]!.depart + ((polylineKm(path) * ROAD_WINDING) / ROAD_KMH) * HOUR;
    const last = i === places.length - 1;
    const dwell = last ? 0 : random.between(1, 4) * HOUR;
    stops.push({
      kind: last ? 'delivery' : 'roadStopover',
      place: places[i]!,
      arrive,
      depart: arrive + dwell,
    });
  }
  return { stops, legs };
}

const OVERSEAS = new Set(['CN', 'SG', 'GB', 'IE', 'SE', 'US']);

function oceanTimeline(destination: Place, country: string, random: SeededRandom) {
  const continentalPorts = [PORTS.rotterdam, PORTS.antwerp, PORTS.hamburg];
  // Overseas customers are served from the continental mills; continental customers get their
  // containers by short sea from the Swedish mill.
  const overseas = OVERSEAS.has(country);
  const origin = overseas ? random.pick(MILLS) : NORDIC_MILL;
  const loading = overseas ? random.pick<Port>(continentalPorts) : PORTS.gothenburg;
  const discharge = overseas ? dischargePortFor(country, random) : nearest(destination, continentalPorts);
  const sea: { kind: StopKind; port: Port; dwellDays: [number, number] }[] = [
    { kind: 'loadingPort', port: loading, dwellDays: [1.5, 4] },
  ];
  if (country === 'CN' || country === 'SG') {
    if (random.chance(0.6))
      sea.push({
        kind: 'oceanPort',
        port: random.pick<Port>([PORTS.algeciras, PORTS.colombo]),
        dwellDays: [0.5, 1.2],
      });
    if (country === 'CN') sea.push({ kind: 'transshipmentPort', port: PORTS.singapore, dwellDays: [1.5, 4] });
  } else if (country === 'US' && random.chance(0.5)) {
    sea.push({ kind: 'oceanPort', port: PORTS.felixstowe, dwellDays: [0.5, 1] });
  }
  sea.push({ kind: 'dischargePort', port: discharge, dwellDays: [1, 3] });

  const stops: TimedStop[] = [{ kind: 'origin', place: origin, arrive: 0, depart: 0 }];
  const legs: LatLng[][] = [];
  const add = (kind: StopKind, place: Place, path: LatLng[], kmh: number, dwell: number) => {
    legs.push(path);
    const arrive = stops[stops.length - 1]!.depart + (polylineKm(path) / kmh) * HOUR;
    stops.push({ kind, place, arrive, depart: arrive + dwell });
  };
  const first = sea[0]!;
  add(
    first.kind,
    first.port,
    roadPath(origin, first.port, first.port.id.length),
    ROAD_KMH / ROAD_WINDING,
    random.between(...first.dwellDays) * DAY,
  );
  for (let i = 1; i < sea.length; i++) {
    const call = sea[i]!;
    add(
      call.kind,
      call.port,
      seaRoute(sea[i - 1]!.port.id, call.port.id),
      VESSEL_KMH,
      random.between(...call.dwellDays) * DAY,
    );
  }
  add(
    'delivery',
    destination,
    roadPath(discharge, destination, destination.name.length),
    ROAD_KMH / ROAD_WINDING,
    0,
  );
  return { stops, legs };
}

function dischargePortFor(country: string, random: SeededRandom): Port {
  if (country === 'CN') return random.pick<Port>([PORTS.shanghai, PORTS.ningbo]);
  if (country === 'SG') return PORTS.singapore;
  if (country === 'GB') return PORTS.felixstowe;
  if (country === 'IE') return PORTS.dublin;
  if (country === 'SE') return PORTS.gothenburg;
  return PORTS.newYork;
}

function bestDetour(from: Place, to: Place, candidates: readonly Place[]): Place {
  const detour = (p: Place) => distanceKm(from, p) + distanceKm(p, to) - distanceKm(from, to);
  return candidates.reduce((best, p) => (detour(p) < detour(best) ? p : best));
}

function positionAt(stops: readonly TimedStop[], legs: readonly LatLng[][], t: number): LatLng {
  for (let i = 0; i < stops.length; i++) {
    const stop = stops[i]!;
    if (t < stop.depart || i === stops.length - 1) return stop.place;
    const next = stops[i + 1]!;
    if (t < next.arrive) return pointAlong(legs[i]!, (t - stop.depart) / (next.arrive - stop.depart));
  }
  return stops[stops.length - 1]!.place;
}

function currentPlace(stops: readonly TimedStop[], legs: readonly LatLng[][], t: number): Place {
  const atStop = stops.find((stop, i) =>
    i === 0 ? t < stop.depart : stop.arrive <= t && (t < stop.depart || i === stops.length - 1),
  );
  if (atStop) return { name: atStop.place.name, lat: atStop.place.lat, lng: atStop.place.lng };
  const point = positionAt(stops, legs, t);
  const legIndex = stops.findIndex((stop, i) => stop.depart <= t && t < (stops[i + 1]?.arrive ?? 0));
  const atSea =
    legIndex > 0 && stops[legIndex]!.kind !== 'dischargePort' && stops[legIndex]!.kind !== 'roadStopover';
  const name = atSea
    ? `At sea, ${nearest(point, SEA_PLACES).name}`
    : `On the road near ${nearest(point, ALL_TOWNS).name}`;
  return { name, lat: round5(point.lat), lng: round5(point.lng) };
}

function statusAt(stops: readonly TimedStop[], t: number, transport: 'Road' | 'Ocean'): TrackingStatus {
  const last = stops[stops.length - 1]!;
  if (t >= last.arrive) return 'delivered';
  if (t < stops[0]!.depart) return 'preparing';
  // The stop the load is at or has most recently left.
  let index = 0;
  while (index + 1 < stops.length && stops[index + 1]!.arrive <= t) index++;
  const stop = stops[index]!;
  const waiting = t < stop.depart;
  if (transport === 'Road') return index === 0 ? 'loadedInTransit' : waiting ? 'arrived' : 'departed';
  switch (stop.kind) {
    case 'origin':
    case 'loadingPort':
      return waiting || stop.kind === 'origin' ? 'loadingPlanned' : 'loadedInTransit';
    case 'dischargePort':
      // The container waits for discharge, then for its truck at the terminal.
      return t < stop.arrive + 0.4 * (stop.depart - stop.arrive) ? 'dischargePlanned' : 'discharged';
    default:
      return waiting ? 'arrived' : 'departed';
  }
}

function toMinute(epochMs: number): Date {
  return new Date(Math.round(epochMs / 60_000) * 60_000);
}

function round5(value: number): number {
  return Math.round(value * 100_000) / 100_000;
}
