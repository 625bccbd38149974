import type { Db } from '../db/db.ts';

/** A key as stored, found by its hash. */
export interface StoredApiKey {
  api_key_id: number;
  name: string;
  scopes: string[];
  revoked_at: Date | null;
}

/** Stores a new key's hash; answers its id. */
export async function insertApiKey(
  db: Db,
  key: {
    name: string;
    scopes: readonly string[];
    hash: string;
    hint: string;
    createdBy: { accountId: number; email: string } | null;
  },
): Promise<number> {
  const [row] = await db.query<{ api_key_id: number }>(
    `insert into api_keys (name, scopes, key_hash, key_hint, created_by_account_id, created_by_email)
     values ($1, $2, $3, $4, $5, $6) returning api_key_id`,
    [
      key.name,
      key.scopes,
      key.hash,
      key.hint,
      key.createdBy?.accountId ?? null,
      key.createdBy?.email ?? null,
    ],
  );
  return row!.api_key_id;
}

/** The key with this hash, revoked or not. */
export async function apiKeyByHash(db: Db, hash: string): Promise<StoredApiKey | null> {
  const [row] = await db.query<StoredApiKey>(
    'select api_key_id, name, scopes, revoked_at from api_keys where key_hash = $1',
    [hash],
  );
  return row ?? null;
}

/** Notes a key's use, at most once a minute (the list shows "last used", not every call). */
export async function touchApiKey(db: Db, apiKeyId: number): Promise<void> {
  await db.query(
    `update api_keys set last_used_at = now()
      where api_key_id = $1 and (last_used_at is null or last_used_at < now() - interval '1 minute')`,
    [apiKeyId],
  );
}

/** Revokes a key; answers whether a live key was revoked. */
export async function revokeApiKeyRow(db: Db, apiKeyId: number): Promise<boolean> {
  const rows = await db.query(
    'update api_keys set revoked_at = now() where api_key_id = $1 and revoked_at is null returning api_key_id',
    [apiKeyId],
  );
  return rows.length > 0;
}
