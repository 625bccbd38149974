import { logout } from '../api/contract/authentication.ts';
import type { TokenPair } from '../auth/token-store.ts';
import type { PortalRuntime } from './create-portal-runtime.ts';

/** What a page hears about its session: signed in or not, and the roles of the access token. */
export interface SessionState {
  signedIn: boolean;
  /** The access token's roles (e.g. `Customer`, `Agent`); empty while signed out. */
  roles: readonly string[];
}

/** The session as the runtime's token store holds it now. */
export function sessionStateOf(runtime: PortalRuntime): SessionState {
  const signedIn = runtime.tokens.isLoggedIn();
  return { signedIn, roles: signedIn ? (runtime.tokens.getPayload()?.roles ?? []) : [] };
}

/**
 * Signs the page in with a pair it obtained itself (its own sign-in form, its back end). Answers
 * cached for whoever was signed in before are dropped first; every element of the page then
 * follows through the token store (same tab, other tabs sharing the storage).
 */
export function signInWithTokens(runtime: PortalRuntime, tokens: TokenPair): void {
  if (!tokens || typeof tokens.accessToken !== 'string' || typeof tokens.refreshToken !== 'string')
    throw new TypeError('signIn() needs { accessToken, refreshToken } strings.');
  if (!tokens.accessToken || !tokens.refreshToken)
    throw new TypeError('signIn() needs a non-empty accessToken and refreshToken.');
  runtime.queryClient.clear();
  runtime.tokens.setTokens({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
}

/**
 * Ends the session: tells the server (its refresh token family is revoked), then forgets the
 * tokens and every cached answer even when the server cannot be reached.
 */
export async function signOutOf(runtime: PortalRuntime): Promise<void> {
  try {
    if (runtime.tokens.isLoggedIn()) await runtime.api.call(logout);
  } catch {
    // Forgotten below either way; a server that missed the call lets the tokens expire.
  } finally {
    runtime.tokens.clear();
    runtime.queryClient.clear();
  }
}

/**
 * Calls `listener` with the current state at once, then whenever signed-in or the roles change
 * (a sign-in, sign-out, expiry or another tab's change; a mere token refresh is not a change).
 * Returns the unsubscribe.
 */
export function watchSession(runtime: PortalRuntime, listener: (state: SessionState) => void): () => void {
  let last = sessionStateOf(runtime);
  const key = (state: SessionState) => `${state.signedIn}|${state.roles.join(',')}`;
  listener(last);
  return runtime.tokens.subscribe(() => {
    const now = sessionStateOf(runtime);
    if (key(now) === key(last)) return;
    last = now;
    listener(now);
  });
}
