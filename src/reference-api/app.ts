import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { accountPlugin } from './account/account-plugin.ts';
import { alertSubscriptionsPlugin } from './alerts/alert-subscriptions-routes.ts';
import { emailAlertsPlugin } from './alerts/email-alerts-plugin.ts';
import { notificationsRoutes } from './alerts/notifications-routes.ts';
import { silentShipmentsPlugin } from './alerts/silent-shipments.ts';
import { type WebhookSettings, webhooksPlugin } from './alerts/webhooks-plugin.ts';
import { areasPlugin } from './areas/index.ts';
import type { ContactLimitOptions } from './areas/service/contact/contact-limits.ts';
import type { UploadOptions } from './areas/service/upload/upload-quota.ts';
import { ExportGate, type ExportLimits } from './areas/trade/export-gate.ts';
import { type AbuseLimitRuleOverrides, AbuseLimits, defaultAbuseLimitRules } from './auth/abuse-limits.ts';
import { authPlugin } from './auth/auth-plugin.ts';
import { MailJobQueue, type MailJobs } from './auth/mail-jobs.ts';
import { configPlugin } from './config/config-plugin.ts';
import type { ServerConfig } from './config/config-schema.ts';
import { loadConfig } from './config/load-config.ts';
import { type ConfiguredSettings, settingsFromConfig } from './config/settings-from-config.ts';
import type { Db } from './db/db.ts';
import { demoLivePlugin } from './demo/demo-live-plugin.ts';
import { integrationPlugin } from './integration/integration-plugin.ts';
import { livePlugin } from './live/live-plugin.ts';
import { AccessTokens } from './platform/access-tokens.ts';
import { authenticatePlugin } from './platform/authenticate.ts';
import { compressAnswersPlugin } from './platform/compress-answers.ts';
import { corsPlugin } from './platform/cors.ts';
import { errorHandlerPlugin, onFrameworkError } from './platform/error-handler.ts';
import { frontEndPlugin } from './platform/front-end-plugin.ts';
import { inputGuardPlugin } from './platform/input-guard.ts';
import { type JsonBodyLimits, jsonBodyLimitsPlugin } from './platform/json-body-limits.ts';
import { redactedRequest } from './platform/log-redaction.ts';
import { mailPlugin } from './platform/mail-plugin.ts';
import { metricsPlugin } from './platform/metrics-plugin.ts';
import { openApiPlugin } from './platform/openapi-plugin.ts';
import { apiPrefix } from './platform/route.ts';
import { securityHeadersPlugin } from './platform/security-headers.ts';
import { type ServerTimeouts, serverTimeoutOptions } from './platform/server-timeouts.ts';
import { serviceRoutes } from './platform/service-routes.ts';
import { fastifyTrustProxy, type TrustProxy } from './platform/trust-proxy.ts';

