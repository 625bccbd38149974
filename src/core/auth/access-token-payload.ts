import { jwtDecode } from 'jwt-decode';

/** What the portal reads from the access token (docs/security.md#tokens). */
export interface AccessTokenPayload {
  /** Expiry in seconds since the epoch; null when the token carries none. */
  exp: number | null;
  /** Issue time in seconds since the epoch; null when the token carries none. */
  iat: number | null;
  /** Role list; a single role in the token is read as a list of one. */
  roles: string[];
  /** In a support session ("log in as", docs/screens/administration.md#log-in-as): the e-mail of the staff member behind it; else null. */
  supportBy: string | null;
  /** The account (`sub`); null when the token names none. */
  subject: string | null;
  /** The server session (`sid`), kept through refreshes, new at every sign-in; null when absent. */
  sessionId: string | null;
}

interface RawPayload {
  exp?: unknown;
  iat?: unknown;
  role?: unknown;
  supportBy?: unknown;
  sub?: unknown;
  sid?: unknown;
}

/** Decodes the payload of an access token, or null when it is not a readable JWT. */
export function decodeAccessToken(token: string | null): AccessTokenPayload | null {
  if (!token) return null;
  let raw: RawPayload;
  try {
    raw = jwtDecode<RawPayload>(token);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const seconds = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
  const exp = seconds(raw.exp);
  const iat = seconds(raw.iat);
  const roleList = Array.isArray(raw.role) ? raw.role : [raw.role];
  const roles = roleList.filter((role): role is string => typeof role === 'string' && role !== '');
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return {
    exp,
    iat,
    roles,
    supportBy: text(raw.supportBy),
    subject: text(raw.sub),
    sessionId: text(raw.sid),
  };
}

/**
 * Who holds the page's session: account and server session of the token, the same through every
 * refresh and different after any sign-in (another user's, or the same user's anew, or a support
 * session). Null for no token. Two tokens naming neither account nor session count as one holder.
 */
export function sessionHolderOf(payload: AccessTokenPayload | null): string | null {
  if (!payload) return null;
  return JSON.stringify([payload.subject, payload.sessionId]);
}

/**
 * True when a token with `payload` expires within `skewSeconds` of `nowMs`, so that a call does not
 * leave with a token that dies on the way. The margin is at most a quarter of the token's lifetime
 * (exp − iat), so a short-lived token is not treated as expired from the start. A missing or
 * unreadable token (null) counts as expired.
 */
export function accessTokenExpired(
  payload: AccessTokenPayload | null,
  nowMs: number,
  skewSeconds = 10,
): boolean {
  if (!payload) return true;
  // A token without exp never expires by itself; the server still decides with a 401.
  if (payload.exp === null) return false;
  const lifetime = payload.iat === null ? Number.POSITIVE_INFINITY : payload.exp - payload.iat;
  const margin = Math.min(skewSeconds, Math.max(lifetime, 0) / 4);
  return payload.exp * 1000 <= nowMs + margin * 1000;
}
