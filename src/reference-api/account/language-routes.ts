import type { FastifyInstance } from 'fastify';
import { getClients } from '../../core/api/contract/agent.ts';
import { getLanguages, updateLanguage } from '../../core/api/contract/language.ts';
import { setPreferredLanguage } from '../auth/account-queries.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../platform/api-error.ts';
import { auditSupportWrite } from '../platform/audit-log.ts';
import { route } from '../platform/route.ts';
import { allClients, clientsOfAgent, listLanguages } from './language-queries.ts';

/** Registers the language calls and the agent's client list (docs/contract.md#areas). */
export function languageAndAgentRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;

  route(app, getLanguages, async () => listLanguages(db));

  route(app, updateLanguage, async ({ body, principal }) => {
    if (!(await setPreferredLanguage(db, principal.accountId, body.languageId))) {
      throw new ApiError(400, 'errors.languageUnknown', { languageId: ['errors.languageUnknown'] });
    }
    await auditSupportWrite(db, principal, 'UpdateLanguage', { languageId: body.languageId });
  });

  route(app, getClients, async ({ principal }) => {
    if (principal.kind === 'agent') {
      return clientsOfAgent(db, principal.agentId);
    }
    if (principal.kind === 'staff') {
      return allClients(db);
    }
    throw new ApiError(403, 'errors.agentsOnly');
  });
}
