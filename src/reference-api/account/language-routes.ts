import type { FastifyInstance } from 'fastify';
import { getClients } from '../../core/api/contract/agent.ts';
import { getLanguages, updateLanguage } from '../../core/api/contract/language.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../platform/api-error.ts';
import { auditSupportWrite } from '../platform/audit-log.ts';
import { route } from '../platform/route.ts';

/** Registers the language calls and the agent's client list (spec §7 "Other areas"). */
export function languageAndAgentRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;

  route(app, getLanguages, async () =>
    db.query<{ code: string; languageId: number }>(
      'select code, language_id as "languageId" from languages order by language_id',
    ),
  );

  route(app, updateLanguage, async ({ body, principal }) => {
    const updated = await db.query(
      `update accounts set preferred_language_id = $2
        where account_id = $1 and exists (select 1 from languages where language_id = $2) returning 1`,
      [principal.accountId, body.languageId],
    );
    if (updated.length === 0) {
      throw new ApiError(400, 'errors.languageUnknown', { languageId: ['errors.languageUnknown'] });
    }
    await auditSupportWrite(db, principal, 'UpdateLanguage', { languageId: body.languageId });
  });

  route(app, getClients, async ({ principal }) => {
    if (principal.kind === 'agent') {
      return db.query<{ clientId: number; displayName: string }>(
        `select c.client_id as "clientId", c.display_name as "displayName"
           from agent_clients ac join clients c on c.client_id = ac.client_id
          where ac.agent_id = $1 order by c.display_name`,
        [principal.agentId],
      );
    }
    if (principal.kind === 'staff') {
      return db.query<{ clientId: number; displayName: string }>(
        'select client_id as "clientId", display_name as "displayName" from clients order by display_name',
      );
    }
    throw new ApiError(403, 'errors.agentsOnly');
  });
}
