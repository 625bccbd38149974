/** A point on the earth in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** A named point on the map. */
export interface Place extends LatLng {
  name: string;
}

const EARTH_RADIUS_KM = 6371;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Length of a polyline in kilometres. */
export function polylineKm(points: readonly LatLng[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += distanceKm(points[i - 1]!, points[i]!);
  return total;
}

/** The point at a fraction (0…1) of a polyline's length; straight lines between points are fine at this scale. */
export function pointAlong(points: readonly LatLng[], fraction: number): LatLng {
  const first = points[0];
  if (!first) throw new Error('empty polyline');
  const target = polylineKm(points) * Math.min(1, Math.max(0, fraction));
  let walked = 0;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const step = distanceKm(a, b);
    if (walked + step >= target && step > 0) {
      const t = (target - walked) / step;
      return { lat: a.lat + (b.lat - a.lat) * t, lng: a.lng + (b.lng - a.lng) * t };
    }
    walked += step;
  }
  return points[points.length - 1]!;
}

/** The place nearest to a point. */
export function nearest<T extends LatLng>(point: LatLng, places: readonly T[]): T {
  let best = places[0];
  if (!best) throw new Error('no places');
  for (const place of places) if (distanceKm(point, place) < distanceKm(point, best)) best = place;
  return best;
}

/**
 * A road-like path between two points: the straight line bent by two gentle waves whose phase
 * comes from `seed`, so that two trips between the same towns follow the same "road".
 */
export function roadPath(from: LatLng, to: LatLng, seed: number): LatLng[] {
  const km = distanceKm(from, to);
  const steps = Math.max(4, Math.min(60, Math.round(km / 15)));
  const amplitude = Math.min(0.35, km / 2500);
  const phase = (seed % 628) / 100;
  const dLat = to.lat - from.lat;
  const dLng = to.lng - from.lng;
  const length = Math.hypot(dLat, dLng) || 1;
  const points: LatLng[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const bend = amplitude * Math.sin(Math.PI * t) * (0.7 * Math.sin(phase + 3 * t) + 0.3 * Math.sin(9 * t));
    points.push({
      lat: from.lat + dLat * t + (-dLng / length) * bend,
      lng: from.lng + dLng * t + (dLat / length) * bend,
    });
  }
  return points;
}
