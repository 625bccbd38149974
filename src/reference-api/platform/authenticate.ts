import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessionUsableSql } from '../auth/account-queries.ts';
import { sessionLiveSql } from '../auth/session-queries.ts';
import type { Db } from '../db/db.ts';
import type { AccessTokens } from './access-tokens.ts';
import { type Principal, sessionRoles } from './principal.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The caller of a request from its bearer token, or null when absent or no longer valid. */
    resolvePrincipal(request: FastifyRequest): Promise<Principal | null>;
    accessTokens: AccessTokens;
  }
}

interface SessionRow {
  account_id: number;
  email_address: string;
  kind: Principal['kind'];
  account_client_id: number | null;
  session_client_id: number | null;
  agent_id: number | null;
  support_by_account_id: number | null;
  support_by_email: string | null;
}

/**
 * Resolves the caller from `Authorization: Bearer …`: a valid signature and expiry, a session
 * not revoked (logout, reuse of a refresh token, an administrator disabling the login) nor past
 * its own end, and an activated login that is not disabled (nor its client). Cached per request. A
 * support session carries the `SupportSession` role beside its kind's and works only while the
 * staff session that started it does.
 */
export async function findPrincipal(db: Db, tokens: AccessTokens, request: FastifyRequest) {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!match) return null;
  const claims = await tokens.verify(match[1]!);
  if (!claims) return null;
  const [row] = await db.query<SessionRow>(
    `select a.account_id, a.email_address, s.kind, a.client_id as account_client_id,
            s.client_id as session_client_id, a.agent_id,
            s.support_by_account_id, staff.email_address as support_by_email
       from sessions s join accounts a on a.account_id = s.account_id
       left join accounts staff on staff.account_id = s.support_by_account_id
      where s.session_id = $1 and a.account_id = $2 and s.revoked_at is null and ${sessionUsableSql('s', 'a')}
        and ${sessionLiveSql('s')}`,
    [claims.sessionId, claims.accountId],
  );
  if (!row) return null;
  const principal: Principal = {
    accountId: row.account_id,
    sessionId: claims.sessionId,
    email: row.email_address,
    roles: sessionRoles(row.kind, row.support_by_account_id !== null),
    kind: row.kind,
    clientId:
      row.kind === 'customer' ? row.account_client_id : row.kind === 'token' ? row.session_client_id : null,
    agentId: row.kind === 'agent' ? row.agent_id : null,
    supportBy:
      row.support_by_account_id === null
        ? null
        : { accountId: row.support_by_account_id, email: row.support_by_email ?? '' },
  };
  return principal;
}

/** Decorates the app with `resolvePrincipal` and `accessTokens` for `route()` and the auth handlers. */
export const authenticatePlugin = fp(
  async (app: FastifyInstance, options: { db: Db; tokens: AccessTokens }) => {
    const cache = new WeakMap<FastifyRequest, Promise<Principal | null>>();
    app.decorate('accessTokens', options.tokens);
    app.decorate('resolvePrincipal', (request: FastifyRequest) => {
      let found = cache.get(request);
      if (!found) {
        found = findPrincipal(options.db, options.tokens, request);
        cache.set(request, found);
      }
      return found;
    });
  },
  { name: 'authenticate' },
);
