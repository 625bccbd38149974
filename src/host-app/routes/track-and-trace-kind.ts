/** What the `:kind` segment of a track-and-trace path names: a road load or an ocean carrier. */
export type TrackAndTraceKind = { transport: 'road' } | { transport: 'ocean'; carrier: string };

const OCEAN_PREFIX = 'ocean-';
// Carrier slugs are plain lowercase words (e.g. `hellmann`); anything else is not a route of ours.
const CARRIER_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Parses the `road` / `ocean-<carrier>` segment of `/track-and-traces/<kind>/<number>` (react-router
 * cannot match a partial segment such as `ocean-:carrier`). Returns null for anything else.
 */
export function parseTrackAndTraceKind(segment: string | undefined): TrackAndTraceKind | null {
  if (segment === 'road') return { transport: 'road' };
  if (!segment?.startsWith(OCEAN_PREFIX)) return null;
  const carrier = segment.slice(OCEAN_PREFIX.length);
  return CARRIER_PATTERN.test(carrier) ? { transport: 'ocean', carrier } : null;
}

/** The path of an ocean container's track-and-trace page. */
export function oceanTrackAndTracePath(carrier: string, containerNumber: string): string {
  return `/track-and-traces/${OCEAN_PREFIX}${encodeURIComponent(carrier)}/${encodeURIComponent(containerNumber)}`;
}
