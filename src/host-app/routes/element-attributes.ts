import type { PortalRoute } from './routes-table.ts';
import { parseTrackAndTraceKind } from './track-and-trace-kind.ts';

/**
 * The attributes an element page gives its element, from the route's fixed attributes and the
 * path parameters (kebab-case, DESIGN.md "Element conventions"); null when the path names nothing.
 */
export function elementAttributes(
  route: PortalRoute,
  params: Readonly<Record<string, string | undefined>>,
): Record<string, string> | null {
  const attributes: Record<string, string> = { ...route.element?.attributes };
  if (route.name === 'trackAndTracesDetailRoad') {
    if (!params.loadNumber) return null;
    attributes['load-number'] = params.loadNumber;
  }
  if (route.name === 'trackAndTracesDetailOceanHellmann') {
    const kind = parseTrackAndTraceKind(params.kind);
    if (kind?.transport !== 'ocean' || !params.containerNumber) return null;
    attributes.carrier = kind.carrier;
    attributes['container-number'] = params.containerNumber;
  }
  return attributes;
}
