import type { Db } from '../db/db.ts';
import type { Principal } from '../platform/principal.ts';
import { sessionUsableSql } from './account-queries.ts';

/** The statements on sessions and their refresh tokens (sessions.ts holds the rules around them). */

/**
 * SQL that holds while a session may still be used beyond its revocation: before its own end (a
 * support session's lifetime), and for a support session while the staff session that started it
 * lives — not revoked (logout, refresh-token theft, password change, login disabled) and holding
 * an unexpired current refresh token. `now` is the SQL of the clock to judge by.
 */
export function sessionLiveSql(session = 's', now = 'now()'): string {
  return `((${session}.expires_at is null or ${session}.expires_at > ${now})
           and (${session}.support_by_session_id is null or exists (
                 select 1 from sessions staff_session
                  where staff_session.session_id = ${session}.support_by_session_id
                    and staff_session.revoked_at is null
                    and exists (select 1 from refresh_tokens staff_refresh
                                 where staff_refresh.session_id = staff_session.session_id
                                   and staff_refresh.used_at is null and staff_refresh.expires_at > ${now}))))`;
}

/** A new session row; `lifetimeSeconds` null for one without an end of its own. Answers its end. */
export async function insertSession(
  db: Db,
  session: {
    sessionId: string;
    accountId: number;
    kind: Principal['kind'];
    clientId: number | null;
    supportByAccountId: number | null;
    supportBySessionId: string | null;
    lifetimeSeconds: number | null;
  },
) {
  const [row] = await db.query<{ expires_at: Date | string | null }>(
    `insert into sessions (session_id, account_id, kind, client_id, support_by_account_id, support_by_session_id, expires_at)
     values ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7::integer))
     returning expires_at`,
    [
      session.sessionId,
      session.accountId,
      session.kind,
      session.clientId,
      session.supportByAccountId,
      session.supportBySessionId,
      session.lifetimeSeconds,
    ],
  );
  return row;
}

/**
 * Stores a refresh token (hashed) of a session, expiring after `lifetimeSeconds`: a session with an
 * end of its own (a support session) never gets a refresh token that outlives it.
 */
export async function insertRefreshToken(
  db: Db,
  tokenHash: string,
  sessionId: string,
  lifetimeSeconds: number,
): Promise<void> {
  await db.query(
    `insert into refresh_tokens (token_hash, session_id, expires_at)
     select $1, s.session_id, least(now() + make_interval(secs => $3), s.expires_at)
       from sessions s where s.session_id = $2`,
    [tokenHash, sessionId, lifetimeSeconds],
  );
}

/** Revokes one session unless already revoked; answers whose it was, or undefined. */
export async function revokeSession(db: Db, sessionId: string, reason: string) {
  const [row] = await db.query<{ account_id: number; support_by_account_id: number | null }>(
    `update sessions set revoked_at = now(), revoked_reason = $2 where session_id = $1 and revoked_at is null
     returning account_id, support_by_account_id`,
    [sessionId, reason],
  );
  return row;
}

/** Revokes the support sessions started from a staff session; answers those it revoked. */
export async function revokeSupportSessionsOf(db: Db, staffSessionId: string, reason: string) {
  return db.query<{ session_id: string; account_id: number; support_by_account_id: number | null }>(
    `update sessions set revoked_at = now(), revoked_reason = $2
      where support_by_session_id = $1 and revoked_at is null
      returning session_id, account_id, support_by_account_id`,
    [staffSessionId, reason],
  );
}

/** Revokes the support sessions a staff login opened, from any of its sessions (login disabled). */
export async function revokeSupportSessionsBy(db: Db, staffAccountId: number, reason: string): Promise<void> {
  await db.query(
    `update sessions set revoked_at = now(), revoked_reason = $2
      where support_by_account_id = $1 and revoked_at is null`,
    [staffAccountId, reason],
  );
}

/** Ends every session of the logins of a client, and the token sessions for it (client disabled). */
export async function endClientSessions(db: Db, clientId: number, reason: string): Promise<void> {
  await db.query(
    `update sessions set revoked_at = now(), revoked_reason = $2
      where revoked_at is null
        and (client_id = $1 or account_id in (select account_id from accounts where client_id = $1))`,
    [clientId, reason],
  );
}

/** Ends every session of an account (password reset, login disabled), or all but one (password change). */
export async function endAllSessions(db: Db, accountId: number, reason: string, keep: string | null = null) {
  await db.query(
    `update sessions set revoked_at = now(), revoked_reason = $2
      where account_id = $1 and revoked_at is null and session_id is distinct from $3`,
    [accountId, reason, keep],
  );
}

/** When a refresh token was rotated (null: not yet), locking its row; undefined for an unknown token. */
export async function lockRefreshToken(tx: Db, tokenHash: string) {
  const [row] = await tx.query<{ used_at: string | null }>(
    'select used_at from refresh_tokens where token_hash = $1 for update',
    [tokenHash],
  );
  return row;
}

/** A refresh token with its session, as a rotation judges it. */
export interface RefreshRow {
  session_id: string;
  account_id: number;
  kind: Principal['kind'];
  used_at: string | null;
  in_grace: boolean | null;
  successor_sealed: string | null;
  usable: boolean;
  support_by_email: string | null;
  session_expires_at: Date | string | null;
}

/**
 * A refresh token and its session, its row locked: whether it was rotated within the last
 * `graceSeconds` and whether its session may still be used, by the clock `now` (null: the database's).
 */
export async function lockRefreshTokenForRotation(
  tx: Db,
  tokenHash: string,
  now: string | null,
  graceSeconds: number,
): Promise<RefreshRow | undefined> {
  const [row] = await tx.query<RefreshRow>(
    `select r.session_id, s.account_id, s.kind, r.used_at, r.successor_sealed,
            r.used_at > coalesce($2::timestamptz, now()) - make_interval(secs => $3) as in_grace,
            (r.expires_at > coalesce($2::timestamptz, now()) and s.revoked_at is null
              and ${sessionUsableSql('s', 'a')}
              and ${sessionLiveSql('s', 'coalesce($2::timestamptz, now())')}) as usable,
            staff.email_address as support_by_email, s.expires_at as session_expires_at
       from refresh_tokens r
       join sessions s on s.session_id = r.session_id
       join accounts a on a.account_id = s.account_id
       left join accounts staff on staff.account_id = s.support_by_account_id
      where r.token_hash = $1
        for update of r`,
    [tokenHash, now, graceSeconds],
  );
  return row;
}

/** Marks a refresh token rotated (at `now`, null: the database's clock), keeping its successor sealed. */
export async function markRefreshTokenRotated(
  tx: Db,
  tokenHash: string,
  now: string | null,
  successorSealed: string,
): Promise<void> {
  await tx.query(
    `update refresh_tokens set used_at = coalesce($2::timestamptz, now()), successor_sealed = $3
      where token_hash = $1`,
    [tokenHash, now, successorSealed],
  );
}
