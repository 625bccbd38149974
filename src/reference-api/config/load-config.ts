import envSchema from 'env-schema';
import { parseTestReceivers } from '../alerts/webhook-address.ts';
import { defaultMailFrom } from '../auth/outbox-mail.ts';
import { checkSmtpUrl } from '../mail/smtp-url.ts';
import { parseCorsOrigins } from '../platform/cors.ts';
import { mailLinkOrigin } from '../platform/public-url.ts';
import { parseTrustProxy } from '../platform/trust-proxy.ts';
import { configSchema, type ServerConfig } from './config-schema.ts';

/** Bytes a production JWT_SECRET has at least: a 256-bit key for HS256. */
export const MIN_JWT_SECRET_BYTES = 32;

/** Settings that stop the start, each named on a line of its own (main.ts prints one line per issue). */
export class ConfigError extends Error {
  constructor(readonly issues: readonly string[]) {
    super(issues.join('; '));
    this.name = 'ConfigError';
  }
}

/** The settings whose value is a number: for them an empty variable means unset, as it always did. */
const numeric = new Set(
  Object.entries(configSchema.properties)
    .filter(([, schema]) => 'type' in schema && (schema.type === 'number' || schema.type === 'integer'))
    .map(([name]) => name),
);

interface EnvIssue {
  instancePath: string;
  message?: string;
  params?: { allowedValues?: unknown[] };
}

/** One bad setting as a reader wants it: `PORT must be integer, not "x"`. */
function describe(issue: EnvIssue, data: Record<string, string | undefined>): string {
  const name = issue.instancePath.slice(1);
  const allowed = issue.params?.allowedValues;
  const what = allowed ? `must be one of ${allowed.join(', ')}` : issue.message;
  return data[name] === undefined ? `${name} ${what}` : `${name} ${what}, not "${data[name]}"`;
}

/**
 * What production needs beyond the schema (issue 26 §1): a real public address, a strong signing key, a mail server and a sender of its own; the demo's fallbacks (links to
 * localhost, a key kept in the database, mails kept in the outbox, the example sender) are for the demo.
 */
function productionIssues(data: Record<string, string | undefined>): string[] {
  const issues: string[] = [];
  const set = (name: string) => (data[name] ?? '').trim() !== '';
  if (!set('PUBLIC_URL'))
    issues.push(
      "PUBLIC_URL is required in production: the portal's public http(s) address (e.g. https://portal.example.com)",
    );
  const secretBytes = Buffer.byteLength(data.JWT_SECRET ?? '', 'utf8');
  if (secretBytes < MIN_JWT_SECRET_BYTES)
    issues.push(
      secretBytes === 0
        ? `JWT_SECRET is required in production: at least ${MIN_JWT_SECRET_BYTES} random bytes (e.g. openssl rand -base64 48)`
        : `JWT_SECRET is too short for production: ${secretBytes} bytes, at least ${MIN_JWT_SECRET_BYTES} needed (e.g. openssl rand -base64 48)`,
    );
  if (!set('SMTP_URL'))
    issues.push(
      'SMTP_URL is required in production: the mail server, e.g. smtp://user:pass@mail.example.com:587',
    );
  if (!set('MAIL_FROM'))
    issues.push(
      "MAIL_FROM is required in production: the sender of the portal's mails, e.g. Portal <portal@example.com>",
    );
  else if (data.MAIL_FROM?.trim() === defaultMailFrom)
    issues.push(`MAIL_FROM must not be the demo sender in production, not "${defaultMailFrom}"`);
  // Its shipments are the demo data's, and the key it makes itself is one nobody chose (docs/alerts.md#a-demo-that-moves).
  if (data.DEMO_LIVE === '1')
    issues.push('DEMO_LIVE is for the demo only: production has no demo shipments to move');
  if (set('WEBHOOK_TEST_RECEIVERS'))
    issues.push(
      'WEBHOOK_TEST_RECEIVERS is for tests and refused in production: webhooks reach public https addresses only',
    );
  return issues;
}

/** Runs `parse`, adding the line of what it throws to `issues`. */
function collect(issues: string[], parse: () => unknown): void {
  try {
    parse();
  } catch (error) {
    issues.push((error as Error).message);
  }
}

/**
 * Reads the server's settings from `env` (the process's environment by default): each checked
 * against `configSchema` (numbers converted, defaults filled in), then the ones with a format of
 * their own (CORS_ORIGINS, TRUST_PROXY, PUBLIC_URL with HOST) parsed, and with NODE_ENV=production what
 * production needs. Throws one ConfigError naming every bad setting at once, for main.ts to print a
 * line each.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const data = Object.fromEntries(
    Object.entries(env).filter(
      ([name, value]) => value !== undefined && !(value === '' && numeric.has(name)),
    ),
  );
  const issues: string[] = [];
  let config: ServerConfig | undefined;
  try {
    // The same schema object every time: ajv compiles it once (env-schema sets its
    // additionalProperties to false, which it already is).
    config = envSchema<ServerConfig>({ schema: configSchema, data, env: false });
  } catch (error) {
    const schemaIssues = (error as { errors?: EnvIssue[] }).errors;
    if (!schemaIssues) throw error;
    issues.push(...schemaIssues.map((issue) => describe(issue, data)));
  }
  const production = data.NODE_ENV === 'production';
  if (config) {
    const parsed = config;
    collect(issues, () => parseCorsOrigins(parsed.CORS_ORIGINS));
    collect(issues, () => parseTrustProxy(parsed.TRUST_PROXY));
    collect(issues, () => parseTestReceivers(parsed.WEBHOOK_TEST_RECEIVERS));
    const smtpUrl = parsed.SMTP_URL?.trim();
    if (smtpUrl) collect(issues, () => checkSmtpUrl(smtpUrl));
    // A missing PUBLIC_URL in production is named once, by productionIssues.
    if (!production || parsed.PUBLIC_URL?.trim())
      collect(issues, () => mailLinkOrigin(parsed, parsed.HOST, parsed.PORT));
  }
  if (production) issues.push(...productionIssues(data));
  if (issues.length > 0 || !config) throw new ConfigError(issues);
  return config;
}
