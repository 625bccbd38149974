import { jwtDecode } from 'jwt-decode';

/** What the portal reads from the access token (spec §3 "Tokens"). */
export interface AccessTokenPayload {
  /** Expiry in seconds since the epoch; null when the token carries none. */
  exp: number | null;
  /** Issue time in seconds since the epoch; null when the token carries none. */
  iat: number | null;
  /** Role list; a single role in the token is read as a list of one. */
  roles: string[];
  /** In a support session ("log in as", spec §6): the e-mail of the staff member behind it; else null. */
  supportBy: string | null;
}

interface RawPayload {
  exp?: unknown;
  iat?: unknown;
  role?: unknown;
  supportBy?: unknown;
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
  const supportBy = typeof raw.supportBy === 'string' && raw.supportBy !== '' ? raw.supportBy : null;
  return { exp, iat, roles, supportBy };
}
