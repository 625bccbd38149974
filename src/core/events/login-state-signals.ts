import type { TokenStore } from '../auth/token-store.ts';
import type { SessionEvents } from './session-events.ts';

/**
 * Signals `logged-in` / `logged-out` when the login state flips — by a login or logout in this
 * page or in another tab (the tokens live in shared storage). A logout caused by a failed refresh
 * is announced as `session-expired` only: the refresh clears the tokens and signals
 * `session-expired` in the same task, so `logged-out` waits for a microtask and is dropped if
 * `session-expired` came first. Returns the function that stops watching.
 */
export function signalLoginChanges(tokens: TokenStore, sessionEvents: SessionEvents): () => void {
  let loggedIn = tokens.isLoggedIn();
  let expiredMeanwhile = false;

  const stopEvents = sessionEvents.subscribe((event) => {
    if (event.type === 'session-expired') expiredMeanwhile = true;
  });
  const stopTokens = tokens.subscribe(() => {
    const now = tokens.isLoggedIn();
    if (now === loggedIn) return;
    loggedIn = now;
    if (now) {
      sessionEvents.emit({ type: 'logged-in' });
      return;
    }
    expiredMeanwhile = false;
    queueMicrotask(() => {
      if (!expiredMeanwhile && !tokens.isLoggedIn()) sessionEvents.emit({ type: 'logged-out' });
    });
  });

  return () => {
    stopEvents();
    stopTokens();
  };
}
