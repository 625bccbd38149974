import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The Trusted Types policies the portal's pages create, by name, each once: our Lit's (`cp-lit-html`,
 * Shoelace's templates), our DOMPurify's (`cp-dompurify`, server HTML and FilePond's markup sanitized
 * to TrustedHTML) and ours (`cp-icons`, our bundled SVG icons; `cp-analytics`, the tag manager's
 * script URL when analytics is configured). No 'allow-duplicates': a page of the host runs one build
 * (the host's, which bundles the elements' sources; it loads nothing from /elements/), that build has
 * one copy of Lit and of DOMPurify, and every copy creates its policy once, however many instances
 * use it (DOMPurify's is shared by its instances, scripts/private-trusted-types-policies.ts). A
 * second creation of a name is a bug this directive then reports.
 */
export const portalTrustedTypesPolicies = 'cp-lit-html cp-dompurify cp-icons cp-analytics';

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
