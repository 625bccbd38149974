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
  is_active: boolean;
  is_totp_enabled: boolean;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  language_code: string | null;
}

const columns = `a.account_id, a.email_address, a.account_type, a.client_id, a.display_name, a.password_hash,
  a.is_active, a.is_totp_enabled, a.totp_secret, a.totp_pending_secret, l.code as language_code`;

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
