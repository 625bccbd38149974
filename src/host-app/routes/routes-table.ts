import type enPortal from '../../../locales/en/portal.json';
import { rolesMayCall, STAFF_ROLE } from '../../core/access/role-access.ts';
import { getAgentsTable } from '../../core/api/browser-contract/admin-agents.calls.ts';
import { getApiKeys } from '../../core/api/browser-contract/admin-api-keys.calls.ts';
import { getClientsTable } from '../../core/api/browser-contract/admin-clients.calls.ts';
import { getEmailsTable } from '../../core/api/browser-contract/admin-emails.calls.ts';
import { getEmployeesTable } from '../../core/api/browser-contract/admin-employees.calls.ts';
import { getLoginsTable } from '../../core/api/browser-contract/admin-logins.calls.ts';
import { getMemosTable } from '../../core/api/browser-contract/admin-memos.calls.ts';
import { getProductCertificates } from '../../core/api/browser-contract/certificates.calls.ts';
import { sendMessage } from '../../core/api/browser-contract/contact.calls.ts';
import { getDeliveriesTable } from '../../core/api/browser-contract/deliveries.calls.ts';
import { getAllInvoicesTable } from '../../core/api/browser-contract/invoices.calls.ts';
import { updateLanguage } from '../../core/api/browser-contract/language.calls.ts';
import { getUnreadCount } from '../../core/api/browser-contract/notifications.calls.ts';
import { getOrdersTable } from '../../core/api/browser-contract/orders.calls.ts';
import { getPartnerWebLoginUri } from '../../core/api/browser-contract/partner-web.calls.ts';
import { getPricelist } from '../../core/api/browser-contract/price-list.calls.ts';
import { getSalesStatisticsList } from '../../core/api/browser-contract/statistics.calls.ts';
import { getStockTable } from '../../core/api/browser-contract/stock.calls.ts';
import {
  getHellmannTrackAndTraceInfo,
  getTruckloadTrackAndTraceInfo,
} from '../../core/api/browser-contract/tracking.calls.ts';
import type { Call } from '../../core/api/endpoint.ts';
import { STOCK_PATH } from '../../core/navigation/stock-path.ts';
import { parseTrackAndTraceKind, TRACK_AND_TRACE_PREFIX } from '../../core/navigation/tracking-path.ts';

/** Route names (docs/screens/shell.md#routes) (the routes whose titles the portal locale defines) plus the partner-web flow. */
export type RouteName = keyof typeof enPortal.routes | 'partner-web-login';
/** The namespaced key of a route's title: `portal:routes.<name>.title`, or a host text. */
export type RouteTitleKey = `portal:routes.${keyof typeof enPortal.routes}.title` | 'host:partnerWeb.heading';

/**
 * The one routes table of the host (docs/architecture.md#one-source-of-truth): the router, the drawer, document
 * titles, breadcrumbs and the guard all read it. Adding an area means one entry here plus its element.
 * It is data only and imports no page: the router (create-host-router.tsx) loads each route's page and
 * hands it its route, so pages may read this table without an import circle.
 */

/** Which layout frames a route (docs/screens/shell.md#routes). */
export type LayoutName = 'login' | 'default';

/** Where a route appears in the drawer: the nine areas, the user menu, staff-only titles, or nowhere. */
export type DrawerGroup = 'areas' | 'user' | 'admin' | null;

/** The host page a route renders; the router holds the page loaders. */
export type PageName =
  | 'element'
  | 'login'
  | 'request-reset-password'
  | 'reset-password'
  | 'activate-account'
  | 'login-with-token'
  | 'register'
  | 'partner-web-login';

/**
 * The element attributes one path parameter gives (kebab-case, docs/architecture.md#attributes), or
 * null when its value names nothing: the path then leads to no route.
 */
export type ParameterAttributes = (value: string | undefined) => Readonly<Record<string, string>> | null;

/** The custom element an element page mounts, by tag, with attributes from the route parameters. */
export interface RouteElement {
  tag: `cp-${string}`;
  /** Folder under `src/elements/` holding `<tag>.ts`, the element's registration module. */
  area: string;
  /** Fixed attributes, the same on every path of the route. */
  attributes?: Readonly<Record<string, string>>;
  /** The route's path parameters, each with the attributes it gives the element. */
  parameters?: Readonly<Record<string, ParameterAttributes>>;
  /**
   * The element follows its parameters' attributes itself (stock's drill-down levels): another value
   * updates the mounted element instead of mounting a new one, so its state and focus carry over.
   */
  followsParameters?: boolean;
}

/** What the router gives a route's page: the route it rendered (its parameters come from `useParams`). */
export interface PageProps {
  route: PortalRoute;
}

