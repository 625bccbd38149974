import { useEffect } from 'react';
import { type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { safeRedirectPath } from '../../core/navigation/safe-redirect.ts';
import type { PortalRuntime } from '../../core/runtime/create-portal-runtime.ts';
import { beginSupport } from '../../core/runtime/page-session.ts';
import type { LoginAsDetail } from '../../elements/admin-logins/cp-admin-logins.ts';
import type { PortalEventMap } from '../../ui/element/events.ts';
import { type LoginTrigger, loginPathFor, loginPathWithTrigger } from '../routes/guard.ts';
import { matchPortalRoute } from '../routes/route-matching.ts';

const SESSION_TRIGGERS: Partial<Record<string, LoginTrigger>> = {
  'session-expired': 'session-expired',
  'network-error': 'ERR_NETWORK',
  'logged-out': 'logout',
};

function onGuardedRoute(): boolean {
  return matchPortalRoute(window.location.pathname)?.route.public === false;
}

function leaveForLogin(navigate: NavigateFunction, trigger: LoginTrigger): void {
  // On a sign-in page there is nothing to protect; sending the user to login again would only loop.
  if (!onGuardedRoute()) return;
  // A session that ended by itself returns to the page it ended on; a logout starts again at home.
  const { pathname, search, hash } = window.location;
  const here = trigger === 'logout' ? undefined : `${pathname}${search}${hash}`;
  void navigate(loginPathWithTrigger(trigger, here), { replace: true });
}

/** Listens on the document with the event type the event map gives `type`; returns the unsubscribe. */
function listen<K extends keyof DocumentEventMap>(
  type: K,
  listener: (event: DocumentEventMap[K]) => void,
): () => void {
  document.addEventListener(type, listener);
  return () => document.removeEventListener(type, listener);
}

/**
 * Any script on the page can dispatch our event names, so a listener takes the detail as possibly
 * missing or incomplete and checks it rather than trusting the event map's type.
 */
type Untrusted<T> = CustomEvent<Partial<T> | null>;

/**
 * Routes the page on session signals (docs/screens/shell.md#guard, docs/screens/shell.md#session-signals): the runtime's session events and the
 * `cp-navigate` / `cp-level-change` / `cp-session-expired` / `cp-login-required` / `cp-network-error` / `cp-login-as` DOM events that
 * elements emit (bubbling and composed, so they reach the document from inside shadow roots).
 */
export function useSessionNavigation(runtime: PortalRuntime): void {
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;

  useEffect(
    () =>
      runtime.sessionEvents.subscribe((event) => {
        const trigger = SESSION_TRIGGERS[event.type];
        if (trigger) leaveForLogin(navigate, trigger);
      }),
    [runtime, navigate],
  );

  useEffect(() => {
    const onNavigate = ({ detail }: Untrusted<PortalEventMap['cp-navigate']>) => {
      void navigate(safeRedirectPath(detail?.path, '/'));
    };
    // A drill-down level (stock) the element shows already: a history entry, so Back returns to the level above.
    const onLevelChange = ({ detail }: Untrusted<PortalEventMap['cp-level-change']>) => {
      const path = detail?.path;
      if (path === safeRedirectPath(path, '/') && path !== window.location.pathname) void navigate(path);
    };
    const onSessionExpired = () => leaveForLogin(navigate, 'session-expired');
    const onNetworkError = () => leaveForLogin(navigate, 'ERR_NETWORK');
    // "Log in as" from the logins screen: the customer's portal opens in this tab (docs/screens/administration.md#log-in-as).
    const onLoginAs = ({ detail }: Untrusted<LoginAsDetail>) => {
      if (typeof detail?.accessToken !== 'string' || typeof detail.refreshToken !== 'string') return;
      beginSupport(runtime, { accessToken: detail.accessToken, refreshToken: detail.refreshToken });
      void navigate('/');
    };
    const onLoginRequired = () => {
      if (onGuardedRoute()) void navigate(loginPathFor(here), { replace: true });
    };
    const stops = [
      listen('cp-navigate', onNavigate),
      listen('cp-level-change', onLevelChange),
      listen('cp-session-expired', onSessionExpired),
      listen('cp-network-error', onNetworkError),
      listen('cp-login-required', onLoginRequired),
      listen('cp-login-as', onLoginAs),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [runtime, navigate, here]);
}
