import type { TokenPair } from '../../core/api/contract/authentication.ts';
import type { Db } from '../db/db.ts';
import type { AccessTokens } from '../platform/access-tokens.ts';
import { type Principal, sessionRoles } from '../platform/principal.ts';
import { recordLogin } from './account-queries.ts';
import { hashToken, randomToken } from './one-time-tokens.ts';
import { openSuccessor, sealSuccessor } from './sealed-successor.ts';
import {
  insertRefreshToken,
  insertSession,
  lockRefreshToken,
  lockRefreshTokenForRotation,
  markRefreshTokenRotated,
  revokeSession,
  revokeSupportSessionsOf,
} from './session-queries.ts';

/** How long a refresh token may wait to be used: 30 days. */
const refreshLifetimeSeconds = 30 * 24 * 3600;

const dateOrNull = (value: Date | string | null | undefined) =>
  value === null || value === undefined ? null : new Date(value);

/** Default lifetime of a support session ("log in as"): 1 hour from its start, refreshes included. */
export const defaultSupportSessionSeconds = 3600;

async function issueRefreshToken(db: Db, sessionId: string): Promise<string> {
  const refreshToken = randomToken();
  await insertRefreshToken(db, hashToken(refreshToken), sessionId, refreshLifetimeSeconds);
  return refreshToken;
}

/** The staff member who opens a support session ("log in as", docs/screens/administration.md#log-in-as), and the session they do it from. */
export interface SupportBy {
  accountId: number;
  email: string;
  /** The staff session: the support session ends with it. */
  sessionId: string;
  /** Seconds the support session lasts at most, refreshes included. */
  lifetimeSeconds: number;
}

/**
 * Starts a session (a refresh-token family) for an account and answers its first token pair and its id.
 * With `supportBy` it is a support session: its tokens carry the `SupportSession` role and the
 * `supportBy` claim, it ends with the staff session and after `supportBy.lifetimeSeconds` (no token
 * of it outlives that), and it leaves the login's own last-login time and address alone.
 */
export async function openSession(
  db: Db,
  tokens: AccessTokens,
  account: {
    accountId: number;
    kind: Principal['kind'];
    clientId?: number | null;
    ipAddress?: string;
    supportBy?: SupportBy;
  },
): Promise<TokenPair & { sessionId: string }> {
  const sessionId = randomToken();
  const session = await insertSession(db, {
    sessionId,
    accountId: account.accountId,
    kind: account.kind,
    clientId: account.clientId ?? null,
    supportByAccountId: account.supportBy?.accountId ?? null,
    supportBySessionId: account.supportBy?.sessionId ?? null,
    lifetimeSeconds: account.supportBy?.lifetimeSeconds ?? null,
  });
  if (!account.supportBy) await recordLogin(db, account.accountId, account.ipAddress ?? null);
  const refreshToken = await issueRefreshToken(db, sessionId);
  const accessToken = await tokens.issue({
    accountId: account.accountId,
    sessionId,
    roles: sessionRoles(account.kind, account.supportBy !== undefined),
    supportBy: account.supportBy?.email,
    notAfter: dateOrNull(session?.expires_at),
  });
  return { accessToken, refreshToken, sessionId };
}

/** Starts a session (a refresh-token family) for an account and answers its first token pair. */
export async function startSession(
  db: Db,
  tokens: AccessTokens,
  account: { accountId: number; kind: Principal['kind']; clientId?: number | null; ipAddress?: string },
): Promise<TokenPair> {
  const { accessToken, refreshToken } = await openSession(db, tokens, account);
  return { accessToken, refreshToken };
}

/** A session that has just ended: whose it was, and the staff member behind it if it was a support session. */
export interface EndedSession {
  accountId: number;
  supportByAccountId: number | null;
}

/**
 * Ends one session: its refresh tokens and the access tokens that name it stop working. Answers the
 * session when this call ended it, null when it was unknown or had already ended.
 */
