import { createServer } from 'node:http';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support.ts';

// A page like the bench's: the meta config, one element script, one tag, under the strict policy
// of README.md#embedding, served on the portal's origin; the session's tokens in its storage.
const PREFIX = 'first-page.portal.';
const POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self' data:; " +
  "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'";
export const LOAD_ERROR = 'There was an error loading the data';

const pageHtml = (tag: string, portal: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${tag} only</title>
<meta name="cp-config" content='${JSON.stringify({ storagePrefix: PREFIX, ...(portal ? { apiBase: `${portal}/customerportal` } : {}) })}'>
<script type="module" src="${portal}/elements/${tag}.js"></script>
</head>
<body><${tag} lang="en"></${tag}></body>
</html>`;

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export async function logInByApi(page: Page): Promise<TokenPair> {
  const response = await page.request.post('/customerportal/Authentication/LoginWithCredentials', {
    data: { emailAddress: 'customer@example.com', password: DEMO_PASSWORD },
  });
  return (await response.json()) as TokenPair;
}

/** Another site's page: served from `embedder`, loading the element and its API from `portal`. */
export interface OtherOrigin {
  /** An origin listed in CORS_ORIGINS (tests/e2e/embedder-site.ts). */
  embedder: string;
  /** The portal's origin (the tests' baseURL). */
  portal: string;
}

/**
 * Opens the page of `tag` with the tokens in its storage; counts the calls of each API path. With
 * `otherOrigin` the page is another site's, as an embedder's would be, in its storage.
 */
export async function openEmbed(page: Page, tag: string, tokens: TokenPair, otherOrigin?: OtherOrigin) {
  const embedder = otherOrigin?.embedder;
  const portal = otherOrigin?.portal ?? '';
  const policy = embedder
    ? POLICY.replace("script-src 'self'", `script-src 'self' ${portal}`).replace(
        "connect-src 'self'",
        `connect-src 'self' ${portal}`,
      )
    : POLICY;
  // Another site's page comes from a server of its own: a fulfilled route has no address, and
  // Chromium keeps such a page from the portal on loopback (Local Network Access).
  const site = embedder
    ? createServer((_request, response) => {
        response.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': policy,
        });
        response.end(pageHtml(tag, portal));
      })
    : undefined;
  if (site && embedder) {
    await new Promise<void>((resolve) => site.listen(Number(new URL(embedder).port), 'localhost', resolve));
    page.once('close', () => site.close());
  } else {
    await page.route('**/first-page-embed.html', (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        headers: { 'content-security-policy': policy },
        body: pageHtml(tag, portal),
      }),
    );
  }
  await page.addInitScript(
    ({ prefix, pair }) => {
      localStorage.setItem(`${prefix}refreshToken`, pair.refreshToken);
      localStorage.setItem(`${prefix}accessToken`, pair.accessToken);
    },
    { prefix: PREFIX, pair: tokens },
  );
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/customerportal/')) calls.push(path.replace('/customerportal', ''));
  });
  await page.goto(`${embedder ?? ''}/first-page-embed.html`);
  return { calls: (path: string) => calls.filter((called) => called === path).length };
}