/** How the server is built. */
export interface AppOptions {
  db: Db;
  /**
   * The settings (config/config-schema.ts); default `loadConfig()` from the process's environment. The
   * options below override their setting where given (tests); each says which one.
   */
  config?: ServerConfig;
  /** Lifetime of access tokens in seconds (`ACCESS_TOKEN_TTL`). */
  accessTokenTtlSeconds?: number;
  /** Folder of the built front end to serve with an SPA fallback (`STATIC_DIR`); null serves only the API. */
  staticDir?: string | null;
  /** Compress JSON answers above 1 kB by Accept-Encoding (`COMPRESS`, default on). */
  compress?: boolean;
  /** Writes the request log (`LOG=1`), tokens in paths and queries redacted. */
  logger?: boolean;
  /** Where the request log goes instead of stdout (tests read it); implies `logger`. */
  logStream?: { write(line: string): void };
  /**
   * The address links in mails start with (`PUBLIC_URL`, or `http://localhost:<PORT>` on loopback).
   * Never taken from a request.
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
  /** Flood limits of login, reset and registration (`MAIL_LIMIT_*`, `LOGIN_CHECKS_PER_SOURCE`; the rest `defaultAbuseLimitRules`). */
  abuseLimits?: AbuseLimitRuleOverrides;
  /** The clock of the flood limits in ms (tests step past a lockout); default `Date.now`. */
  abuseLimitsClock?: () => number;
  /** Seconds a just-rotated refresh token still answers the same successor (`REFRESH_GRACE_SECONDS`). */
  refreshGraceSeconds?: number;
  /** The clock of refresh-token rotation (tests step past the grace period); default the database's. */
  refreshClock?: () => Date;
  /** Seconds a support session ("log in as") lasts at most, refreshes included (`SUPPORT_SESSION_MINUTES`). */
  supportSessionSeconds?: number;
  /** Where mail work goes after the answer (default an in-process MailJobQueue; tests hold it). */
  mailJobs?: MailJobs;
  /** A folder to write every outbox mail into as a JSON file (default `MAIL_DROP_DIR`; unset: none). */
  mailDropDir?: string | null;
  /** The mail server the outbox is sent to (`SMTP_URL`); null: mails stay in the outbox (the demo). */
  smtpUrl?: string | null;
  /** Seconds between the SMTP sender's looks for due mails (`MAIL_POLL_SECONDS`). */
  mailPollSeconds?: number;
  /** The brand name mails are framed with (`MAIL_BRAND`). */
  mailBrand?: string;
  /** The SMTP sender's clock (tests step it past the retry delays); default the system's. */
  mailClock?: () => Date;
  /** Upload quota, expiry and its clock (`UPLOAD_*`). */
  uploads?: UploadOptions;
  /** Origins whose pages may call the API (`CORS_ORIGINS`); default none: same origin only. Element files go to any origin. */
  corsOrigins?: readonly string[];
  /** Nesting depth and key count of JSON bodies, checked before parsing (defaults: `defaultJsonBodyLimits`). */
  jsonBodyLimits?: Partial<JsonBodyLimits>;
  /** Request, header, idle and keep-alive timeouts (`HTTP_*`). */
  timeouts?: Partial<ServerTimeouts>;
  /** Row cap and concurrent exports per login and in all (`EXPORT_*`). */
  exports?: Partial<ExportLimits>;
  /** Proxies in front of the server (`TRUST_PROXY`, see `parseTrustProxy`): a hop count or their addresses; default none. */
  trustProxy?: TrustProxy;
  /** Contact messages per login and per client, an hour and a day (`CONTACT_LIMIT_*`; counted on `abuseLimitsClock`). */
  contactLimits?: ContactLimitOptions;
  /** Seconds `/ready` reuses its database write check (`READY_CHECK_SECONDS`, default 10). */
  readyCheckSeconds?: number;
  /** With `DEMO_LIVE=1`: milliseconds between the demo simulator's batches (default 5000; tests). */
  demoLiveIntervalMs?: number;
  /** Serve Prometheus metrics on 127.0.0.1 at this port (`METRICS_PORT`; 0: any free port; null: none). */
  metricsPort?: number | null;
  /** Webhooks' timeout, poll, test receivers (`WEBHOOK_*`) and the sender's clock; each given one wins. */
  webhooks?: Partial<WebhookSettings>;
}

/** Each setting from the options where given, else from the configuration. */
function withOverrides(configured: ConfiguredSettings, options: AppOptions): ConfiguredSettings {
  const settings = { ...configured };
  for (const key of Object.keys(configured) as (keyof ConfiguredSettings)[]) {
    if (options[key] !== undefined) Object.assign(settings, { [key]: options[key] });
  }
  return settings;
}

