import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { accountRoutes } from './account/account-routes.ts';
import { languageAndAgentRoutes } from './account/language-routes.ts';
import { partnerWebRoutes } from './account/partner-web-routes.ts';
import { dataAreas } from './areas/index.ts';
import { AttemptLimiter } from './auth/attempt-limiter.ts';
import { loginRoutes } from './auth/login-routes.ts';
import { registrationRoutes } from './auth/registration-routes.ts';
import type { Db } from './db/db.ts';
import { devOutboxEnabled, devOutboxRoutes } from './dev/dev-outbox-routes.ts';
import { AccessTokens } from './platform/access-tokens.ts';
import { authenticatePlugin } from './platform/authenticate.ts';
import { installErrorHandler } from './platform/error-handler.ts';
import { apiPrefix } from './platform/route.ts';
import { installSecurityHeaders } from './platform/security-headers.ts';
import { message } from './platform/server-messages.ts';

/** How the server is built. */
export interface AppOptions {
  db: Db;
  /** Lifetime of access tokens in seconds (default 900). */
  accessTokenTtlSeconds?: number;
  /** Folder of the built front end to serve with an SPA fallback; null or absent serves only the API. */
  staticDir?: string | null;
  logger?: boolean;
  /** Failed login/TOTP attempts allowed per IP + e-mail address in 15 minutes (default 10). */
  loginAttemptLimit?: number;
}

/**
 * Builds the reference API: platform (errors, security headers, bearer auth, OpenAPI), the
 * authentication/account/language/agent/partner-web calls, every data area, and the front end.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    // All validation errors at once, so a form can show every bad field in one answer.
    ajv: { customOptions: { allErrors: true } },
    trustProxy: process.env.TRUST_PROXY === '1',
  });
  installErrorHandler(app);
  installSecurityHeaders(app);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Customer portal reference API', version: '1.0.0' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  const tokens = await AccessTokens.load(db, options.accessTokenTtlSeconds ?? 900);
  await app.register(authenticatePlugin, { db, tokens });

  loginRoutes(app, { db, limiter: new AttemptLimiter(options.loginAttemptLimit ?? 10) });
  registrationRoutes(app, { db });
  accountRoutes(app, { db });
  languageAndAgentRoutes(app, { db });
  partnerWebRoutes(app, { db });
  if (devOutboxEnabled()) devOutboxRoutes(app, { db });
  for (const area of dataAreas) await app.register(async (scope) => area(scope, { db }));

  // Readiness for process managers and the end-to-end harness: answers once the database does.
  app.get(`${apiPrefix}/health`, { schema: { hide: true } }, async () => {
    await db.query('select 1');
    return { status: 'ok' };
  });
  app.get(`${apiPrefix}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
  await serveFrontEnd(app, options.staticDir ? resolve(options.staticDir) : null);
  return app;
}

/**
 * Serves the built front end; a GET for HTML on a non-API path answers index.html (the SPA
 * routes). Unknown `/customerportal/*` paths always answer 404 JSON.
 */
async function serveFrontEnd(app: FastifyInstance, root: string | null): Promise<void> {
  const spa = root !== null && existsSync(resolve(root, 'index.html'));
  if (spa) {
    await app.register(fastifyStatic, {
      root,
      // `/` answers the SPA's index.html like every other portal route (the not-found handler
      // covers the rest); without it @fastify/static refuses the folder with a 403.
      index: ['index.html'],
      // The build writes .br and .gz copies (scripts/compress-dist.mjs); sent by Accept-Encoding.
      preCompressed: true,
      setHeaders: (reply, path) => {
        // Content-hashed files never change under their name.
        if (/[\\/](assets|elements[\\/]chunks)[\\/]/.test(path))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  } else if (root !== null) {
    app.log.warn(`no index.html in ${root}: serving the API only`);
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === apiPrefix || path.startsWith(`${apiPrefix}/`);
    if (spa && !isApi && request.method === 'GET' && (request.headers.accept ?? '').includes('text/html')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ title: message('en', 'errors.notFound'), status: 404 });
  });
}
