import { useMemo, useSyncExternalStore } from 'react';
import { type AccessTokenPayload, decodeAccessToken } from '../../core/auth/access-token-payload.ts';
import type { Preferences } from '../../core/preferences/preferences-store.ts';
import type { PortalRuntime } from '../../core/runtime/create-portal-runtime.ts';

/** The runtime's preferences, re-rendering on every change (also from another tab). */
export function usePreferences(runtime: PortalRuntime): Preferences {
  return useSyncExternalStore(
    (listener) => runtime.preferences.subscribe(listener),
    () => runtime.preferences.get(),
  );
}

/** Whether both tokens are present, re-rendering on login and logout (also from another tab). */
export function useLoggedIn(runtime: PortalRuntime): boolean {
  return useSyncExternalStore(
    (listener) => runtime.tokens.subscribe(listener),
    () => runtime.tokens.isLoggedIn(),
  );
}

const NO_ROLES: readonly string[] = [];

/** The decoded access token (null when logged out), re-rendering when the token changes. */
export function useAccessTokenPayload(runtime: PortalRuntime): AccessTokenPayload | null {
  const accessToken = useSyncExternalStore(
    (listener) => runtime.tokens.subscribe(listener),
    () => runtime.tokens.getAccessToken(),
  );
  // The token string is the snapshot (stable between changes); the payload is derived from it.
  return useMemo(() => decodeAccessToken(accessToken), [accessToken]);
}

/** The roles of the access token (empty when logged out), re-rendering when the token changes. */
export function useRoles(runtime: PortalRuntime): readonly string[] {
  return useAccessTokenPayload(runtime)?.roles ?? NO_ROLES;
}
