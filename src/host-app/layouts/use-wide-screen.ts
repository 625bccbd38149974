import { useSyncExternalStore } from 'react';

/** The width from which the drawer is permanent (docs/screens/shell.md#layout-constants); below it the drawer is modal. */
const WIDE = '(min-width: 960px)';

/** Whether the screen is wide enough for the permanent drawer, following resizes. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const query = window.matchMedia(WIDE);
      query.addEventListener('change', listener);
      return () => query.removeEventListener('change', listener);
    },
    () => window.matchMedia(WIDE).matches,
  );
}
