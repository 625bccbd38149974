import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TOKEN_USER_ROLE } from '../../core/access/role-access.ts';
import { stockPath } from '../../core/navigation/stock-path.ts';
import { oceanTrackingTarget, roadTrackingTarget } from '../../core/navigation/tracking-path.ts';
import { breadcrumbTrail } from './breadcrumb-trail.ts';
import { elementAttributes } from './element-attributes.ts';
import { matchPortalRoute } from './route-matching.ts';
import { drawerRoutes, linkPath, ROUTES, type RouteName, routeAllowed, routeByName } from './routes-table.ts';

const english = (namespace: string) =>
  JSON.parse(readFileSync(new URL(`../../../locales/en/${namespace}.json`, import.meta.url), 'utf8'));
/** The English text of a namespaced key such as `portal:routes.orders.title`. */
const englishText = (key: string): unknown => {
  const [namespace = '', path = ''] = key.split(':');
  return path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], english(namespace));
};

const SPEC_ROUTES: [name: string, path: string, layout: 'login' | 'default'][] = [
  ['login', '/login', 'login'],
  ['request-reset-password', '/auth/reset-password', 'login'],
  ['activate-account', '/auth/activate/abc', 'login'],
  ['reset-password', '/auth/reset-password/abc', 'login'],
  ['login-with-token', '/auth/token/abc', 'login'],
  ['login-with-token', '/auth/token/abc/de', 'login'],
  ['register', '/auth/register', 'login'],
  ['dashboard', '/', 'default'],
  ['dashboard', '/dashboard', 'default'],
  ['certificates', '/certificates', 'default'],
  ['contact', '/contact', 'default'],
  ['deliveries', '/deliveries', 'default'],
  ['invoices', '/invoices', 'default'],
  ['orders', '/orders', 'default'],
  ['priceList', '/price-list', 'default'],
  ['settings', '/settings', 'default'],
  ['statistics', '/statistics', 'default'],
  ['stock', '/stock', 'default'],
  ['trackAndTracesDetailRoad', '/track-and-traces/road/L-2041', 'default'],
  ['trackAndTracesDetailOceanHellmann', '/track-and-traces/ocean-hellmann/MSKU1234565', 'default'],
];

