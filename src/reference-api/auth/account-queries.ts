import type { Db } from '../db/db.ts';
import type { Principal } from '../platform/principal.ts';

/**
 * The statements on logins (`accounts`) that the authentication, account and admin calls share:
 * look-ups, and the changes a login's owner makes (password, two-factor, language, last login).
 */

/** The account columns the authentication calls need. */
export interface AccountRow {
  account_id: number;
  email_address: string;
  account_type: Exclude<Principal['kind'], 'token'>;
  client_id: number | null;
  display_name: string;
  password_hash: string | null;
  /** Activated by its owner (false while Pending). */
  is_active: boolean;
  /** Disabled by an administrator, or its client is, or it awaits approval: it may not log in. */
  is_disabled: boolean;
  /** A self-registration that staff have not approved yet (issue 14 §2). */
  awaiting_approval: boolean;
  is_totp_enabled: boolean;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  language_code: string | null;
}

/**
 * SQL condition: the login (alias `account`) may not log in: disabled by an administrator, its client
 * is, or it is a self-registration still awaiting staff approval (which must never get a token, by
 * any path). A Pending login is not disabled; it simply has no password yet.
 */
export function loginDisabledSql(account = 'a'): string {
  return `(${account}.disabled_at is not null or ${account}.awaiting_approval
            or exists (select 1 from clients disabled_client
            where disabled_client.client_id = ${account}.client_id and not disabled_client.is_active))`;
}

/**
 * SQL condition: a session (alias `session`) of the login (alias `account`) may still be used: the
 * login is activated and not disabled, and the client a token session is for is not disabled.
 */
export function sessionUsableSql(session = 's', account = 'a'): string {
  return `(${account}.is_active and not ${loginDisabledSql(account)}
           and not exists (select 1 from clients session_client
                            where session_client.client_id = ${session}.client_id and not session_client.is_active))`;
}

const columns = `a.account_id, a.email_address, a.account_type, a.client_id, a.display_name, a.password_hash,
  a.is_active, ${loginDisabledSql('a')} as is_disabled, a.awaiting_approval, a.is_totp_enabled, a.totp_secret, a.totp_pending_secret,
  l.code as language_code`;

/** The account with this e-mail address (case-insensitive), or undefined. */
export async function findAccountByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  const [row] = await db.query<AccountRow>(
    `select ${columns} from accounts a left join languages l on l.language_id = a.preferred_language_id
      where lower(a.email_address) = lower($1)`,
    [email.trim()],
  );
  return row;
}

/** The account with this id, or undefined. */
export async function findAccountById(db: Db, accountId: number): Promise<AccountRow | undefined> {
  const [row] = await db.query<AccountRow>(
    `select ${columns} from accounts a left join languages l on l.language_id = a.preferred_language_id
      where a.account_id = $1`,
    [accountId],
  );
  return row;
}

/** The account id of the login with this address (any kind, any case), or null. */
export async function accountIdOfAddress(db: Db, email: string): Promise<number | null> {
  const [row] = await db.query<{ account_id: number }>(
    'select account_id from accounts where lower(email_address) = lower($1)',
    [email],
  );
  return row?.account_id ?? null;
}

/** Whether another login already uses this e-mail address (case-insensitive). */
export async function emailTaken(db: Db, email: string, exceptAccountId: number | null = null) {
  const rows = await db.query(
    'select 1 from accounts where lower(email_address) = lower($1) and account_id is distinct from $2',
    [email.trim(), exceptAccountId],
  );
  return rows.length > 0;
}

/** The name and chosen language of a login, for its profile. */
export async function profileOf(db: Db, accountId: number) {
  const [row] = await db.query<{ display_name: string; preferred_language_id: number | null }>(
    'select display_name, preferred_language_id from accounts where account_id = $1',
    [accountId],
  );
  return row;
}

/** Stores a new password hash (a password change in a session). */
export async function setPasswordHash(db: Db, accountId: number, passwordHash: string): Promise<void> {
  await db.query('update accounts set password_hash = $2 where account_id = $1', [accountId, passwordHash]);
}

/** Activates a login with its first password; false when it awaits approval (or does not exist). */
export async function activateWithPassword(
  db: Db,
  accountId: number,
  passwordHash: string,
): Promise<boolean> {
  const activated = await db.query(
    'update accounts set password_hash = $2, is_active = true where account_id = $1 and not awaiting_approval returning 1',
    [accountId, passwordHash],
  );
  return activated.length > 0;
}

/** Stores a password chosen through a reset link; false when the login awaits approval (or does not exist). */
export async function resetPasswordHash(db: Db, accountId: number, passwordHash: string): Promise<boolean> {
  const changed = await db.query(
    'update accounts set password_hash = $2 where account_id = $1 and not awaiting_approval returning 1',
    [accountId, passwordHash],
  );
  return changed.length > 0;
}

/** Stores the secret of a two-factor set-up that a first code has yet to confirm. */
export async function setPendingTotpSecret(db: Db, accountId: number, secret: string): Promise<void> {
  await db.query('update accounts set totp_pending_secret = $2 where account_id = $1', [accountId, secret]);
}

/** Turns two-factor on with the pending secret (its first code was accepted). */
export async function confirmPendingTotp(db: Db, accountId: number): Promise<void> {
  await db.query(
    `update accounts set is_totp_enabled = true, totp_secret = totp_pending_secret, totp_pending_secret = null
      where account_id = $1`,
    [accountId],
  );
}

/** Turns two-factor off (its owner, with the password). */
export async function turnOffTotp(db: Db, accountId: number): Promise<void> {
  await db.query(
    `update accounts set is_totp_enabled = false, totp_secret = null, totp_pending_secret = null
      where account_id = $1`,
    [accountId],
  );
}

/** Resets two-factor (an administrator): off, and the last accepted time step forgotten too. */
export async function resetTotp(db: Db, accountId: number): Promise<void> {
  await db.query(
    `update accounts set is_totp_enabled = false, totp_secret = null, totp_pending_secret = null,
                         totp_last_step = null
      where account_id = $1`,
    [accountId],
  );
}

/**
 * Records `step` as the login's last accepted two-factor time step if it is later than the one
 * stored, atomically; answers whether it was, and the last step stored after the attempt.
 */
export async function takeTotpStep(db: Db, accountId: number, step: number) {
  const [row] = await db.query<{ accepted: boolean; last_step: string | number | null }>(
    `with taken as (
       update accounts set totp_last_step = $2
        where account_id = $1 and (totp_last_step is null or totp_last_step < $2) returning 1)
     select exists (select 1 from taken) as accepted,
            (select totp_last_step from accounts where account_id = $1) as last_step`,
    [accountId, step],
  );
  return row;
}

/** Records a login: the previous login time moves to `last_login_at`. */
export async function recordLogin(db: Db, accountId: number, ipAddress: string | null): Promise<void> {
  await db.query(
    'update accounts set last_login_at = login_at, login_at = now(), ip_address = $2 where account_id = $1',
    [accountId, ipAddress],
  );
}

/** Sets the login's language; false when no language has that id. */
export async function setPreferredLanguage(db: Db, accountId: number, languageId: number): Promise<boolean> {
  const updated = await db.query(
    `update accounts set preferred_language_id = $2
      where account_id = $1 and exists (select 1 from languages where language_id = $2) returning 1`,
    [accountId, languageId],
  );
  return updated.length > 0;
}
