import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.ts';
import { accountRoutes } from './account-routes.ts';
import { languageAndAgentRoutes } from './language-routes.ts';
import { partnerWebRoutes } from './partner-web-routes.ts';

/** The signed-in user's own calls: account, password, language, agents and the partner-web hand-over. */
export async function accountPlugin(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  accountRoutes(app, deps);
  languageAndAgentRoutes(app, deps);
  partnerWebRoutes(app, deps);
}
