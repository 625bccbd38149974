/** A point on the map in degrees. */
export interface RoutePoint {
  lat: number;
  lng: number;
}

export interface SplitRoute {
  /** From the start of the route to the current location. */
  visited: RoutePoint[];
  /** From the current location to the end of the route. */
  planned: RoutePoint[];
}

/**
 * Splits a planned route where the shipment is now: at the point of the route nearest to the
 * current location, which joins both parts, so the lines meet at the current-location marker even
 * when the reported position lies a little off the planned path. Distances are planar with
 * longitude scaled by cos(latitude): exact enough to pick a segment, and cheap.
 */
export function splitRoute(route: readonly RoutePoint[], current: RoutePoint): SplitRoute {
  if (route.length < 2) return { visited: [...route, current], planned: [current] };
  const scale = Math.cos((current.lat * Math.PI) / 180);
  let best = { segment: 0, distance: Number.POSITIVE_INFINITY };
  for (let i = 1; i < route.length; i++) {
    const a = route[i - 1]!;
    const b = route[i]!;
    const ax = a.lng * scale;
    const bx = b.lng * scale;
    const px = current.lng * scale;
    const dx = bx - ax;
    const dy = b.lat - a.lat;
    const lengthSquared = dx * dx + dy * dy;
    const t =
      lengthSquared === 0
        ? 0
        : Math.min(1, Math.max(0, ((px - ax) * dx + (current.lat - a.lat) * dy) / lengthSquared));
    const distance = Math.hypot(ax + t * dx - px, a.lat + t * dy - current.lat);
    // Strictly nearer only: where a route passes the same place twice, the earlier pass wins.
    if (distance < best.distance) best = { segment: i, distance };
  }
  return {
    visited: [...route.slice(0, best.segment), current],
    planned: [current, ...route.slice(best.segment)],
  };
}
