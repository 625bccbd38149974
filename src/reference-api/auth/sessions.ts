import type { TokenPair } from '../../core/api/contract/authentication.ts';
import type { Db } from '../db/db.ts';
import type { AccessTokens } from '../platform/access-tokens.ts';
import { type Principal, rolesByKind } from '../platform/principal.ts';
import { hashToken, randomToken } from './one-time-tokens.ts';

/** How long a refresh token may wait to be used: 30 days. */
const refreshLifetimeSeconds = 30 * 24 * 3600;

async function issueRefreshToken(db: Db, sessionId: string): Promise<string> {
  const refreshToken = randomToken();
  await db.query(
    `insert into refresh_tokens (token_hash, session_id, expires_at)
     values ($1, $2, now() + make_interval(secs => $3))`,
    [hashToken(refreshToken), sessionId, refreshLifetimeSeconds],
  );
  return refreshToken;
}

/** Starts a session (a refresh-token family) for an account and answers its first token pair. */
export async function startSession(
  db: Db,
  tokens: AccessTokens,
  account: { accountId: number; kind: Principal['kind']; clientId?: number | null; ipAddress?: string },
): Promise<TokenPair> {
  const sessionId = randomToken();
  await db.query('insert into sessions (session_id, account_id, kind, client_id) values ($1, $2, $3, $4)', [
    sessionId,
    account.accountId,
    account.kind,
    account.clientId ?? null,
  ]);
  await db.query(
    'update accounts set last_login_at = login_at, login_at = now(), ip_address = $2 where account_id = $1',
    [account.accountId, account.ipAddress ?? null],
  );
  const refreshToken = await issueRefreshToken(db, sessionId);
  const accessToken = await tokens.issue({
    accountId: account.accountId,
    sessionId,
    roles: rolesByKind[account.kind],
  });
  return { accessToken, refreshToken };
}

/** Ends one session: its refresh tokens and the access tokens that name it stop working. */
export async function endSession(db: Db, sessionId: string, reason: string): Promise<void> {
  await db.query(
    'update sessions set revoked_at = now(), revoked_reason = $2 where session_id = $1 and revoked_at is null',
    [sessionId, reason],
  );
}

/** Ends every session of an account (password reset), or all but one (password change). */
export async function endAllSessions(db: Db, accountId: number, reason: string, keep: string | null = null) {
  await db.query(
    `update sessions set revoked_at = now(), revoked_reason = $2
      where account_id = $1 and revoked_at is null and session_id is distinct from $3`,
    [accountId, reason, keep],
  );
}

interface RefreshRow {
  session_id: string;
  account_id: number;
  kind: Principal['kind'];
  used_at: string | null;
  usable: boolean;
}

/**
 * Rotates a refresh token: a token works once and its successor joins the same session. A
 * token presented again after use means it was copied, so the whole session is ended and the
 * newer tokens stop working too. Answers null for every refusal.
 */
export async function rotateRefreshToken(
  db: Db,
  tokens: AccessTokens,
  pair: TokenPair,
): Promise<TokenPair | null> {
  const [row] = await db.query<RefreshRow>(
    `select r.session_id, s.account_id, s.kind, r.used_at,
            (r.expires_at > now() and s.revoked_at is null and a.is_active) as usable
       from refresh_tokens r
       join sessions s on s.session_id = r.session_id
       join accounts a on a.account_id = s.account_id
      where r.token_hash = $1`,
    [hashToken(pair.refreshToken)],
  );
  if (!row) return null;
  if (row.used_at !== null) {
    await endSession(db, row.session_id, 'refresh token reused');
    return null;
  }
  const claims = await tokens.verifySignature(pair.accessToken);
  if (!row.usable || claims?.sessionId !== row.session_id) return null;
  const used = await db.query(
    'update refresh_tokens set used_at = now() where token_hash = $1 and used_at is null returning 1',
    [hashToken(pair.refreshToken)],
  );
  if (used.length === 0) {
    await endSession(db, row.session_id, 'refresh token reused');
    return null;
  }
  const refreshToken = await issueRefreshToken(db, row.session_id);
  const accessToken = await tokens.issue({
    accountId: row.account_id,
    sessionId: row.session_id,
    roles: rolesByKind[row.kind],
  });
  return { accessToken, refreshToken };
}
