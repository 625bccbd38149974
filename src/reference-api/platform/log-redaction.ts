import type { FastifyRequest } from 'fastify';

/** The portal pages whose next path segment is a one-time token (login, reset and activation links). */
const TOKEN_PATH = /(\/auth\/(?:token|reset-password|activate)\/)[^/?#]+/gi;

/** A query parameter whose value is a secret: any name with token, secret or password in it, or `code`. */
const SECRET_PARAMETER = /([?&](?:[^=&#]*(?:token|secret|password)[^=&#]*|code)=)[^&#]*/gi;

/**
 * A URL as the logs may hold it: the one-time token of a link page and the value of every secret-named
 * query parameter replaced by `[redacted]`, the rest kept so the request stays recognisable. Whoever
 * reads the log (LOG=1, the error log) must not be able to use a link from it (issue 23 §9).
 */
export function redactUrl(url: string): string {
  return url.replace(TOKEN_PATH, '$1[redacted]').replace(SECRET_PARAMETER, '$1[redacted]');
}

/** Fastify's request serializer (method, URL, host, address) with the URL redacted. */
export function redactedRequest(request: FastifyRequest) {
  const version = request.headers['accept-version'];
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: typeof version === 'string' ? version : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
