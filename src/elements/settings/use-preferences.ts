import { useCallback, useSyncExternalStore } from 'react';
import type { Preferences } from '../../core/preferences/preferences-store.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';

/** The page's preferences, re-rendering on every change (also from other tabs). */
export function usePreferences(): Preferences {
  const { preferences } = useRuntime();
  const subscribe = useCallback((listener: () => void) => preferences.subscribe(listener), [preferences]);
  return useSyncExternalStore(subscribe, () => preferences.get());
}
