import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  embedPageContentSecurityPolicy,
  embedPageTrustedTypesPolicy,
  securityHeadersPlugin,
} from './security-headers.ts';

async function headersOf(path: string) {
  const app = Fastify();
  await app.register(securityHeadersPlugin);
  app.get('/*', async () => 'ok');
  const response = await app.inject({ method: 'GET', url: path });
  await app.close();
  return response.headers;
}

describe('security headers', () => {
  it('given an embedding demo page, it sends the embedder’s strict policy and reports Trusted Types', async () => {
    for (const path of ['/embed/partner-web.html', '/embed/intranet.html', '/embed/intranet.html?lang=en']) {
      const headers = await headersOf(path);
      expect(headers['content-security-policy'], path).toBe(embedPageContentSecurityPolicy);
      expect(headers['content-security-policy-report-only'], path).toBe(embedPageTrustedTypesPolicy);
    }
    expect(embedPageContentSecurityPolicy).not.toMatch(/unsafe-/);
    expect(embedPageContentSecurityPolicy).toContain("base-uri 'none'");
    expect(embedPageContentSecurityPolicy).toContain("object-src 'none'");
  });

  it('given any other path, including the demo pages’ scripts and the element modules, it sends the portal’s policy only', async () => {
    for (const path of [
      '/',
      '/orders',
      '/embed/intranet.js',
      '/elements/cp-orders.js',
      '/customerportal/health',
    ]) {
      const headers = await headersOf(path);
      expect(headers['content-security-policy'], path).toBe(contentSecurityPolicy);
      expect(headers['content-security-policy-report-only'], path).toBeUndefined();
    }
  });

  it('given the portal’s own pages, it allows no inline style and enforces Trusted Types with our policies only', () => {
    expect(contentSecurityPolicy).not.toMatch(/unsafe-/);
    expect(contentSecurityPolicy).toContain("style-src 'self';");
    expect(contentSecurityPolicy).toContain("require-trusted-types-for 'script'");
    // Our private names only (not Lit's `lit-html`, DOMPurify's `dompurify`), each created once: no 'allow-duplicates'.
    expect(contentSecurityPolicy.split('; ')).toContain(
      'trusted-types cp-lit-html cp-dompurify cp-icons cp-analytics',
    );
  });
});
