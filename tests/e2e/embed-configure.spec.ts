import { type Browser, expect, test } from '@playwright/test';
import { type StaticSite, startStaticSite, throwawayProject } from '../packed/packed-package.ts';
import { DEMO_PASSWORD } from './support.ts';

// A partner's page with only the npm package: the packed tarball installed into a throwaway project,
// served on an origin of its own (listed in the portal's CORS_ORIGINS, playwright.config.ts), with
// NO <meta name="cp-config">. Its script gives the API base to the session API itself and signs in
// at once, racing the loader, which imports <cp-orders>'s module as soon as it sees the tag
// (issue 28 §3). Every one of ten fresh loads must show rows on the first try, ask the portal only
// (nothing to the page's own /customerportal) and ask for the profile once.

/** The site's port beside the portal's (E2E_PORT + 12), as listed in playwright.config.ts. */
const configureSitePort = (portalPort: number): number => portalPort + 12;

const portalPort = Number(process.env.E2E_PORT ?? 8181);
const LOADS = 10;
const LOADER = '/node_modules/@paperfield/customer-portal/elements/loader.js';

const page = (script: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Purchasing</title>
    <link rel="icon" href="data:," />
    <script type="module" src="./${script}"></script>
  </head>
  <body>
    <cp-orders lang="en" page-size="10"></cp-orders>
  </body>
</html>
`;

/** The page's own sign-in against the portal (its back end would do this in real life). */
const login = (portal: string) => `async function login() {
  const response = await fetch('${portal}/customerportal/Authentication/LoginWithCredentials', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress: 'customer@example.com', password: '${DEMO_PASSWORD}' }),
  });
  const { accessToken, refreshToken } = await response.json();
  return { accessToken, refreshToken };
}`;

/** The site's pages: each a way for the script to give the API base while the element loads. */
const files = (portal: string): Record<string, string> => ({
  // configure() first thing at module start, then signIn() once the tokens are there.
  'configure/index.html': page('site.js'),
  'configure/site.js': `import { configure, signIn } from '${LOADER}';
configure({ apiBase: '${portal}/customerportal', portalUrl: '${portal}', tokenStorage: 'memory' });
${login(portal)}
await signIn(await login());
`,
  // No configure(): signIn() with the options, at DOMContentLoaded, after the element has started.
  'sign-in-options/index.html': page('site.js'),
  'sign-in-options/site.js': `import { signIn } from '${LOADER}';
${login(portal)}
document.addEventListener('DOMContentLoaded', async () => {
  const tokens = await login();
  // Whether <cp-orders> made the page's runtime (with the default API base) before this call.
  window.runtimeBeforeSignIn = Symbol.for('paperfield.customer-portal.runtime') in globalThis;
  await signIn(tokens, { apiBase: '${portal}/customerportal', portalUrl: '${portal}', tokenStorage: 'memory' });
});
`,
});

let site: StaticSite;
let portal: string;

test.beforeAll(async ({ baseURL }) => {
  portal = new URL(baseURL as string).origin;
  const project = throwawayProject('embed-configure', files(portal));
  site = await startStaticSite(project, configureSitePort(portalPort));
});

test.afterAll(() => site?.close());

/** One fresh load of `path` in a fresh context: rows on the first try, the portal's API only, one profile call. */
async function loadOnce(browser: Browser, path: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const ownApi: string[] = [];
    const profileCalls: string[] = [];
    const warnings: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (url.startsWith(`${site.origin}/customerportal`)) ownApi.push(url);
      if (url.startsWith(`${portal}/customerportal/Account/GetProfile`)) profileCalls.push(url);
    });
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    await page.goto(`${site.origin}${path}`);
    const orders = page.locator('cp-orders');
    await expect(orders.locator('tr[part="row"]')).toHaveCount(10, { timeout: 20_000 });
    await expect(orders.locator('[part="error"]')).toHaveCount(0);
    // tokenStorage 'memory': nothing of the session in the page origin's storage.
    const stored = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
    const runtimeBeforeSignIn = await page.evaluate(
      () => (window as { runtimeBeforeSignIn?: boolean }).runtimeBeforeSignIn === true,
    );
    return {
      ownApi,
      profileCalls,
      warnings,
      stored,
      runtimeBeforeSignIn,
      page,
      close: () => context.close(),
    };
  } catch (error) {
    await context.close();
    throw error;
  }
}

for (const [path, how] of [
  ['/configure/', 'configure() at module start'],
  ['/sign-in-options/', 'signIn(tokens, options) at DOMContentLoaded'],
] as const) {
  test(`given a page with no cp-config whose script gives the API base by ${how}, cp-orders shows rows on the first try in ${LOADS} of ${LOADS} fresh loads, asks the portal only and for the profile once`, async ({
    browser,
  }) => {
    test.setTimeout(LOADS * 20_000);
    let raced = 0;
    for (let load = 1; load <= LOADS; load++) {
      const { ownApi, profileCalls, warnings, stored, runtimeBeforeSignIn, close } = await loadOnce(
        browser,
        path,
      );
      await close();
      if (runtimeBeforeSignIn) raced++;
      expect({ load, ownApi, profileCalls: profileCalls.length, warnings, stored }).toEqual({
        load,
        ownApi: [],
        profileCalls: 1,
        warnings: [],
        stored: [],
      });
    }
    // At DOMContentLoaded the element has made the runtime, with the default API base, before the
    // page's signIn() (10 of 10 loads when written): the late options are the case tested there.
    if (path === '/sign-in-options/') expect(raced).toBeGreaterThan(0);
  });
}

test('given a runtime that calls the portal, an element added with another api-base says so on the console with both values and calls the portal, not the other base', async ({
  browser,
}) => {
  const { page, close } = await loadOnce(browser, '/configure/');
  try {
    const other = 'https://elsewhere.example/customerportal';
    const warning = page.waitForEvent('console', (message) => message.type() === 'warning');
    await page.evaluate((apiBase) => {
      const element = document.createElement('cp-orders');
      element.setAttribute('lang', 'en');
      element.setAttribute('api-base', apiBase);
      document.body.append(element);
    }, other);
    const text = (await warning).text();
    expect(text).toContain(`${portal}/customerportal`);
    expect(text).toContain(other);
    await expect(page.locator('cp-orders').nth(1).locator('tr[part="row"]')).toHaveCount(10);
  } finally {
    await close();
  }
});
