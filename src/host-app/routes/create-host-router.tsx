import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { HostRoot } from '../HostRoot.tsx';
import { DefaultLayout } from '../layouts/DefaultLayout.tsx';
import { LoginLayout } from '../layouts/LoginLayout.tsx';
import NotFoundPage from '../pages/NotFoundPage.tsx';
import { hostRuntime } from '../runtime/host-runtime.ts';
import { guardDecision, loginPathFor } from './guard.ts';
import { loadPage, type PortalRoute, ROUTE_ALIASES, ROUTES, routeByName } from './routes-table.ts';

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

function toRouteObject(route: PortalRoute, path = route.path): RouteObject {
  return {
    path,
    loader: route.public ? undefined : guardLoader,
    lazy: async () => ({ Component: (await loadPage(route)).default }),
  };
}

const aliases = Object.entries(ROUTE_ALIASES).map(([path, name]) => toRouteObject(routeByName(name), path));

/** The router of the host, built from the one routes table. */
export function createHostRouter() {
  return createBrowserRouter([
    {
      Component: HostRoot,
      children: [
        {
          Component: LoginLayout,
          children: ROUTES.filter((r) => r.layout === 'login').map((r) => toRouteObject(r)),
        },
        {
          Component: DefaultLayout,
          children: [
            ...ROUTES.filter((r) => r.layout === 'default').map((r) => toRouteObject(r)),
            ...aliases,
            { path: '*', loader: notFoundLoader, Component: NotFoundPage },
          ],
        },
      ],
    },
  ]);
}
