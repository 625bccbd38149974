import { useSyncExternalStore } from 'react';
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
