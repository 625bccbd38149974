import { safeRedirectPath } from '../../core/navigation/safe-redirect.ts';
import { matchPortalRoute } from './route-matching.ts';
import { type PortalRoute, ROUTES, routeAllowed } from './routes-table.ts';

/** Why the login page was opened (docs/screens/shell.md#guard, docs/screens/shell.md#session-signals); an enum, never echoed as HTML. */
export const LOGIN_TRIGGERS = [
  'logout',
  'session-expired',
  'session-terminated',
  'ERR_NETWORK',
  'unknown',
] as const;
export type LoginTrigger = (typeof LOGIN_TRIGGERS)[number];

/** The guard's answer for one navigation: go on, or go to this path instead. */
export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

/** The login path that returns to `intendedPath` afterwards (only same-origin paths survive). */
export function loginPathFor(intendedPath: string): string {
  const redirect = safeRedirectPath(intendedPath, '/');
  return redirect === '/' ? '/login' : `/login?${new URLSearchParams({ redirect })}`;
}

/**
 * The login path that explains why the session ended, and returns to `intendedPath` after the next
 * login when one is given (only same-origin paths survive; the dashboard needs no redirect).
 */
export function loginPathWithTrigger(trigger: LoginTrigger, intendedPath?: string): string {
  const query = new URLSearchParams({ trigger });
  const redirect = safeRedirectPath(intendedPath, '/');
  if (redirect !== '/') query.set('redirect', redirect);
  return `/login?${query}`;
}

/** Reads `?trigger=`: a known trigger, 'unknown' for any other value, null when absent. */
export function readLoginTrigger(search: string): LoginTrigger | null {
  const value = new URLSearchParams(search).get('trigger');
  if (value === null) return null;
  return (LOGIN_TRIGGERS as readonly string[]).includes(value) ? (value as LoginTrigger) : 'unknown';
}

/** Where to go after a successful login: the `?redirect=` path if it is one of ours, else the dashboard. */
export function afterLoginPath(search: string): string {
  return safeRedirectPath(new URLSearchParams(search).get('redirect'), '/');
}

const UNAVAILABLE_PARAM = 'unavailable';

/** The dashboard path that says which route this login may not open (`/?unavailable=invoices`). */
export function unavailablePathFor(route: PortalRoute): string {
  return `/?${new URLSearchParams({ [UNAVAILABLE_PARAM]: route.name })}`;
}

/** Reads `?unavailable=`: the route it names, or null when absent or no route of ours (never echoed as is). */
export function readUnavailableRoute(search: string): PortalRoute | null {
  const name = new URLSearchParams(search).get(UNAVAILABLE_PARAM);
  return ROUTES.find((route) => route.name === name) ?? null;
}

/**
 * The guard (docs/screens/shell.md#guard): public routes are open; any other route without an access token goes to
 * login with the intended path as `redirect`. A route the session's roles may not open (a
 * login-token session on invoices, say) goes to the dashboard, which says why, instead of an
 * element full of refused calls. Unknown paths are left to the router's not-found page.
 */
export function guardDecision(
  location: { pathname: string; search?: string; hash?: string },
  loggedIn: boolean,
  roles: readonly string[] = [],
): GuardDecision {
  const match = matchPortalRoute(location.pathname);
  if (!match || match.route.public) return { kind: 'allow' };
  if (!loggedIn) {
    return {
      kind: 'redirect',
      to: loginPathFor(`${location.pathname}${location.search ?? ''}${location.hash ?? ''}`),
    };
  }
  if (!routeAllowed(match.route, roles)) return { kind: 'redirect', to: unavailablePathFor(match.route) };
  return { kind: 'allow' };
}
