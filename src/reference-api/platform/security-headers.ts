import type { FastifyInstance } from 'fastify';

/**
 * A strict Content-Security-Policy for the portal: no inline script and no eval (DESIGN.md
 * "Security stance"). Images may come from https (map tiles, Gravatar).
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  // Shoelace's sl-icon fetch()es its icons, which the kit bundles as data: URLs.
  "connect-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** Adds security headers to every answer; the referrer is never sent because token links carry secrets. */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('content-security-policy', contentSecurityPolicy);
    return payload;
  });
}
