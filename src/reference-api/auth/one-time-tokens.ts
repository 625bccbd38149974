import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/db.ts';
import {
  findUsableToken,
  insertOneTimeToken,
  spendToken,
  type TokenPurpose,
} from './one-time-token-queries.ts';

/** How long each kind of token lives, in seconds. */
export const tokenLifetimes: Record<TokenPurpose, number> = {
  activation: 7 * 24 * 3600,
  reset: 3600,
  login: 10 * 60,
  totp: 5 * 60,
};

/** Tokens are stored as SHA-256 hashes: a leaked table does not give working links. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A fresh random token (256 bits, base64url). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Creates a token for an account and returns it in the clear (it is stored hashed). */
export async function createOneTimeToken(
  db: Db,
  purpose: TokenPurpose,
  accountId: number,
  clientId: number | null = null,
): Promise<string> {
  const token = randomToken();
  await insertOneTimeToken(
    db,
    { tokenHash: hashToken(token), purpose, accountId, clientId },
    tokenLifetimes[purpose],
  );
  return token;
}

/** A usable token: right purpose, not expired, not used (unless it is the reusable demo token). */
export interface ValidToken {
  accountId: number;
  clientId: number | null;
}

/** Looks a token up without using it (the Is…TokenValid calls). */
export async function peekOneTimeToken(
  db: Db,
  purpose: TokenPurpose,
  token: string,
): Promise<ValidToken | null> {
  const row = await findUsableToken(db, hashToken(token), purpose);
  return row ? { accountId: row.account_id, clientId: row.client_id } : null;
}

/** Uses a token once: the update is atomic, so two concurrent uses cannot both succeed. */
export async function consumeOneTimeToken(
  db: Db,
  purpose: TokenPurpose,
  token: string,
): Promise<ValidToken | null> {
  const row = await spendToken(db, hashToken(token), purpose);
  return row ? { accountId: row.account_id, clientId: row.client_id } : null;
}
