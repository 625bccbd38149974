import type { SessionState } from '../core/runtime/page-session.ts';

/** The access and refresh token a page obtained (e.g. from `POST /Authentication/LoginWithCredentials`). */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

export type { SessionState };

// The runtime (axios, i18next, TanStack Query) is imported on first use, not with the loader: a
// page that only loads elements keeps the loader at its ~1 kB, and the chunk is the one the
// elements share, so the session API and the elements work on the same page-wide runtime.
const loadSession = () =>
  Promise.all([import('../core/runtime/portal-runtime.ts'), import('../core/runtime/page-session.ts')]).then(
    ([{ getPortalRuntime }, session]) => ({ runtime: getPortalRuntime(), ...session }),
  );

/**
 * Signs every portal element of the page in with tokens the page obtained, at once (no reload).
 * Stored where the page's `<meta name="cp-config">` says (`tokenStorage`, `storagePrefix`).
 * Rejects with a TypeError when either token is missing.
 */
export async function signIn(tokens: SessionTokens): Promise<void> {
  const { runtime, signInWithTokens } = await loadSession();
  signInWithTokens(runtime, tokens);
}

/** Signs the page out: tells the server, forgets the tokens and cached answers; elements ask for a sign-in. */
export async function signOut(): Promise<void> {
  const { runtime, signOutOf } = await loadSession();
  await signOutOf(runtime);
}

/** The session now: signed in or not, and the access token's roles. */
export async function getSession(): Promise<SessionState> {
  const { runtime, sessionStateOf } = await loadSession();
  return sessionStateOf(runtime);
}

/**
 * Calls `listener` with the current session as soon as the runtime is loaded, then on every change
 * (sign-in, sign-out, expiry, another tab); a token refresh alone is no change. Returns the
 * function that stops listening.
 */
export function onSessionChange(listener: (state: SessionState) => void): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  void loadSession().then(({ runtime, watchSession }) => {
    if (!stopped) stop = watchSession(runtime, listener);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}
