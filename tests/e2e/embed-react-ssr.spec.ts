import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { type StaticSite, startStaticSite } from '../packed/packed-package.ts';
import { buildReactApp } from '../packed/react-app-project.ts';
import { embedderOrigin } from './embedder-site.ts';
import { DEMO_PASSWORD } from './support.ts';

// Issue 28 §2 and §5 in a browser: a React 19 app on another origin (localhost, E2E_PORT + 13, listed in
// CORS_ORIGINS by playwright.config.ts) renders <CpOrders> from `@paperfield/customer-portal/react`
// on the server (react-dom/server, prerendered into index.html) and hydrates it with hydrateRoot.
// Built with React's development build, which reports any attribute that differs between the
// server's HTML and the client's render. The element's module loads on mount, upgrades the tag in
// place, and after a sign-in through the React entry's session API the rows appear.

const portalPort = Number(process.env.E2E_PORT ?? 8181);
const sitePort = portalPort + 13;
let site: StaticSite | undefined;

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(240_000);
  const portalOrigin = new URL(baseURL as string).origin;
  const app = buildReactApp('react-ssr-e2e', `${portalOrigin}/customerportal`, { development: true });
  site = await startStaticSite(join(app.dir, 'dist/client'), sitePort);
});

test.afterAll(async () => {
  await site?.close();
});

test('given a server-rendered React app on another origin, the tag is in its HTML, hydrates with no warning, upgrades, and shows rows after signIn; onCpNavigate gets the typed event', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const messages: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));

  const response = await page.goto(`${embedderOrigin(sitePort)}/`);
  // The server's HTML holds the element with its attributes, before any script ran.
  expect(await response?.text()).toMatch(
    /<cp-orders lang="en" page-size="25" class="orders"[^>]*><\/cp-orders>/,
  );

  const orders = page.locator('cp-orders');
  // Defined by the module its component imported on mount: the tag upgraded in place.
  await page.waitForFunction(() => customElements.get('cp-orders') !== undefined);
  await expect(orders.locator('[part="sign-in-needed"]')).toBeVisible();
  await expect(orders).toHaveClass('orders');
  // The component's ref is the element.
  await expect(page.locator('#ref')).toHaveText('cp-orders');

  const login = await page.request.post(`${baseURL}/customerportal/Authentication/LoginWithCredentials`, {
    data: { emailAddress: 'customer@example.com', password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const { accessToken, refreshToken } = (await login.json()) as { accessToken: string; refreshToken: string };
  await page.evaluate(
    (tokens) => (window as unknown as { portalSignIn(tokens: unknown): Promise<void> }).portalSignIn(tokens),
    { accessToken, refreshToken },
  );

  const rows = orders.locator('tr[part="row"]');
  await expect(rows.first()).toBeVisible();
  // page-size="25" from the server's HTML reached the element.
  await expect(rows).toHaveCount(25);

  // The component's onCpNavigate prop is React 19's listener for cp-navigate.
  const link = orders.getByLabel(/^Track load /).first();
  const loadNumber = (await link.textContent())?.trim();
  await link.click();
  await expect(page.locator('#navigated')).toHaveText(`/track-and-traces/road/${loadNumber}`);

  expect(messages).toEqual([]);
});
