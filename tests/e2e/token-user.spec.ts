import { expect, type Page, test } from '@playwright/test';

/** Logs in with the seeded, reusable demo login token, in English, and goes on to the dashboard. */
async function logInWithDemoToken(page: Page): Promise<void> {
  await page.goto('/auth/token/demo-login-token/en');
  await expect(page.getByRole('status')).toContainText(/logged in/i);
  await page.getByRole('link', { name: 'Go now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** Every answer of the API the page got with status 403, collected from now on. */
function refusedCalls(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403 && response.url().includes('/customerportal/'))
      refused.push(response.url());
  });
  return refused;
}

test.describe('a login-token session', () => {
  test('sees only its own areas in the drawer and settings and logout in the user menu', async ({ page }) => {
    const refused = refusedCalls(page);
    await logInWithDemoToken(page);
    const drawer = page.getByRole('navigation', { name: 'Main navigation' });
    // The portal's own links; the two external links (new tab) are the same for everyone.
    await expect(drawer.locator('a.nav-link:not([target])')).toHaveText([
      'Dashboard',
      'Orders',
      'Deliveries',
      'Certificates',
    ]);
    await page.getByRole('button', { name: /^User menu of/ }).click();
    await expect(page.locator('.user-menu-items .nav-link')).toHaveText(['Settings', 'Log out']);
    await page.locator('.user-menu-items').getByRole('link', { name: 'Settings' }).click();
    // The app bar's title; the element has a heading of its own.
    await expect(page.getByRole('banner').getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.locator('cp-settings [part~="language"]')).toBeVisible();
    await expect(page.locator('cp-settings [part~="theme"]')).toBeVisible();
    await expect(page.locator('cp-settings [part~="password"]')).toHaveCount(0);
    await expect(page.locator('cp-settings [part~="two-factor"]')).toHaveCount(0);
    expect(refused).toEqual([]);
  });

  test('gets the dashboard without the invoices block', async ({ page }) => {
    const refused = refusedCalls(page);
    await logInWithDemoToken(page);
    await expect(page.locator('cp-dashboard .block-orders [part="item"]').first()).toBeVisible();
    await expect(page.locator('cp-dashboard .block-tracking [part="item"]').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent orders' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent invoices' })).toHaveCount(0);
    await expect(page.locator('cp-dashboard .block-invoices')).toHaveCount(0);
    expect(refused).toEqual([]);
  });

  test('following a deep link to invoices lands on the dashboard, which says why', async ({ page }) => {
    await logInWithDemoToken(page);
    const refused = refusedCalls(page);
    await page.goto('/invoices');
    await expect(page).toHaveURL('/?unavailable=invoices');
    await expect(page.getByRole('status').filter({ hasText: 'Invoices is not available' })).toHaveText(
      'Invoices is not available when you are logged in with a login link.',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.locator('cp-invoices')).toHaveCount(0);
    // The track & trace of its deliveries stays open to it.
    await page.goto('/track-and-traces/road/L2611-70001');
    await expect(page).toHaveURL('/track-and-traces/road/L2611-70001');
    await expect(page.locator('cp-tracking')).toBeVisible();
    expect(refused).toEqual([]);
  });

  test('opens its orders, deliveries and certificates with their data and no refused call', async ({
    page,
  }) => {
    await logInWithDemoToken(page);
    const refused = refusedCalls(page);
    for (const [path, call] of [
      ['/orders', '/Order/GetOrdersTable'],
      ['/deliveries', '/Delivery/GetDeliveriesTable'],
      ['/certificates', '/ProductCertificates/GetProductCertificates'],
    ] as const) {
      const answered = page.waitForResponse((response) => response.url().includes(call));
      await page.goto(path);
      expect((await answered).status(), call).toBe(200);
      await expect(page).toHaveURL(path);
    }
    expect(refused).toEqual([]);
  });
});
