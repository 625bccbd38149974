import type { PortalRoute, RouteName } from './routes-table.ts';

/** The breadcrumb trail of a route, from the home crumb (dashboard) down to the route itself. */
export function breadcrumbTrail(route: PortalRoute, byName: (name: RouteName) => PortalRoute): PortalRoute[] {
  if (route.layout !== 'default') return [];
  const trail: PortalRoute[] = [route];
  for (let parent = route.parent; parent; parent = byName(parent).parent) trail.unshift(byName(parent));
  return trail;
}
