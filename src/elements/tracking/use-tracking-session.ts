import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { loginWithToken } from '../../core/api/browser-contract/authentication.ts';
import { useEmit } from '../../ui/element/use-emit.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';

/** Whether the element may call the API yet, and if not, why. */
export type TrackingSession = 'ready' | 'pending' | 'login-required' | 'login-failed';

export interface TrackingSessionAttributes {
  /** A bearer token the embedding page already has; used for this page's runtime. */
  accessToken?: string | undefined;
  /** A one-time login token, exchanged first through `POST /Authentication/LoginWithToken`. */
  loginToken?: string | undefined;
}

/**
 * Gets the element a session: a `login-token` is exchanged once (one call per token per page,
 * however many elements or renders ask: it is a React Query with an endless stale time), an
 * `access-token` becomes the page's bearer, else the page's own login is used. Without any of
 * them it emits `cp-login-required`; the element never navigates.
 */
export function useTrackingSession({ accessToken, loginToken }: TrackingSessionAttributes): TrackingSession {
  const { tokens, api } = useRuntime();
  const emit = useEmit();
  const subscribe = useCallback((listener: () => void) => tokens.subscribe(listener), [tokens]);
  const currentToken = useSyncExternalStore(subscribe, () => tokens.getAccessToken());

  const tokenLogin = useQuery({
    queryKey: ['tracking', 'login-with-token', loginToken],
    enabled: Boolean(loginToken),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: async () => {
      tokens.setTokens(await api.call(loginWithToken, { body: { token: loginToken as string } }));
      return true;
    },
  });

  useEffect(() => {
    // No refresh token: a 401 cannot be cured by a refresh, so it ends as an error, not a loop.
    if (!loginToken && accessToken && tokens.getAccessToken() !== accessToken) {
      tokens.setTokens({ accessToken, refreshToken: '' });
    }
  }, [tokens, accessToken, loginToken]);

  let session: TrackingSession;
  if (loginToken) {
    if (tokenLogin.isError) session = 'login-failed';
    else if (!tokenLogin.isSuccess) session = 'pending';
    // Logged in with the token, then logged out (or the session expired): a one-time token is spent.
    else session = currentToken ? 'ready' : 'login-required';
  } else if (accessToken) {
    session = currentToken === accessToken ? 'ready' : 'pending';
  } else {
    session = currentToken ? 'ready' : 'login-required';
  }

  useEffect(() => {
    if (session === 'login-required') emit('cp-login-required', { reason: 'not-logged-in' });
    if (session === 'login-failed') emit('cp-login-required', { reason: 'login-token-invalid' });
  }, [session, emit]);

  return session;
}
