import { useEffect } from 'react';
import { type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { safeRedirectPath } from '../../core/navigation/safe-redirect.ts';
import type { PortalRuntime } from '../../core/runtime/create-portal-runtime.ts';
import { type LoginTrigger, loginPathFor, loginPathWithTrigger } from '../routes/guard.ts';
import { matchPortalRoute } from '../routes/route-matching.ts';
import { beginSupport, type LoginAsDetail } from './support.ts';

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
  if (onGuardedRoute()) void navigate(loginPathWithTrigger(trigger), { replace: true });
}

/**
 * Routes the page on session signals (spec §2 "Guard", §8): the runtime's session events and the
 * `cp-navigate` / `cp-session-expired` / `cp-login-required` / `cp-network-error` / `cp-login-as` DOM events that
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
    const onNavigate = (event: Event) => {
      const path = (event as CustomEvent<{ path?: unknown }>).detail?.path;
      void navigate(safeRedirectPath(path, '/'));
    };
    const onSessionExpired = () => leaveForLogin(navigate, 'session-expired');
    const onNetworkError = () => leaveForLogin(navigate, 'ERR_NETWORK');
    // "Log in as" from the logins screen: the customer's portal opens in this tab (spec §6).
    const onLoginAs = (event: Event) => {
      const detail = (event as CustomEvent<Partial<LoginAsDetail> | null>).detail;
      if (typeof detail?.accessToken !== 'string' || typeof detail.refreshToken !== 'string') return;
      beginSupport(runtime, { accessToken: detail.accessToken, refreshToken: detail.refreshToken });
      void navigate('/');
    };
    const onLoginRequired = () => {
      if (onGuardedRoute()) void navigate(loginPathFor(here), { replace: true });
    };
    const listeners: [string, (event: Event) => void][] = [
      ['cp-navigate', onNavigate],
      ['cp-session-expired', onSessionExpired],
      ['cp-network-error', onNetworkError],
      ['cp-login-required', onLoginRequired],
      ['cp-login-as', onLoginAs],
    ];
    for (const [type, listener] of listeners) document.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of listeners) document.removeEventListener(type, listener);
    };
  }, [runtime, navigate, here]);
}
