import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { type PortalRoute, ROUTES } from '../../src/host-app/routes/routes-table.ts';
import { freshAccount, logIn, passwordResetPath, registeredAccount, settled } from './support.ts';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

async function switchToDarkTheme(page: Page) {
  await page.getByRole('button', { name: 'Thema wisselen' }).click();
  await expect(page.locator('html')).toHaveClass(/sl-theme-dark/);
}

test.describe('accessibility', () => {
  test('the login page has no serious or critical axe violations, light and dark', async ({
    page,
  }, testInfo) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('login-light-nl.png') });

    // The login layout has no theme switch: the theme chosen in the portal carries over.
    await logIn(page, 'customer@example.com');
    await switchToDarkTheme(page);
    await page.getByRole('button', { name: /customer@example.com/ }).click();
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL(/trigger=logout/);
    await expect(page.locator('html')).toHaveClass(/sl-theme-dark/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('login-dark-nl.png') });
  });

  test('the default layout has no serious or critical axe violations, light and dark', async ({
    page,
  }, testInfo) => {
    await page.goto('/login');
    await logIn(page, 'agent@example.com');
    await expect(page.getByLabel('Klant')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('layout-light-nl.png') });
    await switchToDarkTheme(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('layout-dark-nl.png') });
    await page.getByLabel('Taal').selectOption('zhHans');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('概览');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('layout-dark-zhHans.png') });
    // The choice is stored for the account and would greet its next login in Chinese: back to Dutch.
    const saved = page.waitForResponse((response) => response.url().includes('/Language/UpdateLanguage'));
    await page.getByLabel('语言').selectOption('nl');
    await saved;
  });

  test('a keyboard-only user logs in and moves through the drawer', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('E-mailadres')).toBeFocused();
    await page.keyboard.type('customer@example.com');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Wachtwoord', { exact: true })).toBeFocused();
    await page.keyboard.type('Portal-demo-2026!');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Wachtwoord vergeten?' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Inloggen' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Direct naar de inhoud' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();

    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /Paperfield/ })).toBeFocused();
    const nav = page.getByRole('navigation', { name: 'Hoofdnavigatie' });
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Orders' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  });
});

/** Values for the route parameters: the reference API's demo load and container (customer@example.com). */
const DEMO_PARAMETERS: Readonly<Record<string, string>> = {
  loadNumber: 'L2611-70001',
  kind: 'ocean-hellmann',
  containerNumber: 'HLXU7001232',
  // A login link that is not (or no longer) valid: the page stays and says so. A valid one would
  // move on to the dashboard after a few seconds, which the dashboard's own check covers.
  token: 'no-longer-valid-login-token',
};

/** The address of a route with its parameters filled in; an unknown required parameter is a test to extend. */
function addressOf(route: PortalRoute, parameters: Readonly<Record<string, string>>): string {
  const segments = route.path.split('/').flatMap((segment) => {
    if (!segment.startsWith(':')) return [segment];
    const name = segment.slice(1).replace(/\?$/, '');
    const value = parameters[name];
    if (value !== undefined) return [encodeURIComponent(value)];
    if (segment.endsWith('?')) return [];
    throw new Error(`No demo value for :${name} of route ${route.name}`);
  });
  return segments.join('/') || '/';
}

/** Valid one-time links where a route needs one, so the page shows its form rather than a refusal. */
async function parametersFor(page: Page, route: PortalRoute): Promise<Record<string, string>> {
  const tokenOf = (path: string) => decodeURIComponent(path.split('/').pop()!);
  if (route.name === 'activate-account')
    return { ...DEMO_PARAMETERS, token: tokenOf((await registeredAccount(page)).activationPath) };
  if (route.name === 'reset-password')
    return { ...DEMO_PARAMETERS, token: tokenOf(await passwordResetPath(page, await freshAccount(page))) };
  return { ...DEMO_PARAMETERS };
}

/** Switches to the dark theme the way a user does: in the portal (the login layout has no switch). */
async function chooseDarkTheme(page: Page, staysLoggedIn: boolean, account: string) {
  await page.goto('/login');
  await logIn(page, account);
  await switchToDarkTheme(page);
  if (staysLoggedIn) return;
  await page.getByRole('button', { name: account }).click();
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/trigger=logout/);
}

// Every route the router serves, read from the routes table so that a new route is checked too. The
// administration routes are staff's; every other route is checked as a customer sees it. The routes of
// one kind in one theme share a page that signs in (and chooses the theme) once: the axe scans are
// what this checks, and a login per route cost more than the scan.
const KINDS = [
  { kind: 'public', account: 'customer@example.com', routes: ROUTES.filter((route) => route.public) },
  {
    kind: 'customer',
    account: 'customer@example.com',
    routes: ROUTES.filter((route) => !route.public && !route.staffOnly),
  },
  { kind: 'staff', account: 'staff@example.com', routes: ROUTES.filter((route) => route.staffOnly) },
] as const;

test.describe('accessibility of every route', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const { kind, account, routes } of KINDS) {
      test.describe(`${kind} routes, ${theme}`, () => {
        test.describe.configure({ mode: 'serial' });
        let page: Page;
        test.beforeAll(async ({ browser }) => {
          // A context of its own: axe (AxeBuilder) needs one that is not a page's private context.
          const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
          page = await context.newPage();
          if (theme === 'dark') await chooseDarkTheme(page, kind !== 'public', account);
          else if (kind !== 'public') {
            await page.goto('/login');
            await logIn(page, account);
          }
        });
        test.afterAll(() => page.context().close());

        for (const route of routes) {
          test(`${route.name} (${route.path}) has no serious or critical axe violations, ${theme}`, async ({
            baseURL,
          }) => {
            const address = addressOf(route, await parametersFor(page, route));
            const partnerWeb = `${baseURL}/auth/token/**`;
            if (route.name === 'partner-web-login') {
              // The partner web is another site the page leaves for after a few seconds; answering its
              // address with 204 keeps the page in place however long the check takes.
              await page.route(partnerWeb, (request) => request.fulfill({ status: 204 }));
            }
            await page.goto(address);
            // The app bar (or the login card) holds the page's one top-level heading; elements start at h2.
            await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
            if (route.element) await expect(page.locator(route.element.tag)).toBeAttached();
            await settled(page);
            expect(await page.getByRole('heading', { level: 1 }).count(), 'top-level headings').toBe(1);
            if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/sl-theme-dark/);
            else await expect(page.locator('html')).not.toHaveClass(/sl-theme-dark/);
            expect(await seriousViolations(page), address).toEqual([]);
            if (route.name === 'partner-web-login') await page.unroute(partnerWeb);
          });
        }
      });
    }
  }
});
