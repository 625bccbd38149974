import { randomBytes } from 'node:crypto';
import { compactVerify, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/db.ts';

/** What an access token says: who, in which session, with which roles. */
export interface AccessClaims {
  accountId: number;
  sessionId: string;
  roles: string[];
  /** In a support session ("log in as", docs/screens/administration.md#log-in-as): the e-mail address of the staff member behind it. */
  supportBy?: string | undefined;
  /** When the session itself ends (a support session): the token expires then at the latest. */
  notAfter?: Date | null | undefined;
}

const algorithms = ['HS256'];

/**
 * Signs and verifies the JWT access tokens (HS256, `sub` = account id, `sid` = session,
 * `role` = role list, `exp`; `supportBy` = the staff member's e-mail in a support session). The key comes from `JWT_SECRET`, or is generated once and kept
 * in the database so tokens survive a restart.
 */
export class AccessTokens {
  readonly ttlSeconds: number;
  readonly #key: Uint8Array;

  constructor(key: Uint8Array, ttlSeconds: number) {
    this.#key = key;
    this.ttlSeconds = ttlSeconds;
  }

  /** Loads the signing key: `secret` (JWT_SECRET), else the database's (created once). */
  static async load(db: Db, ttlSeconds: number, secret: string | undefined): Promise<AccessTokens> {
    if (secret) return new AccessTokens(new TextEncoder().encode(secret), ttlSeconds);
    await db.query('insert into server_settings (key, value) values ($1, $2) on conflict (key) do nothing', [
      'jwt_secret',
      randomBytes(32).toString('base64url'),
    ]);
    const [row] = await db.query<{ value: string }>('select value from server_settings where key = $1', [
      'jwt_secret',
    ]);
    return new AccessTokens(Buffer.from(row!.value, 'base64url'), ttlSeconds);
  }

  /** A signed access token for the claims, expiring after the configured time to live or when its session ends. */
  issue(claims: AccessClaims): Promise<string> {
    const ttlEnd = Math.floor(Date.now() / 1000) + this.ttlSeconds;
    const sessionEnd = claims.notAfter ? Math.floor(claims.notAfter.getTime() / 1000) : ttlEnd;
    return new SignJWT({
      role: claims.roles,
      sid: claims.sessionId,
      ...(claims.supportBy ? { supportBy: claims.supportBy } : {}),
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.accountId))
      .setIssuedAt()
      .setExpirationTime(Math.min(ttlEnd, sessionEnd))
      .sign(this.#key);
  }

  /** The claims of a valid, unexpired token; null for anything else. */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms,
        requiredClaims: ['exp', 'sub', 'sid'],
      });
      return toClaims(payload);
    } catch {
      return null;
    }
  }

  /** The claims of a token signed by us, expired or not: the refresh call presents an expired one. */
  async verifySignature(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await compactVerify(token, this.#key, { algorithms });
      return toClaims(JSON.parse(new TextDecoder().decode(payload)));
    } catch {
      return null;
    }
  }
}

function toClaims(payload: Record<string, unknown>): AccessClaims | null {
  const accountId = Number(payload.sub);
  const { sid, role, supportBy } = payload;
  if (!Number.isInteger(accountId) || typeof sid !== 'string' || !Array.isArray(role)) return null;
  return {
    accountId,
    sessionId: sid,
    roles: role.filter((r): r is string => typeof r === 'string'),
    ...(typeof supportBy === 'string' ? { supportBy } : {}),
  };
}
