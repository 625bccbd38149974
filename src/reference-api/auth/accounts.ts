import type { Db } from '../db/db.ts';
import type { Principal } from '../platform/principal.ts';

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
