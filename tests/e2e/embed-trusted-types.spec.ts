import { createHash } from 'node:crypto';
import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { type StaticSite, startStaticSite, throwawayProject } from '../packed/packed-package.ts';
import { watch } from './policy-watch.ts';
import { DEMO_PASSWORD } from './support.ts';

// Issue 28 §1: an intranet's plain HTML page on its own origin, which has the packed package
// installed with npm and its own Shoelace 2.20 (with its own Lit, whose Trusted Types policy is
// `lit-html`), under an enforced strict policy that names the policies of both and has no
// 'allow-duplicates'. Our Lit, DOMPurify and icons create theirs under private names (cp-lit-html,
// cp-dompurify, cp-icons; scripts/private-trusted-types-policies.ts), so both render.
// The portal lists the site's origin in CORS_ORIGINS (playwright.config.ts).

const portalPort = Number(process.env.E2E_PORT ?? 8181);
/** The intranet's port (E2E_PORT + 11). */
const SITE_PORT = portalPort + 11;

// The page imports the package by its name: the import map says where the project serves it.
const IMPORT_MAP = `{ "imports": { "@paperfield/customer-portal": "/node_modules/@paperfield/customer-portal/elements/loader.js" } }`;

/** The inline import map's hash: the one inline script the page's script-src lets run. */
const importMapHash = `'sha256-${createHash('sha256').update(IMPORT_MAP).digest('base64')}'`;

/** The page's policy: strict, Trusted Types enforced, the page's Lit and our policies by name. */
const sitePolicy = (portalOrigin: string) =>
  [
    "default-src 'self'",
    `script-src 'self' ${importMapHash}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self' ${portalOrigin}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    'trusted-types lit-html cp-lit-html cp-dompurify cp-icons',
  ].join('; ');

/** A page of the intranet: its sign-in form and `elements`. */
const pageHtml = (portalOrigin: string, elements: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Purchasing — Ridgeway Print intranet</title>
    <link rel="icon" href="data:," />
    <meta name="cp-config" content='{"apiBase":"${portalOrigin}/customerportal","portalUrl":"${portalOrigin}","tokenStorage":"memory"}' />
    <link rel="stylesheet" href="/node_modules/@shoelace-style/shoelace/cdn/themes/light.css" />
    <link rel="stylesheet" href="/site.css" />
    <script type="importmap">${IMPORT_MAP}</script>
    <!-- The intranet's own Shoelace (and Lit) -->
    <script type="module" src="/node_modules/@shoelace-style/shoelace/cdn/components/button/button.js"></script>
    <script type="module" src="/sign-in.js"></script>
  </head>
  <body>
    <h1>Paper orders</h1>
    <form id="sign-in">
      <label>E-mail address <input name="email" type="email" autocomplete="username" required /></label>
      <label>Password <input name="password" type="password" autocomplete="current-password" required /></label>
      <sl-button type="submit" variant="primary">Sign in</sl-button>
      <p id="message" role="status"></p>
    </form>
    ${elements}
  </body>
</html>
`;

// A file of its own: the policy runs no inline script.
const signInJs = (portalOrigin: string) => `import { signIn } from '@paperfield/customer-portal';

const form = document.getElementById('sign-in');
const message = document.getElementById('message');

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const response = await fetch('${portalOrigin}/customerportal/Authentication/LoginWithCredentials', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress: form.email.value, password: form.password.value }),
  });
  if (!response.ok) {
    message.textContent = 'Sign-in failed';
    return;
  }
  const { accessToken, refreshToken } = await response.json();
  await signIn({ accessToken, refreshToken });
  message.textContent = 'Signed in';
});
`;

const SITE_CSS = `body { font-family: Georgia, serif; margin: 1rem; color: #222; }
cp-orders, cp-dashboard, cp-contact { display: block; margin-block: 1rem; }
`;

let site: StaticSite | undefined;

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(120_000);
  const portalOrigin = new URL(baseURL as string).origin;
  const project = throwawayProject('trusted-types-intranet', {
    'index.html': pageHtml(portalOrigin, '<cp-orders lang="en" page-size="10"></cp-orders>'),
    // Both of our DOMPurify's users on one page: the news (server HTML) and FilePond's markup.
    'news-and-contact.html': pageHtml(
      portalOrigin,
      '<cp-dashboard lang="en"></cp-dashboard>\n    <cp-contact lang="en"></cp-contact>',
    ),
    'sign-in.js': signInJs(portalOrigin),
    'site.css': SITE_CSS,
  });
  // The intranet's `npm install @shoelace-style/shoelace@2.20`: the repository's aliased copy.
  mkdirSync(join(project, 'node_modules/@shoelace-style'));
  symlinkSync(
    fileURLToPath(new URL('../../node_modules/shoelace-2-20', import.meta.url)),
    join(project, 'node_modules/@shoelace-style/shoelace'),
    'dir',
  );
  site = await startStaticSite(project, SITE_PORT, () => ({
    'content-security-policy': sitePolicy(portalOrigin),
  }));
});

