import type { FastifyInstance } from 'fastify';
import { getPartnerWebLoginUri } from '../../core/api/contract/partner-web.ts';
import { createOneTimeToken } from '../auth/one-time-tokens.ts';
import { publicOrigin } from '../auth/outbox-mail.ts';
import type { Db } from '../db/db.ts';
import { resolveClientId } from '../platform/client-scope.ts';
import { route } from '../platform/route.ts';

/**
 * Registers the partner-web hand-over: a single-use login token for the current user and
 * client, on the partner-web site (`PARTNER_WEB_URL`, by default this server, whose portal
 * logs in at `/auth/token/<token>`).
 */
export function partnerWebRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  route(app, getPartnerWebLoginUri, async ({ principal, query, request }) => {
    const clientId = await resolveClientId(db, principal, query.clientId);
    const token = await createOneTimeToken(db, 'login', principal.accountId, clientId);
    const base = (process.env.PARTNER_WEB_URL ?? publicOrigin(request)).replace(/\/+$/, '');
    return { uri: `${base}/auth/token/${encodeURIComponent(token)}` };
  });
}
