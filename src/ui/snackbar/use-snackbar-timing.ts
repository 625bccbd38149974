import { useEffect, useRef } from 'react';
import type { SnackbarState, SnackbarStore } from '../../core/status/snackbar-store.ts';

/**
 * Pauses the snackbar's timeout while the user hovers or focuses it: pausing shows the same message
 * again without a timeout, resuming shows it with the time that was left. Returns the handlers.
 */
export function useSnackbarTiming(store: SnackbarStore, state: SnackbarState) {
  const shownAt = useRef({ id: -1, at: 0, remaining: 0 });
  const paused = useRef(false);
  if (state.id !== shownAt.current.id && !paused.current) {
    shownAt.current = { id: state.id, at: performance.now(), remaining: state.timeout };
  }

  const pause = () => {
    if (paused.current || !state.visible || state.timeout <= 0) return;
    paused.current = true;
    const { at, remaining } = shownAt.current;
    shownAt.current.remaining = Math.max(remaining - (performance.now() - at), 0);
    store.show(state.message, state.colour, 0);
  };

  const resume = () => {
    if (!paused.current) return;
    paused.current = false;
    if (store.get().visible)
      store.show(state.message, state.colour, Math.max(shownAt.current.remaining, 500));
  };

  // A message shown by someone else while paused ends the pause.
  useEffect(() => {
    if (state.timeout > 0) paused.current = false;
  }, [state.timeout]);

  return { pause, resume };
}
