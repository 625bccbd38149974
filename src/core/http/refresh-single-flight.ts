import type { TokenPair, TokenStore } from '../auth/token-store.ts';
import type { SessionEvents } from '../events/session-events.ts';
import { isNetworkError } from './network-error.ts';
import { SessionExpiredError } from './session-expired-error.ts';

/** What the single flight needs: the tokens, the signal bus and the bare refresh call. */
export interface RefreshSingleFlightOptions {
  tokens: TokenStore;
  sessionEvents: SessionEvents;
  /** Sends the refresh call, bypassing every interceptor; resolves with the new pair. */
  sendRefresh: (tokens: TokenPair) => Promise<TokenPair>;
}

/**
 * Returns `refreshSingleFlight()`: every caller during one refresh shares one promise, so many
 * concurrent calls with an expired token (or many 401s) cause exactly one refresh call — and a
 * refresh token that the server rotates is spent once, not raced. Resolves with the new access
 * token. A failed refresh clears the tokens, signals `session-expired` and rejects with
 * `SessionExpiredError`; a refresh that got no answer (network error) keeps the tokens and
 * rejects with that error, because an unreachable server says nothing about the session.
 */
export function createRefreshSingleFlight(options: RefreshSingleFlightOptions): () => Promise<string> {
  const { tokens, sessionEvents, sendRefresh } = options;
  let inFlight: Promise<string> | null = null;

  const expire = (cause?: unknown): never => {
    tokens.clear();
    sessionEvents.emit({ type: 'session-expired' });
    throw new SessionExpiredError(cause);
  };

  const refresh = async (): Promise<string> => {
    const refreshToken = tokens.getRefreshToken();
    if (!refreshToken) return expire();
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
