import { configurePage, type PortalOptions } from '../core/config/page-options.ts';
import type { SessionState } from '../core/runtime/page-session.ts';

/** The access and refresh token a page obtained (e.g. from `POST /Authentication/LoginWithCredentials`). */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

export type { PortalOptions, SessionState };

// The runtime (axios, i18next, TanStack Query) is imported on first use, not with the loader: a
// page that only loads elements keeps the loader at its ~1 kB, and the chunk is the one the
// elements share, so the session API and the elements work on the same page-wide runtime.
const loadSession = () =>
  Promise.all([import('../core/runtime/portal-runtime.ts'), import('../core/runtime/page-session.ts')]).then(
    ([{ getPortalRuntime }, session]) => ({ runtime: getPortalRuntime(), ...session }),
  );

/**
 * Gives the page's portal options (those of `<meta name="cp-config">`: `apiBase`, `portalUrl`,
 * `tokenStorage`, `storagePrefix`, …) to every element, before or after they load. An element's
 * own attribute comes first, then `configure()`, then the meta, then the defaults. Once the page's
 * runtime has made a call or holds a session, a different value is not used and the console says
 * so with both values. Throws a TypeError when an option has the wrong type.
 */
export function configure(options: PortalOptions): void {
  configurePage(options);
}

/**
 * Signs every portal element of the page in with tokens the page obtained, at once (no reload).
 * `options`, when given, are first given to {@link configure}; the tokens are stored where the
 * options say (`tokenStorage`, `storagePrefix`). Rejects with a TypeError when either token is
 * missing or an option has the wrong type.
 */
export async function signIn(tokens: SessionTokens, options?: PortalOptions): Promise<void> {
  if (options) configurePage(options);
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
