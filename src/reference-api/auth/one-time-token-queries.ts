import type { Db } from '../db/db.ts';

/** The statements on one-time tokens, stored by hash (one-time-tokens.ts makes and hashes them). */

/** What a one-time token is for. */
export type TokenPurpose = 'activation' | 'reset' | 'login' | 'totp';

/** Stores a token's hash for an account, expiring after `lifetimeSeconds`. */
export async function insertOneTimeToken(
  db: Db,
  token: { tokenHash: string; purpose: TokenPurpose; accountId: number; clientId: number | null },
  lifetimeSeconds: number,
): Promise<void> {
  await db.query(
    `insert into one_time_tokens (token_hash, purpose, account_id, client_id, expires_at)
     values ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [token.tokenHash, token.purpose, token.accountId, token.clientId, lifetimeSeconds],
  );
}

/** A usable token's owner (right purpose, not expired, unused or reusable), or undefined. */
export async function findUsableToken(db: Db, tokenHash: string, purpose: TokenPurpose) {
  const [row] = await db.query<{ account_id: number; client_id: number | null }>(
    `select account_id, client_id from one_time_tokens
      where token_hash = $1 and purpose = $2 and expires_at > now() and (used_at is null or reusable)`,
    [tokenHash, purpose],
  );
  return row;
}

/** Marks a usable token used, atomically, and answers its owner; undefined when it was not usable. */
export async function spendToken(db: Db, tokenHash: string, purpose: TokenPurpose) {
  const [row] = await db.query<{ account_id: number; client_id: number | null }>(
    `update one_time_tokens set used_at = now()
      where token_hash = $1 and purpose = $2 and expires_at > now() and (used_at is null or reusable)
      returning account_id, client_id`,
    [tokenHash, purpose],
  );
  return row;
}

/** Ends the unused activation tokens of an account: only the newest activation mail works. */
export async function retireActivationTokens(db: Db, accountId: number): Promise<void> {
  await db.query(
    `update one_time_tokens set used_at = now()
      where account_id = $1 and purpose = 'activation' and used_at is null`,
    [accountId],
  );
}

/** Ends the unused single-use tokens of an account for a purpose (the reusable demo token stays). */
export async function retireSingleUseTokens(db: Db, accountId: number, purpose: TokenPurpose): Promise<void> {
  await db.query(
    `update one_time_tokens set used_at = now()
      where account_id = $1 and purpose = $2 and used_at is null and not reusable`,
    [accountId, purpose],
  );
}
