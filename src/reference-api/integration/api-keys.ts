import { randomBytes } from 'node:crypto';
import type { ApiKeyScope } from '../../core/api/contract/admin-api-keys.ts';
import { hashToken } from '../auth/one-time-tokens.ts';
import type { Db } from '../db/db.ts';
import type { AuditActor } from '../platform/audit-log.ts';
import { apiKeyByHash, insertApiKey, revokeApiKeyRow, touchApiKey } from './api-key-queries.ts';

/**
 * What a key may do: `import` every integration call (the ERP's feed), `tracking` only the carrier
 * events (a carrier's feed).
 */
export const apiKeyScopes = ['import', 'tracking'] as const satisfies readonly ApiKeyScope[];
export type { ApiKeyScope };

/** The caller of an integration call: a live key. */
export interface ApiKeyCaller {
  apiKeyId: number;
  name: string;
  scopes: ApiKeyScope[];
}

/** Keys start with this, so a leaked one is recognisable (secret scanners, logs). */
const keyPrefix = 'cpk_';

/** Creates a key; the key itself is answered once and only its hash is kept. */
export async function createApiKey(
  db: Db,
  input: { name: string; scopes: readonly ApiKeyScope[]; createdBy: AuditActor | null },
): Promise<{ apiKeyId: number; apiKey: string }> {
  const apiKey = keyPrefix + randomBytes(32).toString('base64url');
  const apiKeyId = await insertApiKey(db, {
    name: input.name,
    scopes: input.scopes,
    hash: hashToken(apiKey),
    hint: apiKey.slice(-4),
    createdBy: input.createdBy,
  });
  return { apiKeyId, apiKey };
}

/** The live key presented in `X-Api-Key`, or null (absent, unknown or revoked). Notes its use. */
export async function findApiKey(db: Db, presented: string | undefined): Promise<ApiKeyCaller | null> {
  if (!presented?.startsWith(keyPrefix) || presented.length > 200) return null;
  const row = await apiKeyByHash(db, hashToken(presented));
  if (!row || row.revoked_at !== null) return null;
  await touchApiKey(db, row.api_key_id);
  return { apiKeyId: row.api_key_id, name: row.name, scopes: row.scopes as ApiKeyScope[] };
}

/**
 * Revokes a key: refused from the next call on, on every instance (each call looks its key up).
 * Answers whether a live key was revoked.
 */
export function revokeApiKey(
  db: Db,
  apiKeyId: number,
  revokedBy: AuditActor | null = null,
): Promise<boolean> {
  return revokeApiKeyRow(db, apiKeyId, revokedBy);
}
