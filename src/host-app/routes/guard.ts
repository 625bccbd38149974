import { safeRedirectPath } from '../../core/navigation/safe-redirect.ts';
import { matchPortalRoute } from './route-matching.ts';

/** Why the login page was opened (spec §2, §8); an enum, never echoed as HTML. */
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

/** The login path that explains why the session ended. */
export function loginPathWithTrigger(trigger: LoginTrigger): string {
  return `/login?${new URLSearchParams({ trigger })}`;
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

/**
 * The guard of spec §2: public routes are open; any other route without an access token goes to
 * login with the intended path as `redirect`. Unknown paths are left to the router's not-found page.
 */
export function guardDecision(
  location: { pathname: string; search?: string; hash?: string },
  loggedIn: boolean,
): GuardDecision {
  const match = matchPortalRoute(location.pathname);
  if (!match || match.route.public || loggedIn) return { kind: 'allow' };
  return {
    kind: 'redirect',
    to: loginPathFor(`${location.pathname}${location.search ?? ''}${location.hash ?? ''}`),
  };
}
