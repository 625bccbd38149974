import { matchPath } from 'react-router';

/** A one-time login token taken from the address bar, with the language the link asked for. */
export interface LoginTokenHandoff {
  token: string;
  languageCode: string | null;
}

const TOKEN_ROUTE = '/auth/token/:token/:languageCode?';
/** Where the address bar points once the token has left it. */
export const TOKEN_ROUTE_WITHOUT_TOKEN = '/auth/token';

let handoff: LoginTokenHandoff | null = null;

/**
 * Takes the login token out of the address bar with `history.replaceState` before anything else of
 * the page runs (router, analytics, element scripts), so it never reaches history, referrers or
 * page-view tracking (DESIGN.md "Security stance"). Keeps it in memory for the token login page.
 */
export function takeLoginTokenFromAddressBar(win: Window = window): void {
  const match = matchPath(TOKEN_ROUTE, win.location.pathname);
  const token = match?.params.token;
  if (!token) return;
  handoff = { token, languageCode: match.params.languageCode ?? null };
  win.history.replaceState(win.history.state, '', TOKEN_ROUTE_WITHOUT_TOKEN);
}

/** The token taken from the address bar, handed out once. */
export function claimLoginToken(): LoginTokenHandoff | null {
  const taken = handoff;
  handoff = null;
  return taken;
}
