import { matchPath } from 'react-router';
import { elementAttributes } from './element-attributes.ts';
import { type PortalRoute, ROUTE_ALIASES, ROUTES, routeByName } from './routes-table.ts';

/** A routed route matched against a path, with its parameters. */
export interface RouteMatch {
  route: PortalRoute;
  params: Readonly<Record<string, string | undefined>>;
}

// Static segments first, so `/track-and-traces/road/1` is the road route, not the ocean pattern.
const byStaticSegments = (route: PortalRoute) =>
  -route.path.split('/').filter((s) => s && !s.startsWith(':')).length;
const ROUTED = [...ROUTES].sort((a, b) => byStaticSegments(a) - byStaticSegments(b));

/**
 * The routed route a pathname leads to, or null when it leads nowhere (not found). For the layouts,
 * the guard and the session, which stand outside any one page; a page is given its route by the router.
 */
export function matchPortalRoute(pathname: string): RouteMatch | null {
  const alias = ROUTE_ALIASES[pathname.replace(/\/+$/, '')];
  if (alias) return { route: routeByName(alias), params: {} };
  for (const route of ROUTED) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (!match) continue;
    // A parameter the route cannot read (`/track-and-traces/air/1`) means the path is not this route.
    if (elementAttributes(route, match.params) === null) continue;
    return { route, params: match.params };
  }
  return null;
}
