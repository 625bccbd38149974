import type { PortalRoute } from './routes-table.ts';

/**
 * The attributes an element page gives its element: the route's fixed attributes and those its
 * declared path parameters give; null when a parameter names nothing (the path leads to no route).
 */
export function elementAttributes(
  route: PortalRoute,
  params: Readonly<Record<string, string | undefined>>,
): Record<string, string> | null {
  const attributes: Record<string, string> = { ...route.element?.attributes };
  for (const [parameter, toAttributes] of Object.entries(route.element?.parameters ?? {})) {
    const given = toAttributes(params[parameter]);
    if (!given) return null;
    Object.assign(attributes, given);
  }
  return attributes;
}
