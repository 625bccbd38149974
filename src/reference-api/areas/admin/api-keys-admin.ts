import {
  type ApiKeyCall,
  type ApiKeyRow,
  createApiKey,
  getApiKeyCalls,
  getApiKeys,
  revokeApiKey,
} from '../../../core/api/contract/admin-api-keys.ts';
import type { Db } from '../../db/db.ts';
import { latestIntegrationCalls, listedApiKey, listedApiKeys } from '../../integration/api-key-queries.ts';
import * as apiKeys from '../../integration/api-keys.ts';
import { writeAuditLog } from '../../platform/audit-log.ts';
import { route } from '../../platform/route.ts';
import type { AreaPlugin } from '../area-plugin.ts';
import { actorOf, badField, notFound, refused } from './admin-common.ts';

/** The calls of a key the Integrations screen shows: its latest. */
const shownCalls = 50;

async function apiKeyRow(db: Db, apiKeyId: number): Promise<ApiKeyRow> {
  const row = await listedApiKey<ApiKeyRow>(db, apiKeyId);
  if (!row) throw notFound('errors.apiKeyNotFound');
  return row;
}

/**
 * The API key calls (staff only, docs/screens/administration.md#integrations): create a key (answered
 * once, only its hash kept), list the keys without them, revoke one, and a key's latest calls. Creating
 * and revoking are written to the admin audit log, never with the key.
 */
export const apiKeysAdmin: AreaPlugin = (app, { db }) => {
  route(app, getApiKeys, () => listedApiKeys<ApiKeyRow>(db));

  route(app, createApiKey, async ({ body, principal }) => {
    const name = body.name.trim();
    if (name === '') throw badField('name', 'validation.required');
    const created = await apiKeys.createApiKey(db, {
      name,
      scopes: body.scopes,
      createdBy: actorOf(principal),
    });
    await writeAuditLog(db, {
      actor: actorOf(principal),
      action: 'CreateApiKey',
      subjectType: 'apiKey',
      subjectId: created.apiKeyId,
      detail: { name, scopes: body.scopes },
    });
    return created;
  });

  route(app, revokeApiKey, async ({ body, principal, request }) => {
    const row = await apiKeyRow(db, body.apiKeyId);
    if (!(await apiKeys.revokeApiKey(db, body.apiKeyId, actorOf(principal))))
      throw refused(request, 'errors.apiKeyRevokedAlready');
    await writeAuditLog(db, {
      actor: actorOf(principal),
      action: 'RevokeApiKey',
      subjectType: 'apiKey',
      subjectId: body.apiKeyId,
      detail: { name: row.name },
    });
    return apiKeyRow(db, body.apiKeyId);
  });

  route(app, getApiKeyCalls, async ({ query }) => {
    await apiKeyRow(db, query.apiKeyId);
    return latestIntegrationCalls<ApiKeyCall>(db, query.apiKeyId, shownCalls);
  });
};
