import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiPrefix } from './route.ts';

/**
 * What the browser client sends on a cross-origin call: the bearer token, JSON, the language and
 * version headers of every call (core/http/http-client.ts), and the chunked-upload headers
 * (elements/contact/chunked-upload.ts). Anything else a page adds is refused at preflight.
 */
export const corsAllowedHeaders = [
  'authorization',
  'content-type',
  'accept-language',
  'app-version',
  'upload-length',
  'upload-offset',
  'upload-name',
] as const;

/**
 * What a cross-origin page may read from an answer beyond the safelisted ones: the file name of
 * exports and reprints, how far an upload got, and when a 429 may be retried.
 */
export const corsExposedHeaders = ['content-disposition', 'upload-offset', 'retry-after'] as const;

/** The contract's methods (core/api/endpoint.ts HttpMethod). */
export const corsMethods = ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'] as const;

/** How long a browser may reuse a preflight answer: a changed CORS_ORIGINS reaches browsers within 10 minutes. */
export const corsMaxAgeSeconds = 600;

/**
 * Reads `CORS_ORIGINS` (comma-separated origins such as `https://partner.example`). Each entry must
 * be a bare origin — scheme, host and port, no path and no `*` — so a typo fails the start instead
 * of silently opening or closing the API.
 */
export function parseCorsOrigins(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return entries.map((entry) => {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new Error(`CORS_ORIGINS: "${entry}" is not an origin like https://partner.example`);
    }
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    if (url.origin === 'null' || !bare)
      throw new Error(`CORS_ORIGINS: "${entry}" is not a bare origin like https://partner.example`);
    // What browsers send: host lowercased, default port dropped.
    return url.origin;
  });
}

const isPath = (url: string, prefix: string) => {
  const path = url.split('?')[0] ?? '';
  return path === prefix || path.startsWith(`${prefix}/`);
};

/**
 * Answers CORS: the element files (`/elements/*`) to any origin, since module scripts loaded from
 * another origin need it and they hold nothing private; the API only to `origins`, without
 * credentials mode (the client sends bearer tokens, never cookies). Any other origin or path gets
 * no CORS header at all, and its preflight answers 404.
 */
export const corsPlugin = fp(
  async (app: FastifyInstance, options: { origins: readonly string[] }) => {
    const allowed = new Set(options.origins);
    const api: FastifyCorsOptions = {
      origin: true,
      methods: [...corsMethods],
      allowedHeaders: [...corsAllowedHeaders],
      exposedHeaders: [...corsExposedHeaders],
      credentials: false,
      maxAge: corsMaxAgeSeconds,
    };
    const elements: FastifyCorsOptions = { origin: '*', methods: ['GET', 'HEAD'], maxAge: corsMaxAgeSeconds };
    const closed: FastifyCorsOptions = { origin: false };
    await app.register(fastifyCors, {
      delegator: (request: FastifyRequest, callback) => {
        if (isPath(request.url, '/elements')) return callback(null, elements);
        const origin = request.headers.origin;
        if (isPath(request.url, apiPrefix) && origin !== undefined && allowed.has(origin))
          return callback(null, api);
        callback(null, closed);
      },
    });
  },
  { name: 'cors' },
);