export interface PortalRoute {
  /** Route name (docs/screens/shell.md#routes). */
  name: RouteName;
  /** react-router path pattern; links to the route open {@link linkPath}. */
  path: string;
  layout: LayoutName;
  /** Open without login (docs/screens/shell.md#guard). */
  public: boolean;
  /** Namespaced translation key of the page title. */
  titleKey: RouteTitleKey;
  /** CSS colour the drawer takes on this route (docs/screens/shell.md#routes: some routes carry an accent colour). */
  accent: string | null;
  drawer: DrawerGroup;
  /** Drawer icon (a name of the host's bundled icon set). */
  icon: string | null;
  page: PageName;
  element: RouteElement | null;
  /** Name of the route one breadcrumb level up; null for the home route and for login-layout routes. */
  parent: RouteName | null;
  /** Only staff may open it (the administration section), whatever else the role may call. */
  staffOnly: boolean;
  /**
   * The contract call the page cannot work without. A session whose role may not make it (see
   * core/access/role-access.ts) does not see the route in the drawer or user menu, and the guard
   * turns it away; null when every logged-in session may open the page.
   */
  requires: Call | null;
}

const ACCENT_TRACKING = '#bc2513';

/** A path parameter passed on as one attribute; a path without it names nothing. */
const asAttribute =
  (attribute: string): ParameterAttributes =>
  (value) =>
    value ? { [attribute]: value } : null;

/** An optional path parameter passed on as one attribute when present; without it the element gets none. */
const optionalAttribute =
  (attribute: string): ParameterAttributes =>
  (value) =>
    value ? { [attribute]: value } : {};

/** The `ocean-<carrier>` segment as the `carrier` attribute; `road` or anything else names no ocean route. */
const oceanCarrier: ParameterAttributes = (value) => {
  const kind = parseTrackAndTraceKind(value);
  return kind?.transport === 'ocean' ? { carrier: kind.carrier } : null;
};

type Defaults = Omit<PortalRoute, 'name' | 'path' | 'titleKey'>;

const loginLayout: Defaults = {
  layout: 'login',
  public: true,
  accent: null,
  drawer: null,
  icon: null,
  page: 'login',
  element: null,
  parent: null,
  staffOnly: false,
  requires: null,
};

const defaultLayout: Defaults = {
  layout: 'default',
  public: false,
  accent: null,
  drawer: null,
  icon: null,
  page: 'element',
  element: null,
  parent: 'dashboard',
  staffOnly: false,
  requires: null,
};

type TitledName = Exclude<RouteName, 'partner-web-login'>;

function loginRoute(name: TitledName, path: string, page: PageName): PortalRoute {
  return { ...loginLayout, name, path, page, titleKey: `portal:routes.${name}.title` };
}

function areaRoute(
  name: TitledName,
  path: string,
  area: string,
  icon: string,
  drawer: DrawerGroup,
  requires: Call | null,
): PortalRoute {
  const element: RouteElement = { tag: `cp-${area}`, area };
  return {
    ...defaultLayout,
    name,
    path,
    icon,
    drawer,
    element,
    requires,
    titleKey: `portal:routes.${name}.title`,
  };
}

/**
 * A staff-only administration route (docs/screens/administration.md#who-administers) mounting `<cp-admin-<area>>`. Agents may make the
 * logins calls for their own clients' logins, but the portal's Administration section is staff's.
 */
function adminRoute(name: TitledName, path: string, area: string, icon: string, requires: Call): PortalRoute {
  return { ...areaRoute(name, path, `admin-${area}`, icon, 'admin', requires), staffOnly: true };
}

