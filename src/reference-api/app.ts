import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { accountRoutes } from './account/account-routes.ts';
import { languageAndAgentRoutes } from './account/language-routes.ts';
import { partnerWebRoutes } from './account/partner-web-routes.ts';
import { dataAreas } from './areas/index.ts';
import type { ContactLimitOptions } from './areas/service/contact/contact-limits.ts';
import type { UploadOptions } from './areas/service/upload/upload-quota.ts';
import { ExportGate, type ExportLimits } from './areas/trade/export-gate.ts';
import { type AbuseLimitRuleOverrides, AbuseLimits, defaultAbuseLimitRules } from './auth/abuse-limits.ts';
import { loginRoutes } from './auth/login-routes.ts';
import { MailJobQueue, type MailJobs } from './auth/mail-jobs.ts';
import { registrationRoutes } from './auth/registration-routes.ts';
import { databaseReadable, WriteCheck } from './db/database-health.ts';
import type { Db } from './db/db.ts';
import { startMailDrop } from './dev/mail-drop.ts';
import { AccessTokens } from './platform/access-tokens.ts';
import { authenticatePlugin } from './platform/authenticate.ts';
import { installCors } from './platform/cors.ts';
import { errorBodySchema } from './platform/documented-answers.ts';
import { installErrorHandler, onFrameworkError } from './platform/error-handler.ts';
import { installInputGuard } from './platform/input-guard.ts';
import { installJsonBodyLimits, type JsonBodyLimits } from './platform/json-body-limits.ts';
import { redactedRequest } from './platform/log-redaction.ts';
import { apiPrefix } from './platform/route.ts';
import { installSecurityHeaders } from './platform/security-headers.ts';
import { message } from './platform/server-messages.ts';
import { type ServerTimeouts, serverTimeoutOptions } from './platform/server-timeouts.ts';
import { fastifyTrustProxy, type TrustProxy } from './platform/trust-proxy.ts';

/** How the server is built. */
export interface AppOptions {
  db: Db;
  /** Lifetime of access tokens in seconds (default 900). */
  accessTokenTtlSeconds?: number;
  /** Folder of the built front end to serve with an SPA fallback; null or absent serves only the API. */
  staticDir?: string | null;
  /** Writes the request log (`LOG=1`), tokens in paths and queries redacted. */
  logger?: boolean;
  /** Where the request log goes instead of stdout (tests read it); implies `logger`. */
  logStream?: { write(line: string): void };
  /**
   * The address links in mails start with (`PUBLIC_URL`, or `http://localhost:<PORT>` on loopback:
   * main.ts decides). Never taken from a request. Default `http://localhost`.
   */
  publicUrl?: string;
  /**
   * Keep each mail's recipient copy (its live link) in `mail_deliveries` for a test to read as the
   * recipient; by default it is kept only while a mail drop is to write it, else never.
   */
  keepRecipientCopies?: boolean;
  /**
   * Failed password checks per address and source before the first delay, and wrong TOTP codes per
   * account in 15 minutes (defaults 5 and 10; shorthand of `abuseLimits`).
   */
  loginAttemptLimit?: number;
  /** Flood limits of login, reset and registration (defaults: `defaultAbuseLimitRules`). */
  abuseLimits?: AbuseLimitRuleOverrides;
  /** The clock of the flood limits in ms (tests step past a lockout); default `Date.now`. */
  abuseLimitsClock?: () => number;
  /** Seconds a just-rotated refresh token still answers the same successor (default 30). */
  refreshGraceSeconds?: number;
  /** The clock of refresh-token rotation (tests step past the grace period); default the database's. */
  refreshClock?: () => Date;
  /** Seconds a support session ("log in as") lasts at most, refreshes included (default 3600). */
  supportSessionSeconds?: number;
  /** Where mail work goes after the answer (default an in-process MailJobQueue; tests hold it). */
  mailJobs?: MailJobs;
  /** A folder to write every outbox mail into as a JSON file (default `MAIL_DROP_DIR`; unset: none). */
  mailDropDir?: string | null;
  /** Upload quota, expiry and its clock (defaults: `defaultUploadQuota`). */
  uploads?: UploadOptions;
  /** Origins whose pages may call the API (`CORS_ORIGINS`); default none: same origin only. Element files go to any origin. */
  corsOrigins?: readonly string[];
  /** Nesting depth and key count of JSON bodies, checked before parsing (defaults: `defaultJsonBodyLimits`). */
  jsonBodyLimits?: Partial<JsonBodyLimits>;
  /** Request, header, idle and keep-alive timeouts (defaults: `defaultServerTimeouts`). */
  timeouts?: Partial<ServerTimeouts>;
  /** Row cap and concurrent exports per login and in all (defaults: `defaultExportLimits`). */
  exports?: Partial<ExportLimits>;
  /** Proxies in front of the server (`TRUST_PROXY`, see `parseTrustProxy`): a hop count or their addresses; default none. */
  trustProxy?: TrustProxy;
  /** Contact messages per login and per client, an hour and a day (defaults: `defaultContactLimits`; counted on `abuseLimitsClock`). */
  contactLimits?: ContactLimitOptions;
  /** Seconds `/ready` reuses its database write check (`READY_CHECK_SECONDS`, default 10). */
  readyCheckSeconds?: number;
}

