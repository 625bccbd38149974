import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { HostLoading } from '../components/HostLoading.tsx';
import { hostRuntime } from '../runtime/host-runtime.ts';
import { HostRoot } from '../shell/HostRoot.tsx';
import { loadElementModule } from './element-modules.ts';
import { guardDecision, loginPathFor } from './guard.ts';
import {
  type PageName,
  type PageProps,
  type PortalRoute,
  ROUTE_ALIASES,
  ROUTES,
  routeByName,
} from './routes-table.ts';

/** A page module: its default export renders the page of the route it is given. */
interface PageModule {
  default: ComponentType<PageProps>;
}

// Every page is loaded on demand (docs/screens/shell.md#routes): each entry is its own chunk. The loaders live here, not in
// the routes table, because the pages read the table: the table importing them would close a circle.
const PAGE_MODULES: Readonly<Record<PageName, () => Promise<PageModule>>> = {
  element: () => import('../pages/ElementPage.tsx'),
  login: () => import('../pages/auth/LoginPage.tsx'),
  'request-reset-password': () => import('../pages/auth/RequestResetPasswordPage.tsx'),
  'reset-password': () => import('../pages/auth/ResetPasswordPage.tsx'),
  'activate-account': () => import('../pages/auth/ActivateAccountPage.tsx'),
  'login-with-token': () => import('../pages/auth/LoginWithTokenPage.tsx'),
  register: () => import('../pages/auth/RegisterPage.tsx'),
  'partner-web-login': () => import('../pages/auth/PartnerWebLoginPage.tsx'),
};

/**
 * Runs before every guarded route renders: no access token → login with the intended path; a
 * route the session's roles may not open → the dashboard.
 */
function guardLoader({ request }: LoaderFunctionArgs): null {
  const { tokens } = hostRuntime();
  const decision = guardDecision(new URL(request.url), tokens.isLoggedIn(), tokens.getPayload()?.roles);
  if (decision.kind === 'redirect') throw redirect(decision.to);
  return null;
}

/** Unknown paths show the not-found page inside the portal, which needs a login like every portal page. */
function notFoundLoader({ request }: LoaderFunctionArgs): null {
  const url = new URL(request.url);
  if (!hostRuntime().tokens.isLoggedIn())
    throw redirect(loginPathFor(`${url.pathname}${url.search}${url.hash}`));
  return null;
}

/**
 * The route's page, loaded on demand and given its route, so it never matches the URL again. An
 * element page's element is requested at the same time: one round trip instead of two before it can
 * render (the page reports a failed element load itself, so this one's failure is left to it).
 */
async function routedPage(route: PortalRoute): Promise<ComponentType> {
  if (route.element) loadElementModule(route.element)?.catch(() => undefined);
  const { default: Page } = await PAGE_MODULES[route.page]();
  return function RoutedPage() {
    return <Page route={route} />;
  };
}

function toRouteObject(route: PortalRoute, path = route.path): RouteObject {
  return {
    path,
    loader: route.public ? undefined : guardLoader,
    lazy: async () => ({ Component: await routedPage(route) }),
  };
}

const aliases = Object.entries(ROUTE_ALIASES).map(([path, name]) => toRouteObject(routeByName(name), path));

/** The router of the host, built from the one routes table. */
export function createHostRouter() {
  return createBrowserRouter([
    {
      Component: HostRoot,
      // A full load runs the first route's loader before anything renders: show progress meanwhile.
      HydrateFallback: HostLoading,
      children: [
        // Each layout is loaded with the first route that needs it: the login page's first load carries
        // neither the drawer, the app bar nor the snackbar element (and through it the element kit).
        {
          lazy: async () => ({ Component: (await import('../layouts/LoginLayout.tsx')).LoginLayout }),
          children: ROUTES.filter((r) => r.layout === 'login').map((r) => toRouteObject(r)),
        },
        {
          lazy: async () => ({ Component: (await import('../layouts/DefaultLayout.tsx')).DefaultLayout }),
          children: [
            ...ROUTES.filter((r) => r.layout === 'default').map((r) => toRouteObject(r)),
            ...aliases,
            {
              path: '*',
              loader: notFoundLoader,
              lazy: async () => ({ Component: (await import('../pages/NotFoundPage.tsx')).default }),
            },
          ],
        },
      ],
    },
  ]);
}