/** Every route (docs/screens/shell.md#routes), in drawer order for the areas. */
export const ROUTES: readonly PortalRoute[] = Object.freeze([
  loginRoute('login', '/login', 'login'),
  loginRoute('request-reset-password', '/auth/reset-password', 'request-reset-password'),
  // A mailed link ends in the recipient's language (`/auth/activate/<token>/de`): the page speaks it.
  loginRoute('activate-account', '/auth/activate/:token/:languageCode?', 'activate-account'),
  loginRoute('reset-password', '/auth/reset-password/:token/:languageCode?', 'reset-password'),
  // The token is optional in the pattern because it leaves the address bar before the router starts
  // (see login-token-handoff.ts): the page then runs on `/auth/token` with the token held in memory.
  loginRoute('login-with-token', '/auth/token/:token?/:languageCode?', 'login-with-token'),
  loginRoute('register', '/auth/register', 'register'),
  // The partner-web flow needs a session: it asks the API for a login URI and then leaves the portal.
  {
    ...loginLayout,
    name: 'partner-web-login',
    path: '/auth/partner-web',
    page: 'partner-web-login',
    titleKey: 'host:partnerWeb.heading',
    public: false,
    requires: getPartnerWebLoginUri,
  },
  { ...areaRoute('dashboard', '/', 'dashboard', 'house', 'areas', null), parent: null },
  areaRoute('orders', '/orders', 'orders', 'box-seam', 'areas', getOrdersTable),
  areaRoute('deliveries', '/deliveries', 'deliveries', 'truck', 'areas', getDeliveriesTable),
  areaRoute('invoices', '/invoices', 'invoices', 'receipt', 'areas', getAllInvoicesTable),
  {
    // The drill-down levels of stock: a product's stock orders, then one stock order's pallets.
    ...areaRoute('stock', `${STOCK_PATH}/:product?/:stockOrder?`, 'stock', 'boxes', 'areas', getStockTable),
    element: {
      tag: 'cp-stock',
      area: 'stock',
      parameters: { product: optionalAttribute('product'), stockOrder: optionalAttribute('stock-order') },
      followsParameters: true,
    },
  },
  areaRoute('statistics', '/statistics', 'statistics', 'bar-chart', 'areas', getSalesStatisticsList),
  areaRoute('certificates', '/certificates', 'certificates', 'patch-check', 'areas', getProductCertificates),
  areaRoute('priceList', '/price-list', 'price-list', 'file-earmark-text', 'areas', getPricelist),
  areaRoute('contact', '/contact', 'contact', 'envelope', 'areas', sendMessage),
  areaRoute('settings', '/settings', 'settings', 'gear', 'user', updateLanguage),
  // Opened from the app bar's bell, not the drawer (docs/alerts.md#inbox).
  areaRoute('notifications', '/notifications', 'notifications', 'bell', null, getUnreadCount),
  {
    ...areaRoute(
      'trackAndTracesDetailRoad',
      `${TRACK_AND_TRACE_PREFIX}road/:loadNumber`,
      'tracking',
      'geo-alt',
      null,
      getTruckloadTrackAndTraceInfo,
    ),
    element: { tag: 'cp-tracking', area: 'tracking', parameters: { loadNumber: asAttribute('load-number') } },
    accent: ACCENT_TRACKING,
    parent: 'deliveries',
  },
  {
    // react-router cannot match the partial segment `ocean-:carrier`: the `kind` parameter parses `ocean-<carrier>`.
    ...areaRoute(
      'trackAndTracesDetailOceanHellmann',
      `${TRACK_AND_TRACE_PREFIX}:kind/:containerNumber`,
      'tracking',
      'geo-alt',
      null,
      getHellmannTrackAndTraceInfo,
    ),
    element: {
      tag: 'cp-tracking',
      area: 'tracking',
      parameters: { kind: oceanCarrier, containerNumber: asAttribute('container-number') },
    },
    accent: ACCENT_TRACKING,
    parent: 'deliveries',
  },
  adminRoute('agents', '/admin/agents', 'agents', 'briefcase', getAgentsTable),
  adminRoute('clients', '/admin/clients', 'clients', 'buildings', getClientsTable),
  adminRoute('emails', '/admin/e-mails', 'emails', 'envelope-paper', getEmailsTable),
  adminRoute('employees', '/admin/employees', 'employees', 'person-badge', getEmployeesTable),
  adminRoute('integrations', '/admin/integrations', 'integrations', 'key', getApiKeys),
  adminRoute('logins', '/admin/logins', 'logins', 'people', getLoginsTable),
  adminRoute('memos', '/admin/memos', 'memos', 'chat-square-text', getMemosTable),
]);

/** Paths that lead to another route's page: `/dashboard` is the dashboard. */
export const ROUTE_ALIASES: Readonly<Record<string, RouteName>> = Object.freeze({
  '/dashboard': 'dashboard',
});

/** The path a link to the route opens (drawer, breadcrumbs): its pattern without the optional segments. */
export function linkPath(route: PortalRoute): string {
  return route.path.replace(/\/:\w+\?/g, '') || '/';
}

/** The route with this name; throws for an unknown name because that is a programming error. */
export function routeByName(name: RouteName): PortalRoute {
  const route = ROUTES.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}

/** Whether a session with these roles may open the route (staff-only, its required call allowed). */
export function routeAllowed(route: PortalRoute, roles: readonly string[]): boolean {
  if (route.staffOnly && !roles.includes(STAFF_ROLE)) return false;
  return route.requires === null || rolesMayCall(roles, route.requires);
}

/** The links of a drawer group, in order: for `areas` the nine areas, less those the roles may not open. */
export function drawerRoutes(
  group: Exclude<DrawerGroup, null>,
  roles: readonly string[] = [],
): PortalRoute[] {
  return ROUTES.filter((route) => route.drawer === group && routeAllowed(route, roles));
}