/**
 * Builds the reference API: platform (errors, security headers, bearer auth, OpenAPI), the
 * authentication/account/language/agent/partner-web calls, every data area, and the front end.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db } = options;
  const logged = options.logger === true || options.logStream !== undefined;
  const app = Fastify({
    logger: logged
      ? { serializers: { req: redactedRequest }, ...(options.logStream ? { stream: options.logStream } : {}) }
      : false,
    // All validation errors at once, so a form can show every bad field in one answer.
    ajv: { customOptions: { allErrors: true } },
    // A hop count or the proxies' addresses, never every hop: the client's address (the source of
    // the rate limits) is then the one the nearest trusted proxy saw, not a forged first entry.
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    // Unique across restarts and instances: a 500 answer quotes it, the error log has it.
    genReqId: () => randomUUID(),
    // A malformed URL (bad percent-encoding) gets the portal's problem body and headers, not Fastify's raw one.
    frameworkErrors: onFrameworkError,
    // A client trickling its headers or body is cut off (408) instead of holding a connection.
    ...serverTimeoutOptions(options.timeouts),
  });
  installErrorHandler(app);
  installSecurityHeaders(app);
  installJsonBodyLimits(app, options.jsonBodyLimits);
  installInputGuard(app);
  await installCors(app, options.corsOrigins ?? []);
  app.addSchema(errorBodySchema);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Customer portal reference API',
        version: '1.0.0',
        license: { name: 'MIT', url: 'https://opensource.org/license/mit' },
      },
      // Relative unless PUBLIC_URL names where the portal is published (the paths keep /customerportal).
      servers: [{ url: process.env.PUBLIC_URL?.replace(/\/+$/, '') || '/' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    // A PUBLIC_URL with a path must not cut that path off the front of the routes' own paths.
    stripBasePath: false,
    // Shared schemas (ErrorBody) keep their name in components/schemas instead of def-N.
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });
  const mailJobs = options.mailJobs ?? new MailJobQueue();
  app.decorate('mailJobs', mailJobs);
  const mailDropDir = options.mailDropDir === undefined ? process.env.MAIL_DROP_DIR : options.mailDropDir;
  const drop = mailDropDir ? await startMailDrop(db, resolve(mailDropDir)) : null;
  app.decorate('mailSettings', {
    origin: (options.publicUrl ?? 'http://localhost').replace(/\/+$/, ''),
    deliversCopies: drop !== null || options.keepRecipientCopies === true,
  });
  // Mails queued by the last answers are written (and dropped) before the database closes.
  app.addHook('onClose', async () => {
    await mailJobs.idle();
    await drop?.stop();
  });
  const tokens = await AccessTokens.load(db, options.accessTokenTtlSeconds ?? 900);
  await app.register(authenticatePlugin, { db, tokens });

  const abuseLimits = new AbuseLimits(db, {
    rules: {
      ...options.abuseLimits,
      login: {
        ...(options.loginAttemptLimit
          ? {
              pair: {
                ...defaultAbuseLimitRules.login.pair,
                delay: { ...defaultAbuseLimitRules.login.pair.delay!, after: options.loginAttemptLimit },
              },
              totp: { max: options.loginAttemptLimit, windowSeconds: 15 * 60 },
            }
          : {}),
        ...options.abuseLimits?.login,
      },
    },
    ...(options.abuseLimitsClock ? { now: options.abuseLimitsClock } : {}),
  });
  app.decorate('abuseLimits', abuseLimits);
  app.decorate('exportGate', new ExportGate(options.exports));
  loginRoutes(app, {
    db,
    limits: abuseLimits,
    refreshPolicy: { graceSeconds: options.refreshGraceSeconds ?? 30, now: options.refreshClock },
  });
  registrationRoutes(app, { db });
  accountRoutes(app, { db });
  languageAndAgentRoutes(app, { db });
  partnerWebRoutes(app, { db });
  for (const area of dataAreas)
    await app.register(async (scope) =>
      area(scope, {
        db,
        uploads: options.uploads,
        supportSessionSeconds: options.supportSessionSeconds,
        contactLimits: options.contactLimits,
        limitsClock: options.abuseLimitsClock,
      }),
    );

  // Liveness for process managers and the end-to-end harness: answers once the database answers a
  // read. Anonymous and called often, so it writes nothing (issue 23 §9).
  app.get(`${apiPrefix}/health`, { schema: { hide: true } }, async (_request, reply) => {
    const health = await databaseReadable(db);
    if (!health.ok) {
      app.log.error({ err: health.error }, 'health: the database does not answer');
      return reply.code(503).send({ status: 'unavailable', reason: health.reason });
    }
    return { status: 'ok' };
  });
  // Readiness: also 503 when the database answers but cannot write (full disk, read-only folder).
  // The write runs at most once per readyCheckSeconds, whoever calls.
  const writeCheck = new WriteCheck(db, options.readyCheckSeconds ?? 10);
  app.get(`${apiPrefix}/ready`, { schema: { hide: true } }, async (_request, reply) => {
    const health = await writeCheck.check();
    if (!health.ok) {
      app.log.error({ err: health.error }, 'ready: the database cannot write');
      return reply.code(503).send({ status: 'unavailable', reason: health.reason });
    }
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