describe('routes table', () => {
  it.each(SPEC_ROUTES)('leads %s to its route from %s in the %s layout', (name, path, layout) => {
    const match = matchPortalRoute(path);
    expect(match?.route.name).toBe(name);
    expect(match?.route.layout).toBe(layout);
  });

  it('given the paths the tracking links build, it opens the tracking element with their numbers', () => {
    const road = matchPortalRoute(roadTrackingTarget('L2611-70001')?.path ?? '');
    expect(road?.route.name).toBe('trackAndTracesDetailRoad');
    expect(road && elementAttributes(road.route, road.params)).toEqual({ 'load-number': 'L2611-70001' });
    const ocean = matchPortalRoute(oceanTrackingTarget('Hellmann', 'HLXU7001232')?.path ?? '');
    expect(ocean?.route.name).toBe('trackAndTracesDetailOceanHellmann');
    expect(ocean && elementAttributes(ocean.route, ocean.params)).toEqual({
      carrier: 'hellmann',
      'container-number': 'HLXU7001232',
    });
  });

  it('given the paths the stock levels build, it opens the stock element on that level', () => {
    const level = (product: string | null, stockOrder: string | null) => {
      const match = matchPortalRoute(stockPath({ product, stockOrder }));
      expect(match?.route.name).toBe('stock');
      return match && elementAttributes(match.route, match.params);
    };
    expect(level(null, null)).toEqual({});
    expect(level('GC1-300-700x1000', null)).toEqual({ product: 'GC1-300-700x1000' });
    expect(level('SBS-300-720x1020', '4600012')).toEqual({
      product: 'SBS-300-720x1020',
      'stock-order': '4600012',
    });
    expect(matchPortalRoute('/stock/a/b/c')).toBeNull();
    // The drawer and the breadcrumbs link to the products, not to the pattern.
    expect(linkPath(routeByName('stock'))).toBe('/stock');
    expect(linkPath(routeByName('dashboard'))).toBe('/');
  });

  it('gives every route a title that exists in the English locale', () => {
    for (const route of ROUTES)
      expect(englishText(route.titleKey), route.titleKey).toEqual(expect.any(String));
  });

  it('makes exactly the six sign-in routes of the guard list public', () => {
    expect(
      ROUTES.filter((route) => route.public)
        .map((route) => route.name)
        .sort(),
    ).toEqual([
      'activate-account',
      'login',
      'login-with-token',
      'register',
      'request-reset-password',
      'reset-password',
    ]);
  });

  it('lists the nine areas in the drawer, in the order of docs/screens/shell.md#drawer', () => {
    expect(drawerRoutes('areas').map((route) => route.name)).toEqual([
      'dashboard',
      'orders',
      'deliveries',
      'invoices',
      'stock',
      'statistics',
      'certificates',
      'priceList',
      'contact',
    ]);
  });

  it('routes the administration screens and shows them to staff only', () => {
    const admin = drawerRoutes('admin', ['Staff']);
    expect(admin.map((route) => route.name)).toEqual([
      'agents',
      'clients',
      'emails',
      'employees',
      'integrations',
      'logins',
      'memos',
    ]);
    for (const route of admin) {
      expect(matchPortalRoute(route.path)?.route).toBe(route);
      expect(route.element?.tag).toBe(`cp-${route.element?.area}`);
      expect(route.element?.area).toMatch(/^admin-/);
    }
    // Agents may manage their clients' logins through the API, but the Administration section is staff's.
    for (const roles of [
      ['Customer'],
      ['Agent'],
      ['LoginWithTokenUser'],
      ['Customer', 'SupportSession'],
      [],
    ]) {
      expect(drawerRoutes('admin', roles), roles.join()).toEqual([]);
    }
    expect(drawerRoutes('admin', ['Staff', 'SupportSession'])).toEqual([]);
  });

  it('gives the road route the road parameters and the ocean route the carrier segment', () => {
    expect(matchPortalRoute('/track-and-traces/road/L-2041')?.params).toEqual({ loadNumber: 'L-2041' });
    expect(matchPortalRoute('/track-and-traces/ocean-hellmann/MSKU1234565')?.params).toEqual({
      kind: 'ocean-hellmann',
      containerNumber: 'MSKU1234565',
    });
  });

  it('does not match a track-and-trace path of an unknown kind', () => {
    expect(matchPortalRoute('/track-and-traces/air/123')).toBeNull();
    expect(matchPortalRoute('/track-and-traces/ocean-/123')).toBeNull();
  });

  it('colours the drawer on the track-and-trace routes only', () => {
    expect(ROUTES.filter((route) => route.accent).map((route) => route.name)).toEqual([
      'trackAndTracesDetailRoad',
      'trackAndTracesDetailOceanHellmann',
    ]);
  });

  it('mounts each area page element by tag', () => {
    expect(routeByName('orders').element?.tag).toBe('cp-orders');
    expect(routeByName('priceList').element?.tag).toBe('cp-price-list');
    expect(routeByName('trackAndTracesDetailRoad').element?.tag).toBe('cp-tracking');
  });

  it('builds breadcrumbs from the home crumb down', () => {
    const names = (name: RouteName) =>
      breadcrumbTrail(routeByName(name), routeByName).map((route) => route.name);
    expect(names('dashboard')).toEqual(['dashboard']);
    expect(names('orders')).toEqual(['dashboard', 'orders']);
    expect(names('trackAndTracesDetailRoad')).toEqual([
      'dashboard',
      'deliveries',
      'trackAndTracesDetailRoad',
    ]);
    expect(names('login')).toEqual([]);
  });

  it('given an element route, it declares exactly the parameters of its path', () => {
    for (const route of ROUTES.filter((candidate) => candidate.element)) {
      const inPath = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => name).sort();
      expect(Object.keys(route.element?.parameters ?? {}).sort(), route.name).toEqual(inPath);
    }
  });

  it('answers null for a path that is no route', () => {
    expect(matchPortalRoute('/nowhere')).toBeNull();
  });

  it('given a login-token session, the drawer shows dashboard, orders, deliveries and certificates, and the user menu settings', () => {
    expect(drawerRoutes('areas', [TOKEN_USER_ROLE]).map((route) => route.name)).toEqual([
      'dashboard',
      'orders',
      'deliveries',
      'certificates',
    ]);
    expect(drawerRoutes('user', [TOKEN_USER_ROLE]).map((route) => route.name)).toEqual(['settings']);
  });

  it('given a login-token session, it may open track & trace but not the partner-web flow', () => {
    expect(routeAllowed(routeByName('trackAndTracesDetailRoad'), [TOKEN_USER_ROLE])).toBe(true);
    expect(routeAllowed(routeByName('trackAndTracesDetailOceanHellmann'), [TOKEN_USER_ROLE])).toBe(true);
    expect(routeAllowed(routeByName('partner-web-login'), [TOKEN_USER_ROLE])).toBe(false);
  });

  it('given a customer, every area stays in the drawer', () => {
    expect(drawerRoutes('areas', ['Customer'])).toEqual(drawerRoutes('areas'));
  });
});