/**
 * Builds the reference API, like fastify/demo: the settings (`app.config`), the platform plugins
 * (errors, security headers, body limits, CORS, OpenAPI, mail, bearer auth), then each route group a
 * plugin under the API prefix (authentication, account, the data areas, the service's own calls),
 * and the front end.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db } = options;
  const config = options.config ?? loadConfig();
  const configured = settingsFromConfig(config);
  const settings = withOverrides(configured, options);
  const app = Fastify({
    logger:
      settings.logger || options.logStream !== undefined
        ? {
            serializers: { req: redactedRequest },
            ...(options.logStream ? { stream: options.logStream } : {}),
          }
        : false,
    // All validation errors at once, so a form can show every bad field in one answer.
    ajv: { customOptions: { allErrors: true } },
    // A hop count or the proxies' addresses, never every hop: the client's address (the source of
    // the rate limits) is then the one the nearest trusted proxy saw, not a forged first entry.
    trustProxy: fastifyTrustProxy(settings.trustProxy),
    // Unique across restarts and instances: a 500 answer quotes it, the error log has it.
    genReqId: () => randomUUID(),
    // A malformed URL (bad percent-encoding) gets the portal's problem body and headers, not Fastify's raw one.
    frameworkErrors: onFrameworkError,
    // A client trickling its headers or body is cut off (408) instead of holding a connection.
    ...serverTimeoutOptions(settings.timeouts),
  });
  await app.register(configPlugin, { config });
  // Before the routes, so its timing hook sees every one of them.
  if (settings.metricsPort !== null) await app.register(metricsPlugin, { port: settings.metricsPort });
  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(jsonBodyLimitsPlugin, options.jsonBodyLimits ?? {});
  await app.register(inputGuardPlugin);
  await app.register(corsPlugin, { origins: settings.corsOrigins });
  // Before the routes: it hooks each route as it is added.
  if (settings.compress) await app.register(compressAnswersPlugin);
  await app.register(openApiPlugin, { publicUrl: config.PUBLIC_URL });
  await app.register(mailPlugin, {
    db,
    mailJobs: options.mailJobs ?? new MailJobQueue(),
    origin: settings.publicUrl,
    from: config.MAIL_FROM,
    mailDropDir: settings.mailDropDir,
    keepRecipientCopies: options.keepRecipientCopies === true,
    smtpUrl: settings.smtpUrl,
    brand: settings.mailBrand,
    pollMs: settings.mailPollSeconds * 1000,
    clock: options.mailClock,
  });
  const tokens = await AccessTokens.load(db, settings.accessTokenTtlSeconds, config.JWT_SECRET);
  await app.register(authenticatePlugin, { db, tokens });

  const abuse = settings.abuseLimits;
  const abuseLimits = new AbuseLimits(db, {
    rules: {
      ...abuse,
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
        ...abuse.login,
      },
    },
    ...(options.abuseLimitsClock ? { now: options.abuseLimitsClock } : {}),
  });
  app.decorate('abuseLimits', abuseLimits);
  app.decorate('exportGate', new ExportGate(settings.exports));

  const api = { prefix: apiPrefix };
  await app.register(authPlugin, {
    ...api,
    db,
    limits: abuseLimits,
    refreshPolicy: { graceSeconds: settings.refreshGraceSeconds, now: options.refreshClock },
  });
  await app.register(accountPlugin, { ...api, db });
  await app.register(areasPlugin, {
    ...api,
    db,
    uploads: settings.uploads,
    supportSessionSeconds: settings.supportSessionSeconds,
    contactLimits: settings.contactLimits,
    limitsClock: options.abuseLimitsClock,
  });
  await app.register(alertSubscriptionsPlugin, { ...api, db });
  await app.register(integrationPlugin, { ...api, db });
  await app.register(livePlugin, { ...api, db });
  await app.register(notificationsRoutes, { ...api, db });
  await app.register(emailAlertsPlugin, { db });
  await app.register(webhooksPlugin, { db, settings: { ...configured.webhooks, ...options.webhooks } });
  await app.register(silentShipmentsPlugin, { db });
  await app.register(serviceRoutes, { ...api, db, readyCheckSeconds: settings.readyCheckSeconds });
  if (config.DEMO_LIVE === '1')
    await app.register(demoLivePlugin, { db, intervalMs: options.demoLiveIntervalMs });
  await app.register(frontEndPlugin, { root: settings.staticDir ? resolve(settings.staticDir) : null });
  return app;
}
