import envSchema from 'env-schema';
import { parseCorsOrigins } from '../platform/cors.ts';
import { mailLinkOrigin } from '../platform/public-url.ts';
import { parseTrustProxy } from '../platform/trust-proxy.ts';
import { configSchema, type ServerConfig } from './config-schema.ts';

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
 * Reads the server's settings from `env` (the process's environment by default): each checked
 * against `configSchema` (numbers converted, defaults filled in), then the ones with a format of
 * their own (CORS_ORIGINS, TRUST_PROXY, PUBLIC_URL with HOST) parsed. Throws one Error naming every
 * bad setting, for main.ts to print as the one line of a failed start.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const data = Object.fromEntries(
    Object.entries(env).filter(
      ([name, value]) => value !== undefined && !(value === '' && numeric.has(name)),
    ),
  );
  let config: ServerConfig;
  try {
    // The same schema object every time: ajv compiles it once (env-schema sets its
    // additionalProperties to false, which it already is).
    config = envSchema<ServerConfig>({ schema: configSchema, data, env: false });
  } catch (error) {
    const issues = (error as { errors?: EnvIssue[] }).errors;
    if (!issues) throw error;
    throw new Error(issues.map((issue) => describe(issue, data)).join('; '));
  }
  parseCorsOrigins(config.CORS_ORIGINS);
  parseTrustProxy(config.TRUST_PROXY);
  mailLinkOrigin(config, config.HOST, config.PORT);
  return config;
}
