/** A one-time login token taken from the address bar, with the language the link asked for. */
export interface LoginTokenHandoff {
  token: string;
  languageCode: string | null;
}

/**
 * The token route's path, `/auth/token/:token/:languageCode?`, matched as react-router matches it
 * (any case, an optional trailing slash, `%2F` in a segment read as `/`). By hand, not with the
 * router: this module runs before anything else, and importing the router would load and run it
 * (and all the entry imports with it) before the token has left the address bar.
 */
const TOKEN_ROUTE = /^\/auth\/token\/([^/]+)(?:\/([^/]+))?\/*$/i;
const segment = (value: string) => value.replace(/%2F/gi, '/');
/** Where the address bar points once the token has left it. */
export const TOKEN_ROUTE_WITHOUT_TOKEN = '/auth/token';

let handoff: LoginTokenHandoff | null = null;

/**
 * Takes the login token out of the address bar with `history.replaceState` before anything else of
 * the page runs (router, analytics, element scripts), so it never reaches history, referrers or
 * page-view tracking (docs/security.md#one-time-links). Keeps it in memory for the token login page.
 */
export function takeLoginTokenFromAddressBar(win: Window = window): void {
  const match = TOKEN_ROUTE.exec(win.location.pathname);
  const token = match?.[1];
  if (!token) return;
  const languageCode = match[2];
  handoff = { token: segment(token), languageCode: languageCode ? segment(languageCode) : null };
  win.history.replaceState(win.history.state, '', TOKEN_ROUTE_WITHOUT_TOKEN);
}

/** The token taken from the address bar, handed out once. */
export function claimLoginToken(): LoginTokenHandoff | null {
  const taken = handoff;
  handoff = null;
  return taken;
}
