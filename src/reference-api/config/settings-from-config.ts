import { parseTestReceivers } from '../alerts/webhook-address.ts';
import type { WebhookSettings } from '../alerts/webhooks-plugin.ts';
import type { ContactLimitOptions } from '../areas/service/contact/contact-limits.ts';
import type { UploadOptions } from '../areas/service/upload/upload-quota.ts';
import type { ExportLimits } from '../areas/trade/export-gate.ts';
import type { AbuseLimitRuleOverrides } from '../auth/abuse-limits.ts';
import { parseCorsOrigins } from '../platform/cors.ts';
import { mailLinkOrigin } from '../platform/public-url.ts';
import type { ServerTimeouts } from '../platform/server-timeouts.ts';
import { parseTrustProxy, type TrustProxy } from '../platform/trust-proxy.ts';
import type { ServerConfig } from './config-schema.ts';

const MB = 1_000_000;
const HOUR = 60 * 60;

/** What the server is built with, in its own terms (buildApp's options of the same names win over these). */
export interface ConfiguredSettings {
  accessTokenTtlSeconds: number;
  refreshGraceSeconds: number;
  supportSessionSeconds: number;
  /** The front end's folder, or null for the API only. */
  staticDir: string | null;
  /** Compress JSON answers above 1 kB (platform/compress-answers.ts). */
  compress: boolean;
  logger: boolean;
  /** The address links in mails start with. */
  publicUrl: string;
  corsOrigins: readonly string[];
  trustProxy: TrustProxy;
  readyCheckSeconds: number;
  /** The port of the loopback-only metrics listener, or null for no metrics. */
  metricsPort: number | null;
  /** The mail drop's folder, or null for none. */
  mailDropDir: string | null;
  /** The mail server, or null: mails stay in the outbox. */
  smtpUrl: string | null;
  /** Seconds between the SMTP sender's looks for due mails. */
  mailPollSeconds: number;
  /** The brand name mails are framed with. */
  mailBrand: string;
  uploads: UploadOptions;
  contactLimits: ContactLimitOptions;
  abuseLimits: AbuseLimitRuleOverrides;
  timeouts: Partial<ServerTimeouts>;
  exports: Partial<ExportLimits>;
  webhooks: WebhookSettings;
}

/** Turns the settings into the server's own terms: seconds, bytes, rules. */
export function settingsFromConfig(config: ServerConfig): ConfiguredSettings {
  const mailPerHour = (max: number) => ({ max, windowSeconds: HOUR });
  const mailRule = {
    source: mailPerHour(config.MAIL_LIMIT_PER_SOURCE),
    address: mailPerHour(config.MAIL_LIMIT_PER_ADDRESS),
  };
  return {
    accessTokenTtlSeconds: config.ACCESS_TOKEN_TTL,
    refreshGraceSeconds: config.REFRESH_GRACE_SECONDS,
    supportSessionSeconds: Math.round(config.SUPPORT_SESSION_MINUTES * 60),
    staticDir: config.STATIC_DIR === '' ? null : config.STATIC_DIR,
    compress: config.COMPRESS === '1',
    // Production logs its requests unless told not to (LOG=0); the demo only when asked (LOG=1).
    logger: config.LOG === undefined ? config.NODE_ENV === 'production' : config.LOG === '1',
    publicUrl: mailLinkOrigin(config, config.HOST, config.PORT),
    corsOrigins: parseCorsOrigins(config.CORS_ORIGINS),
    trustProxy: parseTrustProxy(config.TRUST_PROXY),
    readyCheckSeconds: config.READY_CHECK_SECONDS,
    metricsPort: config.METRICS_PORT ?? null,
    mailDropDir: config.MAIL_DROP_DIR || null,
    smtpUrl: config.SMTP_URL || null,
    mailPollSeconds: config.MAIL_POLL_SECONDS,
    mailBrand: config.MAIL_BRAND,
    uploads: {
      maxUnattachedUploads: config.UPLOAD_MAX_FILES,
      maxUnattachedBytes: config.UPLOAD_MAX_UNATTACHED_MB * MB,
      maxStoredBytes: config.UPLOAD_MAX_STORED_MB * MB,
      maxOpenTransfers: config.UPLOAD_MAX_OPEN_TRANSFERS,
      unfinishedTtlSeconds: config.UPLOAD_UNFINISHED_TTL_MINUTES * 60,
      unattachedTtlSeconds: config.UPLOAD_UNATTACHED_TTL_HOURS * HOUR,
      attachedRetentionSeconds: config.UPLOAD_ATTACHED_RETENTION_DAYS * 24 * HOUR,
    },
    contactLimits: {
      perLoginHour: config.CONTACT_LIMIT_PER_LOGIN_HOUR,
      perLoginDay: config.CONTACT_LIMIT_PER_LOGIN_DAY,
      perClientHour: config.CONTACT_LIMIT_PER_CLIENT_HOUR,
      perClientDay: config.CONTACT_LIMIT_PER_CLIENT_DAY,
    },
    abuseLimits: {
      mail: { reset: mailRule, registration: mailRule, activation: mailRule },
      login: { checks: { max: config.LOGIN_CHECKS_PER_SOURCE, windowSeconds: 60 } },
    },
    timeouts: {
      requestMs: config.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
      headersMs: config.HTTP_HEADERS_TIMEOUT_SECONDS * 1000,
      idleMs: config.HTTP_IDLE_TIMEOUT_SECONDS * 1000,
      keepAliveMs: config.HTTP_KEEP_ALIVE_SECONDS * 1000,
    },
    webhooks: {
      pollSeconds: config.WEBHOOK_POLL_SECONDS,
      timeoutSeconds: config.WEBHOOK_TIMEOUT_SECONDS,
      testReceivers: parseTestReceivers(config.WEBHOOK_TEST_RECEIVERS),
      retryDelaysSeconds: config.WEBHOOK_RETRY_SECONDS.split(',').map((n) => Number(n.trim())),
    },
    exports: {
      maxRows: config.EXPORT_MAX_ROWS,
      perLogin: config.EXPORTS_PER_LOGIN,
      overall: config.EXPORTS_AT_ONCE,
      chunkRows: config.EXPORT_CHUNK_ROWS,
    },
  };
}
