import { logout } from '../api/browser-contract/authentication.ts';
import { SupportSession } from '../auth/support-session.ts';
import type { TokenPair } from '../auth/token-store.ts';
import type { PortalRuntime } from './create-portal-runtime.ts';
import { forgetSessionTraces } from './forget-session.ts';

// The page's one way in and out: the host's login, logout and "log in as", and the elements'
// public session API (elements/session-api.ts) all come here, so every path forgets alike. The
// runtime forgets by itself too when a session ends without any of them (expiry, revocation,
// another tab): see forget-session.ts.

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

/** The page's "log in as" switch over the runtime's storage and tokens. */
function supportOf(runtime: PortalRuntime): SupportSession {
  return new SupportSession(runtime.storage, runtime.tokens);
}

/** Tells the server the session ends (its refresh token family is revoked); a failure is left to expiry. */
async function tellServerLogout(runtime: PortalRuntime): Promise<void> {
  try {
    if (runtime.tokens.isLoggedIn()) await runtime.api.call(logout);
  } catch {
    // Forgotten here either way; a server that missed the call lets the tokens expire.
  }
}

/**
 * Signs the page in with a pair it obtained (the host's login form, an embedding page's own
 * sign-in or back end). Everything the page held for whoever came before (answers, table
 * requests, a staff session waiting behind support) is forgotten first; every element of the page
 * then follows through the token store (same tab, other tabs sharing the storage).
 */
export function signInWithTokens(runtime: PortalRuntime, tokens: TokenPair): void {
  if (!tokens || typeof tokens.accessToken !== 'string' || typeof tokens.refreshToken !== 'string')
    throw new TypeError('signIn() needs { accessToken, refreshToken } strings.');
  if (!tokens.accessToken || !tokens.refreshToken)
    throw new TypeError('signIn() needs a non-empty accessToken and refreshToken.');
  forgetSessionTraces(runtime);
  supportOf(runtime).forget();
  runtime.tokens.setTokens({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
}

/**
 * Ends the session (docs/screens/shell.md#session-signals): tells the server, then forgets the tokens, a staff session waiting
 * behind support, every cached answer and every table request, even when the server cannot be
 * reached, so the next user of this browser sees nothing of this one.
 */
export async function signOutOf(runtime: PortalRuntime): Promise<void> {
  await tellServerLogout(runtime);
  runtime.tokens.clear();
  supportOf(runtime).forget();
  forgetSessionTraces(runtime);
}

/** True while the page's session is a staff member's support session ("log in as", docs/screens/administration.md#log-in-as). */
export function inSupportSession(runtime: PortalRuntime): boolean {
  return supportOf(runtime).isActive();
}

/** Starts a support session: the staff tokens wait, nothing of the staff session stays in view. */
export function beginSupport(runtime: PortalRuntime, tokens: TokenPair): void {
  forgetSessionTraces(runtime);
  supportOf(runtime).begin(tokens);
}

/**
 * Ends the support session: the server logs it out (and audits the end), then the staff session
 * comes back with nothing of the customer's. Returns false when there was no staff session waiting
 * (the page is then signed out, as a logout would).
 */
export async function endSupport(runtime: PortalRuntime): Promise<boolean> {
  await tellServerLogout(runtime);
  const back = supportOf(runtime).returnToStaff();
  if (!back) runtime.tokens.clear();
  forgetSessionTraces(runtime);
  return back;
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