test.afterAll(() => site?.close());

test('given a plain page with its own Shoelace 2.20 and enforced Trusted Types naming lit-html, cp-lit-html, cp-dompurify and cp-icons without allow-duplicates, its sl-button and cp-orders both render, the session API signs in and rows come, with no violation or console error', async ({
  page,
  baseURL,
}) => {
  const portalOrigin = new URL(baseURL as string).origin;
  const { errors, violations } = await watch(page);

  const response = await page.goto(`${site?.origin}/`);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toBe(sitePolicy(portalOrigin));
  expect(policy).not.toContain('allow-duplicates');

  // The page's own Shoelace button, drawn by the page's Lit.
  const signInButton = page.locator('sl-button').locator('button[part~="base"]');
  await expect(signInButton).toBeVisible();
  // Our element, drawn by our Lit (inside our Shoelace): it asks for a sign-in.
  const orders = page.locator('cp-orders');
  await expect(orders.locator('[part="sign-in-needed"]')).toBeVisible();

  await page.getByLabel('E-mail address').fill('customer@example.com');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await signInButton.click();
  await expect(page.locator('#message')).toHaveText('Signed in');
  const rows = orders.locator('tr[part="row"]');
  await expect(rows).toHaveCount(10);
  // Through our Shoelace's icon buttons (their icons through cp-icons) to the next page.
  const firstOrder = await rows.first().locator('td[data-column="orderNumber"]').textContent();
  await orders.getByRole('button', { name: 'Next page' }).click();
  await expect(rows.first().locator('td[data-column="orderNumber"]')).not.toHaveText(firstOrder ?? '');
  await expect(rows).toHaveCount(10);

  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
  // Trusted Types are enforced here: a string written to innerHTML throws.
  await expect(
    page.evaluate(() => {
      document.createElement('div').innerHTML = '<b>trusted-types-probe</b>';
    }),
  ).rejects.toThrow(/TrustedHTML/);
});

test('given the same policy, a page with the news of cp-dashboard and the upload field of cp-contact (two DOMPurify instances) draws both through the one cp-dompurify policy, with no violation or console error', async ({
  page,
}) => {
  const { errors, violations } = await watch(page);
  await page.goto(`${site?.origin}/news-and-contact.html`);
  await page.getByLabel('E-mail address').fill('customer@example.com');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.locator('sl-button').click();
  await expect(page.locator('#message')).toHaveText('Signed in');
  // FilePond's drop label, and a news item's body: both innerHTML, both through cp-dompurify.
  await expect(page.locator('cp-contact .filepond--drop-label')).toContainText('drag your files here');
  await expect(page.locator('cp-dashboard [part="news-item"] .server-html').first()).not.toBeEmpty();

  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
});
