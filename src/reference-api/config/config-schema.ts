import { type Static, Type } from 'typebox';
import { webhookRetryDelaysSeconds } from '../alerts/webhook-retry.ts';
import { defaultContactLimits } from '../areas/service/contact/contact-limits.ts';
import { defaultUploadQuota } from '../areas/service/upload/upload-quota.ts';
import { defaultExportLimits } from '../areas/trade/export-gate.ts';
import { defaultAbuseLimitRules } from '../auth/abuse-limits.ts';
import { defaultMailFrom } from '../auth/outbox-mail.ts';
import { defaultMailBrand } from '../mail/outgoing-mail.ts';
import { defaultServerTimeouts } from '../platform/server-timeouts.ts';

const seconds = (ms: number) => ms / 1000;
const whole = (fallback: number, description: string) =>
  Type.Integer({ minimum: 1, default: fallback, description });
const positive = (fallback: number, description: string) =>
  Type.Number({ exclusiveMinimum: 0, default: fallback, description });

/**
 * Every setting of the reference API, read from the environment in one place (load-config.ts) and
 * validated at start-up: a bad value stops the start with a line naming it. Adding a setting is one
 * entry here; its `description` is the README's line for it.
 */
export const configSchema = Type.Object(
  {
    // The mode.
    NODE_ENV: Type.Enum(['development', 'production', 'test'], {
      default: 'development',
      description:
        'production: no demo data and no demo token, and PUBLIC_URL, JWT_SECRET (32 bytes or more), SMTP_URL and MAIL_FROM are required.',
    }),
    ADMIN_EMAIL: Type.Optional(
      Type.String({
        pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
        description:
          'Production: the first staff login, created with its activation mail on the first start; later starts leave it alone.',
      }),
    ),
    // Where it listens and what it serves.
    PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 8080, description: 'The port to listen on.' }),
    HOST: Type.String({
      minLength: 1,
      default: '127.0.0.1',
      description:
        'The address to listen on. Loopback by default: the demo accounts share a published password, so 0.0.0.0 only on purpose.',
    }),
    STATIC_DIR: Type.String({
      default: 'dist',
      description: 'The built front end to serve (SPA fallback); empty: serve the API only.',
    }),
    COMPRESS: Type.Enum(['0', '1'], {
      default: '1',
      description:
        '0: JSON answers go out raw, for a proxy in front that compresses them itself (its CPU, not this server’s); 1: brotli or gzip above 1 kB.',
    }),
    LOG: Type.Optional(
      Type.Enum(['0', '1'], {
        description:
          '1 writes the request log, JSON lines with a reqId each (tokens redacted); default 1 in production, else 0.',
      }),
    ),
    // The database.
    DATA_DIR: Type.String({ minLength: 1, default: '.data', description: 'The PGlite data folder.' }),
    DATABASE_URL: Type.Optional(
      Type.String({ description: 'A PostgreSQL server to use instead of PGlite (unset or empty: PGlite).' }),
    ),
    READY_CHECK_SECONDS: Type.Number({
      minimum: 0,
      default: 10,
      description: 'Seconds /ready reuses its database write check.',
    }),
    // Addresses.
    PUBLIC_URL: Type.Optional(
      Type.String({
        description:
          'The address links in mails start with (and the OpenAPI server); required unless HOST is loopback, where it is http://localhost:PORT.',
      }),
    ),
    PARTNER_WEB_URL: Type.Optional(
      Type.String({
        description: 'The partner-web site the hand-over token goes to (default: the portal’s address).',
      }),
    ),
    CORS_ORIGINS: Type.String({
      default: '',
      description: 'Comma-separated origins whose pages may call the API; empty: same origin only.',
    }),
    TRUST_PROXY: Type.String({
      default: '',
      description: 'Proxies in front: a hop count (1) or their addresses/CIDR ranges; empty: none.',
    }),
    // Sessions.
    JWT_SECRET: Type.Optional(
      Type.String({
        minLength: 1,
        description: 'The access tokens’ signing key (default: a random key kept in the database).',
      }),
    ),
    ACCESS_TOKEN_TTL: whole(900, 'Lifetime of access tokens in seconds.'),
    REFRESH_GRACE_SECONDS: Type.Number({
      minimum: 0,
      default: 30,
      description: 'Seconds a just-rotated refresh token still answers the same successor.',
    }),
    SUPPORT_SESSION_MINUTES: Type.Number({
      exclusiveMinimum: 0,
      maximum: 24 * 60,
      default: 60,
      description: 'Longest support session ("log in as") in minutes, refreshes included (at most 1440).',
    }),
    // Mail.
    MAIL_FROM: Type.String({
      minLength: 1,
      default: defaultMailFrom,
      description: 'The sender of the portal’s mails.',
    }),
    SMTP_URL: Type.Optional(
      Type.String({
        description:
          'The mail server, smtp://user:pass@host:587 (STARTTLS) or smtps://user:pass@host:465; unset: mails stay in the outbox (the demo).',
      }),
    ),
    MAIL_POLL_SECONDS: positive(
      15,
      'With SMTP_URL: seconds between looks for mails due (retries, mails other instances queued); a new mail is sent at once.',
    ),
    MAIL_BRAND: Type.String({
      minLength: 1,
      default: defaultMailBrand,
      description: 'The brand name in the heading and footer of every mail ("<brand> Customer Portal").',
    }),
    MAIL_DROP_DIR: Type.Optional(
      Type.String({ description: 'A folder to write every outbox mail into as a JSON file (unset: none).' }),
    ),
    // Flood limits.
    MAIL_LIMIT_PER_SOURCE: whole(
      defaultAbuseLimitRules.mail.reset.source.max,
      'Mails of each kind (reset, registration, activation) one source may ask for an hour.',
    ),
    MAIL_LIMIT_PER_ADDRESS: whole(
      defaultAbuseLimitRules.mail.reset.address.max,
      'Mails of each kind one address may be sent an hour.',
    ),
    LOGIN_CHECKS_PER_SOURCE: whole(
      defaultAbuseLimitRules.login.checks.max,
      'Password checks one source may make a minute, right or wrong.',
    ),
    // Alerts (docs/alerts.md).
    ALERT_ETA_MINUTES: whole(
      30,
      'The least move of an estimated arrival, later or earlier, that is a change (each login then chooses its own least, 15 minutes or more).',
    ),
    ALERT_SILENT_HOURS: positive(
      12,
      'A shipment under way with no position for this many hours is "silent": a change, and at risk.',
    ),
    LIVE_HEARTBEAT_SECONDS: positive(
      20,
      'Seconds between the heartbeats of a live stream (docs/alerts.md#live-updates), so proxies keep it open.',
    ),
    LIVE_STREAMS_PER_LOGIN: whole(
      4,
      'Live streams one login may hold open on one instance at once (then 429: the page polls instead); below the 6 connections a browser opens to a server over HTTP/1.1, so its calls keep a connection.',
    ),
    DEMO_LIVE: Type.Enum(['0', '1'], {
      default: '0',
      description:
        '1: the demo moves by itself: once listening, the server drives the demo customer’s shipments through its own integration API like `npm run simulate` (the demo only; refused in production).',
    }),
    WEBHOOK_TIMEOUT_SECONDS: positive(
      5,
      'Seconds a webhook POST may take, answer included; then it failed and is retried.',
    ),
    WEBHOOK_POLL_SECONDS: positive(
      5,
      'Seconds between the webhook sender’s looks for deliveries due (new changes, retries, other instances’ work).',
    ),
    WEBHOOK_RETRY_SECONDS: Type.String({
      pattern: '^\\s*\\d+(\\s*,\\s*\\d+)*\\s*$',
      default: webhookRetryDelaysSeconds.join(','),
      description:
        'Seconds between a webhook delivery’s failed attempts, comma-separated; after the last it is given up (default about 27 h in 8 attempts).',
    }),
    WEBHOOK_TEST_RECEIVERS: Type.Optional(
      Type.String({
        description:
          'Tests only, refused in production: comma-separated address:port pairs (127.0.0.1:8799, [::1]:8799) webhooks may reach over http though loopback or private.',
      }),
    ),
    ALERT_SILENT_CHECK_SECONDS: whole(
      300,
      'How often the server looks for shipments under way that went silent (one instance at a time).',
    ),
    INTEGRATION_CALLS_PER_MINUTE: whole(
      120,
      'Calls of the integration API one API key may make a minute (then 429 with Retry-After).',
    ),
    PASSWORD_HASH_CONCURRENCY: Type.Optional(
      Type.Integer({
        minimum: 1,
        description: 'Password hashes at once (default: one less than the libuv threads, at least 1).',
      }),
    ),
    UV_THREADPOOL_SIZE: Type.Integer({
      minimum: 1,
      default: 4,
      description: 'Node’s libuv threads (read by Node itself; the hash pool sizes itself by it).',
    }),
    CONTACT_LIMIT_PER_LOGIN_HOUR: whole(
      defaultContactLimits.perLoginHour,
      'Contact messages per login an hour.',
    ),
    CONTACT_LIMIT_PER_LOGIN_DAY: whole(defaultContactLimits.perLoginDay, 'Contact messages per login a day.'),
    CONTACT_LIMIT_PER_CLIENT_HOUR: whole(
      defaultContactLimits.perClientHour,
      'Contact messages per client an hour, its logins and agents together.',
    ),
    CONTACT_LIMIT_PER_CLIENT_DAY: whole(
      defaultContactLimits.perClientDay,
      'Contact messages per client a day.',
    ),
    // Uploads.
    UPLOAD_MAX_FILES: positive(defaultUploadQuota.maxUnattachedUploads, 'Unattached uploads per login.'),
    UPLOAD_MAX_UNATTACHED_MB: positive(
      defaultUploadQuota.maxUnattachedBytes / 1_000_000,
      'MB of unattached uploads per login.',
    ),
    UPLOAD_MAX_STORED_MB: positive(
      defaultUploadQuota.maxStoredBytes / 1_000_000,
      'MB of all uploads a login still has stored.',
    ),
    UPLOAD_MAX_OPEN_TRANSFERS: positive(
      defaultUploadQuota.maxOpenTransfers,
      'Chunked transfers open at once per login.',
    ),
    UPLOAD_UNFINISHED_TTL_MINUTES: positive(
      defaultUploadQuota.unfinishedTtlSeconds / 60,
      'Minutes after its last chunk an unfinished transfer is deleted.',
    ),
    UPLOAD_UNATTACHED_TTL_HOURS: positive(
      defaultUploadQuota.unattachedTtlSeconds / 3600,
      'Hours after it finished an upload no message took is deleted.',
    ),
    UPLOAD_ATTACHED_RETENTION_DAYS: positive(
      defaultUploadQuota.attachedRetentionSeconds / 86400,
      'Days after its message was sent an attachment is deleted.',
    ),
    // Exports.
    EXPORT_MAX_ROWS: whole(defaultExportLimits.maxRows, 'Rows in one spreadsheet export.'),
    EXPORTS_PER_LOGIN: whole(defaultExportLimits.perLogin, 'Exports one login may have running at once.'),
    EXPORTS_AT_ONCE: whole(defaultExportLimits.overall, 'Exports running at once on this server.'),
    EXPORT_CHUNK_ROWS: whole(defaultExportLimits.chunkRows, 'Rows an export reads per query.'),
    // Operations.
    METRICS_PORT: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 65535,
        description:
          'Serve Prometheus metrics at /metrics on this port, on loopback only (unset: no metrics).',
      }),
    ),
    // HTTP timeouts.
    HTTP_REQUEST_TIMEOUT_SECONDS: positive(
      seconds(defaultServerTimeouts.requestMs),
      'Seconds the whole request, headers and body, may take.',
    ),
    HTTP_HEADERS_TIMEOUT_SECONDS: positive(
      seconds(defaultServerTimeouts.headersMs),
      'Seconds the headers may take (never more than the request).',
    ),
    HTTP_IDLE_TIMEOUT_SECONDS: positive(
      seconds(defaultServerTimeouts.idleMs),
      'Seconds a connection without traffic is kept.',
    ),
    HTTP_KEEP_ALIVE_SECONDS: positive(
      seconds(defaultServerTimeouts.keepAliveMs),
      'Seconds an open connection waits for its next request.',
    ),
    // Demo behaviour.
    TRACKING_HISTORY_DELAY_MS: Type.Number({
      minimum: 0,
      default: 1500,
      description:
        'The deliberate delay of the tracking history call, like the carriers’ services (0 in tests).',
    }),
  },
  // Anything else in the environment is not a setting: left out of the result, not refused.
  { additionalProperties: false },
);

/** The server's settings, validated, defaults filled in (`app.config`). */
export type ServerConfig = Static<typeof configSchema>;
