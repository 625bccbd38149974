/**
 * The track & trace paths (docs/screens/tracking.md#routes), built and parsed in one place: `/track-and-traces/road/<load>`
 * and `/track-and-traces/ocean-<carrier>/<container>`. The host's routes parse what the elements'
 * links build, so one rule holds for both sides:
 *
 * - the carrier segment is the carrier trimmed and in lower case, and must be a plain slug
 *   (`hellmann`, `cma-cgm`); a carrier the route cannot name gives no path;
 * - missing data gives no path (null), never another page: an ocean load has no road tracking
 *   (the road lookup finds road loads only), so a fallback to it would be a link to "not found".
 */

/** Where every track & trace path starts. */
export const TRACK_AND_TRACE_PREFIX = '/track-and-traces/';

const ROAD_KIND = 'road';
const OCEAN_PREFIX = 'ocean-';
const CARRIER_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What the `<kind>` segment of a track & trace path names: a road load or an ocean carrier. */
export type TrackAndTraceKind = { transport: 'road' } | { transport: 'ocean'; carrier: string };

/** A track & trace page: its portal path and the `cp-navigate` params that describe it. */
export interface TrackingTarget {
  path: string;
  params: Record<string, string>;
}

/** The shipment fields that decide its track & trace page (deliveries, dashboard). */
export interface TrackedShipment {
  transportType: 'Road' | 'Ocean';
  loadNumber: string | null;
  carrier: string | null;
  containerNumber: string | null;
}

/** The carrier as the path names it (trimmed, lower case); null when it is missing or no slug. */
export function carrierSegment(carrier: string | null | undefined): string | null {
  const segment = carrier?.trim().toLowerCase();
  return segment && CARRIER_PATTERN.test(segment) ? segment : null;
}

/** The road track & trace page of a load number; null without one. */
export function roadTrackingTarget(loadNumber: string | null | undefined): TrackingTarget | null {
  if (!loadNumber) return null;
  return {
    path: `${TRACK_AND_TRACE_PREFIX}${ROAD_KIND}/${encodeURIComponent(loadNumber)}`,
    params: { kind: ROAD_KIND, loadNumber },
  };
}

/** The ocean track & trace page of a carrier's container; null without both. */
export function oceanTrackingTarget(
  carrier: string | null | undefined,
  containerNumber: string | null | undefined,
): TrackingTarget | null {
  const segment = carrierSegment(carrier);
  if (!segment || !containerNumber) return null;
  return {
    path: `${TRACK_AND_TRACE_PREFIX}${OCEAN_PREFIX}${segment}/${encodeURIComponent(containerNumber)}`,
    params: { kind: 'ocean', carrier: segment, containerNumber },
  };
}

/** The track & trace page of a shipment: road by load number, ocean by carrier and container. */
export function trackingTarget(shipment: TrackedShipment): TrackingTarget | null {
  return shipment.transportType === 'Ocean'
    ? oceanTrackingTarget(shipment.carrier, shipment.containerNumber)
    : roadTrackingTarget(shipment.loadNumber);
}

/**
 * Parses the `road` / `ocean-<carrier>` segment of `/track-and-traces/<kind>/<number>` (react-router
 * cannot match a partial segment such as `ocean-:carrier`). Returns null for anything else.
 */
export function parseTrackAndTraceKind(segment: string | undefined): TrackAndTraceKind | null {
  if (segment === ROAD_KIND) return { transport: 'road' };
  if (!segment?.startsWith(OCEAN_PREFIX)) return null;
  const carrier = segment.slice(OCEAN_PREFIX.length);
  return CARRIER_PATTERN.test(carrier) ? { transport: 'ocean', carrier } : null;
}
