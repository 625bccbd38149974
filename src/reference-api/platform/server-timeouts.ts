import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';

/**
 * How long a client may take over a request, so connections that trickle their headers or body
 * (slowloris) are cut instead of held open for ever. Node answers 408 and closes the connection
 * when the request or header time runs out.
 */
export interface ServerTimeouts {
  /** The whole request, headers and body, must arrive within this. Default 60 s (a 25 MB upload at 4 Mbit/s). */
  requestMs: number;
  /** The headers must arrive within this (never more than `requestMs`). Default 10 s. */
  headersMs: number;
  /** A connection without any traffic either way is closed after this. Default 120 s. */
  idleMs: number;
  /**
   * An open connection waits this long for its next request. Default 72 s: longer than the 60 s
   * idle time of common load balancers, so they never reuse a connection the server just closed.
   */
  keepAliveMs: number;
}

export const defaultServerTimeouts: Readonly<ServerTimeouts> = Object.freeze({
  requestMs: 60_000,
  headersMs: 10_000,
  idleMs: 120_000,
  keepAliveMs: 72_000,
});

/** The Fastify and Node server options of these timeouts. */
export function serverTimeoutOptions(
  overrides: Partial<ServerTimeouts> = {},
): Pick<FastifyHttpOptions<Server>, 'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout' | 'http'> {
  const t = { ...defaultServerTimeouts, ...overrides };
  const headersMs = Math.min(t.headersMs, t.requestMs);
  return {
    connectionTimeout: t.idleMs,
    keepAliveTimeout: t.keepAliveMs,
    requestTimeout: t.requestMs,
    http: {
      headersTimeout: headersMs,
      // Node looks for expired requests on this interval (default 30 s, which would add up to
      // 30 s to every limit above).
      connectionsCheckingInterval: Math.max(50, Math.min(5_000, Math.floor(headersMs / 2))),
    },
  };
}
