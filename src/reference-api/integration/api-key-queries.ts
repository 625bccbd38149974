import { isoDateTime } from '../areas/admin/admin-common.ts';
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

/** Revokes a key, noting who did; answers whether a live key was revoked. */
export async function revokeApiKeyRow(
  db: Db,
  apiKeyId: number,
  revokedBy: { accountId: number; email: string } | null,
): Promise<boolean> {
  const rows = await db.query(
    `update api_keys set revoked_at = now(), revoked_by_account_id = $2, revoked_by_email = $3
      where api_key_id = $1 and revoked_at is null returning api_key_id`,
    [apiKeyId, revokedBy?.accountId ?? null, revokedBy?.email ?? null],
  );
  return rows.length > 0;
}

/** A key as the admin list shows it (ApiKeyRow): never the hash. */
const listedKey = `select api_key_id as "apiKeyId", name, scopes, key_hint as hint,
         ${isoDateTime('created_at')} as "createdAt", created_by_email as "createdBy",
         ${isoDateTime('last_used_at')} as "lastUsedAt", ${isoDateTime('revoked_at')} as "revokedAt",
         revoked_by_email as "revokedBy"
    from api_keys`;

/** Every key, newest first (ApiKeyRow). */
export function listedApiKeys<Row>(db: Db): Promise<Row[]> {
  return db.query<Row>(`${listedKey} order by api_key_id desc`);
}

/** One key as the list shows it, or null. */
export async function listedApiKey<Row>(db: Db, apiKeyId: number): Promise<Row | null> {
  const [row] = await db.query<Row>(`${listedKey} where api_key_id = $1`, [apiKeyId]);
  return row ?? null;
}

/** One call made with a key, as `integration_calls` keeps it. */
export interface IntegrationCallRecord {
  apiKeyId: number;
  call: string;
  status: number;
  items: number | null;
  counts: { created: number; updated: number; unchanged: number } | null;
  refused: number | null;
  requestId: string;
}

/** Records a call; answers its id. */
export async function insertIntegrationCall(db: Db, record: IntegrationCallRecord): Promise<number> {
  const [row] = await db.query<{ call_id: string }>(
    `insert into integration_calls (api_key_id, call, status, items, created, updated, unchanged, refused, request_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning call_id`,
    [
      record.apiKeyId,
      record.call,
      record.status,
      record.items,
      record.counts?.created ?? null,
      record.counts?.updated ?? null,
      record.counts?.unchanged ?? null,
      record.refused,
      record.requestId,
    ],
  );
  return Number(row!.call_id);
}

/** Deletes all but the newest `keep` calls of every key. */
export async function pruneIntegrationCalls(db: Db, keep: number): Promise<void> {
  await db.query(
    `delete from integration_calls where call_id in (
       select call_id from (
         select call_id, row_number() over (partition by api_key_id order by call_id desc) as n
           from integration_calls) ranked
        where n > $1)`,
    [keep],
  );
}

/** The newest `limit` calls of a key, newest first (ApiKeyCall). */
export function latestIntegrationCalls<Row>(db: Db, apiKeyId: number, limit: number): Promise<Row[]> {
  return db.query<Row>(
    `select ${isoDateTime('called_at')} as "calledAt", call, status, items, created, updated, unchanged, refused,
            request_id as "requestId"
       from integration_calls where api_key_id = $1 order by call_id desc limit $2`,
    [apiKeyId, limit],
  );
}
