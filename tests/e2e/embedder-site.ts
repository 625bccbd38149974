import { createServer, type Server } from 'node:http';

// Someone else's site on its own origin (`localhost` and a port of its own, beside the portal on
// 127.0.0.1): a page with one module script of its own, which loads the portal's loader from the
// portal's origin, signs in through the session API and holds <cp-orders> and <cp-tracking>. Its
// policy is the strict one README.md#on-another-origin gives embedders, with Trusted Types reported.

/** The embedder sites' ports beside the end-to-end server's: one listed in CORS_ORIGINS, one not. */
export function embedderPorts(portalPort: number): { listed: number; unlisted: number } {
  return { listed: portalPort + 3, unlisted: portalPort + 4 };
}

/** The origin of an embedder site on `port`. */
export const embedderOrigin = (port: number): string => `http://localhost:${port}`;

/** The enforced policy of the embedder's page: its own origin and the portal's, nothing inline. */
export function embedderPolicy(portalOrigin: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${portalOrigin}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self' ${portalOrigin}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const REPORTED_POLICY = "require-trusted-types-for 'script'";

/** The portal elements on each page of the site. */
const PAGES: Record<string, string> = {
  '/': `<cp-orders lang="en" page-size="10"></cp-orders>
    <cp-tracking lang="en" load-number="L2611-70001"></cp-tracking>`,
  '/contact': '<cp-contact lang="en"></cp-contact>',
  '/memos': '<cp-admin-memos lang="en"></cp-admin-memos>',
};

const page = (portalOrigin: string, elements: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Purchasing — Ridgeway Print intranet</title>
    <link rel="icon" href="data:," />
    <meta name="cp-config" content='{"apiBase":"${portalOrigin}/customerportal","portalUrl":"${portalOrigin}","tokenStorage":"memory"}' />
    <link rel="stylesheet" href="/site.css" />
    <script type="module" src="/site.js"></script>
  </head>
  <body>
    <h1>Paper orders</h1>
    <form id="sign-in">
      <label>E-mail address <input id="email" name="email" type="email" autocomplete="username" /></label>
      <label>Password <input id="password" name="password" type="password" autocomplete="current-password" /></label>
      <button type="submit">Sign in</button>
      <p id="message" role="status"></p>
    </form>
    ${elements}
  </body>
</html>
`;

const script = (portalOrigin: string) => `import { signIn } from '${portalOrigin}/elements/loader.js';

const form = document.getElementById('sign-in');
const message = document.getElementById('message');
form.addEventListener('submit', async (event) => {
  event.preventDefault();
  try {
    const response = await fetch('${portalOrigin}/customerportal/Authentication/LoginWithCredentials', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailAddress: form.email.value, password: form.password.value }),
    });
    if (!response.ok) throw new Error(String(response.status));
    const { accessToken, refreshToken } = await response.json();
    await signIn({ accessToken, refreshToken });
    message.textContent = 'Signed in';
  } catch {
    message.textContent = 'The portal cannot be reached';
  }
});
// The test signs in with tokens it obtained itself where the page cannot (an unlisted origin).
window.portalSignIn = signIn;
`;

const STYLES = `body { font-family: Georgia, serif; margin: 1rem; color: #222; }
cp-orders, cp-tracking, cp-contact, cp-admin-memos { display: block; margin-block: 1rem; }
`;

/** Serves the embedder's pages (`/`, `/contact`, `/memos`), script and styles on 127.0.0.1:`port` until closed. */
export async function startEmbedderSite(
  port: number,
  portalOrigin: string,
): Promise<{ close(): Promise<void> }> {
  const files: Record<string, { type: string; body: string; headers?: Record<string, string> }> = {
    ...Object.fromEntries(
      Object.entries(PAGES).map(([path, elements]) => [
        path,
        {
          type: 'text/html; charset=utf-8',
          body: page(portalOrigin, elements),
          headers: {
            'content-security-policy': embedderPolicy(portalOrigin),
            'content-security-policy-report-only': REPORTED_POLICY,
          },
        },
      ]),
    ),
    '/site.js': { type: 'text/javascript; charset=utf-8', body: script(portalOrigin) },
    '/site.css': { type: 'text/css; charset=utf-8', body: STYLES },
  };
  const server: Server = createServer((request, response) => {
    const file = files[new URL(request.url ?? '/', 'http://localhost').pathname];
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-store', ...file.headers });
    response.end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
