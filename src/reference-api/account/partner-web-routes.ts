import type { FastifyInstance } from 'fastify';
import { getPartnerWebLoginUri } from '../../core/api/contract/partner-web.ts';
import { createOneTimeToken } from '../auth/one-time-tokens.ts';
import type { Db } from '../db/db.ts';
import { resolveClientId } from '../platform/client-scope.ts';
import { route } from '../platform/route.ts';

/**
 * Registers the partner-web hand-over: a single-use login token for the current user and
 * client, on the partner-web site (`PARTNER_WEB_URL`, by default this portal's configured address,
 * whose portal logs in at `/auth/token/<token>`).
 */
export function partnerWebRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  route(app, getPartnerWebLoginUri, async ({ principal, query }) => {
    const clientId = await resolveClientId(db, principal, query.clientId);
    const token = await createOneTimeToken(db, 'login', principal.accountId, clientId);
    // Like mail links, never from the request's Host: the configured address only.
    const base = (app.config.PARTNER_WEB_URL ?? app.mailSettings.origin).replace(/\/+$/, '');
    return { uri: `${base}/auth/token/${encodeURIComponent(token)}` };
  });
}