export async function endSession(db: Db, sessionId: string, reason: string): Promise<EndedSession | null> {
  const row = await revokeSession(db, sessionId, reason);
  return row ? { accountId: row.account_id, supportByAccountId: row.support_by_account_id } : null;
}

/**
 * Ends every support session a staff session started (the staff member logged out). Answers the
 * sessions it ended, for the audit log.
 */
export async function endSupportSessionsOf(
  db: Db,
  staffSessionId: string,
  reason: string,
): Promise<(EndedSession & { sessionId: string })[]> {
  const rows = await revokeSupportSessionsOf(db, staffSessionId, reason);
  return rows.map((row) => ({
    sessionId: row.session_id,
    accountId: row.account_id,
    supportByAccountId: row.support_by_account_id,
  }));
}

/** How rotated refresh tokens are treated (docs/security.md#refresh). */
export interface RefreshPolicy {
  /** Seconds during which a just-rotated refresh token answers its successor again. Default 30. */
  graceSeconds: number;
  /** The clock for rotation times and the grace period. Default: the database's `now()`. */
  now?: (() => Date) | undefined;
}

/** The refresh policy of a plain start: 30 seconds of grace, the database's clock. */
export const defaultRefreshPolicy: RefreshPolicy = { graceSeconds: 30 };

/** Whether this refresh token is its family's current one: issued and not rotated yet. Locks its row. */
async function isCurrentToken(tx: Db, refreshToken: string): Promise<boolean> {
  const row = await lockRefreshToken(tx, hashToken(refreshToken));
  return row !== undefined && row.used_at === null;
}

/**
 * Rotates a refresh token: a token works once and its successor joins the same session. Presented
 * again within the grace period (another tab, a retried call, a race) it answers the same
 * successor with a fresh access token, as long as that successor has not been rotated in turn;
 * presented again later, or once its successor was rotated too, it means it was copied, so the
 * whole session is ended and the newer tokens stop working too. Answers null for every refusal.
 *
 * The token's row is locked for the whole decision, so concurrent presentations queue: the first
 * rotates, the others find its successor. The state is in the database alone, so this holds across
 * several API instances on one database.
 */
export async function rotateRefreshToken(
  db: Db,
  tokens: AccessTokens,
  pair: TokenPair,
  policy: RefreshPolicy = defaultRefreshPolicy,
): Promise<TokenPair | null> {
  const tokenHash = hashToken(pair.refreshToken);
  const claims = await tokens.verifySignature(pair.accessToken);
  const now = policy.now?.().toISOString() ?? null;
  const outcome = await db.transaction(async (tx) => {
    const row = await lockRefreshTokenForRotation(tx, tokenHash, now, policy.graceSeconds);
    if (!row) return null;
    if (row.used_at !== null) {
      const successor =
        row.in_grace && row.successor_sealed ? openSuccessor(pair.refreshToken, row.successor_sealed) : null;
      // Forgiven only while its successor is the family's current token: a token two rotations
      // old (r1 after r1 → r2 → r3) is no race of tabs but a copy, however recent.
      if (successor === null || !(await isCurrentToken(tx, successor))) {
        await endSession(tx, row.session_id, 'refresh token reused');
        return null;
      }
      if (!row.usable || claims?.sessionId !== row.session_id) return null;
      return { row, refreshToken: successor };
    }
    if (!row.usable || claims?.sessionId !== row.session_id) return null;
    const refreshToken = await issueRefreshToken(tx, row.session_id);
    await markRefreshTokenRotated(tx, tokenHash, now, sealSuccessor(pair.refreshToken, refreshToken));
    return { row, refreshToken };
  });
  if (!outcome) return null;
  const { row, refreshToken } = outcome;
  const accessToken = await tokens.issue({
    accountId: row.account_id,
    sessionId: row.session_id,
    roles: sessionRoles(row.kind, row.support_by_email !== null),
    supportBy: row.support_by_email ?? undefined,
    notAfter: dateOrNull(row.session_expires_at),
  });
  return { accessToken, refreshToken };
}
