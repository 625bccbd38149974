import type { TokenPair, TokenStore } from '../auth/token-store.ts';
import type { SessionEvents } from '../events/session-events.ts';
import { isNetworkError } from './network-error.ts';
import type { RefreshLock } from './refresh-lock.ts';
import { SessionExpiredError } from './session-expired-error.ts';

/** What the single flight needs: the tokens, the signal bus and the bare refresh call. */
export interface RefreshSingleFlightOptions {
  tokens: TokenStore;
  sessionEvents: SessionEvents;
  /** Sends the refresh call, bypassing every interceptor; resolves with the new pair. */
  sendRefresh: (tokens: TokenPair) => Promise<TokenPair>;
  /**
   * The lock shared by the tabs of the browser (`webLocksRefreshLock`). Default none: the single
   * flight then holds within this page only, which is all there is for per-tab (memory) storage.
   */
  lock?: RefreshLock | null | undefined;
}

/**
 * Returns `refreshSingleFlight()`: every caller during one refresh shares one promise, so many
 * concurrent calls with an expired token (or many 401s) cause exactly one refresh call — and a
 * refresh token that the server rotates is spent once, not raced. Resolves with the new access
 * token. A failed refresh clears the tokens, signals `session-expired` and rejects with
 * `SessionExpiredError`; a refresh that got no answer (network error) keeps the tokens and
 * rejects with that error, because an unreachable server says nothing about the session.
 *
 * With a `lock`, one refresh also serves the other tabs: the refresh runs inside the lock, and
 * inside it the stored pair is read again — when another tab has rotated it meanwhile (the stored
 * refresh token is no longer the one this tab was about to spend), this tab adopts that pair
 * instead of spending a rotated token. (The server's grace period covers what the lock cannot: a
 * tab that read the storage a moment too early, or a browser without Web Locks.)
 */
export function createRefreshSingleFlight(options: RefreshSingleFlightOptions): () => Promise<string> {
  const { tokens, sessionEvents, sendRefresh, lock } = options;
  let inFlight: Promise<string> | null = null;

  const expire = (cause?: unknown): never => {
    tokens.clear();
    sessionEvents.emit({ type: 'session-expired' });
    throw new SessionExpiredError(cause);
  };

  const refresh = async (): Promise<string> => {
    const refreshToken = tokens.getRefreshToken();
    if (!refreshToken) return expire();
    if (!lock) return rotate(refreshToken);
    return lock(async () => {
      const stored = tokens.getRefreshToken();
      // Another tab logged out, or its refresh was refused (it cleared the pair): the session is over.
      if (!stored) return expire();
      const storedAccess = tokens.getAccessToken();
      // Another tab rotated while this one waited for the lock: its pair is the fresh one.
      if (stored !== refreshToken && storedAccess) return storedAccess;
      return rotate(stored);
    });
  };

  const rotate = async (refreshToken: string): Promise<string> => {
    let next: TokenPair;
    try {
      next = await sendRefresh({ accessToken: tokens.getAccessToken() ?? '', refreshToken });
    } catch (error) {
      if (isNetworkError(error)) throw error;
      return expire(error);
    }
    tokens.setTokens(next);
    return next.accessToken;
  };

  return () => {
    inFlight ??= refresh().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
