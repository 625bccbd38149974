import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The Trusted Types policies the portal's pages create, by name: Lit's (`lit-html`, Shoelace's
 * templates), DOMPurify's (`dompurify`, server HTML sanitized to TrustedHTML) and ours (`cp-icons`,
 * our bundled SVG icons; `cp-analytics`, the tag manager's script URL when analytics is configured). Duplicates are allowed because each copy of Lit and of DOMPurify in the
 * page's chunks creates its own policy under the same name (each passes only what it made safe).
 */
export const portalTrustedTypesPolicies = "lit-html dompurify cp-icons cp-analytics 'allow-duplicates'";

/**
 * A strict Content-Security-Policy for the portal: no inline script, no eval and no inline style
 * (docs/security.md#content-security-policy), Trusted Types enforced: no string reaches an HTML or script sink
 * (innerHTML, script.src …) except through one of our policies. Images may come from https (map
 * tiles, Gravatar). React's `style` props and Lit's styleMap are CSSOM writes, which style-src allows.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  // No data: (our sl-icon reads the kit's data: URL icons without fetch(), ui/shoelace/inline-icons.ts).
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "require-trusted-types-for 'script'",
  `trusted-types ${portalTrustedTypesPolicies}`,
].join('; ');

/**
 * The embedding demo pages (public/embed/) stand for someone else's site with the strictest policy
 * we ask an embedder to allow: no inline script or style at all, nothing from other origins, and
 * `base-uri 'none'`. The elements style themselves with constructed sheets, which style-src does
 * not govern. These are the lines README.md#embedding tells embedders to have.
 */
export const embedPageContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  // Leaflet's and Shoelace's data: images (markers, icons); no tile server by default.
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * Reported, not enforced, on the demo pages: every place that turns a string into script or HTML
 * (innerHTML, script.src …) without a Trusted Type. Nothing of ours, nor of the libraries we
 * bundle, may report anything (tests/e2e/embed-pages.spec.ts, embed-other-origin.spec.ts).
 */
export const embedPageTrustedTypesPolicy = "require-trusted-types-for 'script'";

/** The calls whose answers carry tokens to a caller that has none yet (login, refresh, token login). */
const TOKEN_ANSWER = /^\/customerportal\/Authentication\//;

/**
 * Whether an answer must not be stored by a browser or a proxy: every answer to a request that
 * carried credentials (errors and downloads too), and every answer of the authentication calls.
 * The next user of a shared PC, or a shared proxy's next client, must not read it from a cache.
 */
function mustNotBeStored(reply: FastifyReply, path: string): boolean {
  return reply.request.headers.authorization !== undefined || TOKEN_ANSWER.test(path);
}

/** The embedding demo pages, which get the embedder's policy instead of the portal's. */
const EMBED_PAGE = /^\/embed\/[\w-]+\.html$/;

/**
 * Sets the security headers of an answer to `url`. The referrer is never sent because token links
 * carry secrets; an authenticated answer is never stored (Cache-Control: no-store). Also called directly where Fastify answers without running the onSend hooks.
 */
export function applySecurityHeaders(reply: FastifyReply, url: string): void {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'no-referrer');
  reply.header('x-frame-options', 'SAMEORIGIN');
  reply.header('cross-origin-opener-policy', 'same-origin');
  const path = url.split('?')[0] ?? '';
  if (mustNotBeStored(reply, path)) reply.header('cache-control', 'no-store');
  if (EMBED_PAGE.test(path)) {
    reply.header('content-security-policy', embedPageContentSecurityPolicy);
    reply.header('content-security-policy-report-only', embedPageTrustedTypesPolicy);
  } else {
    reply.header('content-security-policy', contentSecurityPolicy);
  }
}

/** Adds the security headers to every answer. */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      applySecurityHeaders(reply, request.url);
      return payload;
    });
  },
  { name: 'security-headers' },
);
