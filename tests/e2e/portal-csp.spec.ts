import { expect, type Page, test } from '@playwright/test';
import { type Violation, watch } from './policy-watch.ts';
import { logIn, uploadPdf } from './support.ts';

// The portal's own pages under its own policy (issue 23 §9): no inline style, Trusted Types
// enforced. Walked as a user would, with interaction (docs/security.md#content-security-policy: Lit's
// style bindings, Leaflet's and FilePond's markup, server HTML, icons), not only on first load.

/**
 * Console errors but those of the Gravatar avatars of the user menu: this machine has no route to
 * the internet, and a missing avatar (d=404) is an expected answer anyway.
 */
const pageErrors = (errors: string[]) =>
  errors.filter((error) => !error.includes('https://www.gravatar.com/'));

/** Every violation seen, each as `directive disposition source: sample`, for a readable failure. */
const described = (violations: Violation[]) =>
  violations.map(
    (v) => `${v.effectiveDirective} ${v.disposition} ${v.sourceFile}:${v.lineNumber} ${v.sample}`,
  );

async function expectThePolicy(page: Page, path: string): Promise<void> {
  const answer = await page.request.get(path, { headers: { accept: 'text/html' } });
  const policy = answer.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("style-src 'self';");
  expect(policy).not.toMatch(/unsafe-/);
  expect(policy).toContain("require-trusted-types-for 'script'");
  expect(policy).toMatch(/trusted-types [^;]*lit-html/);
  expect(answer.headers()['content-security-policy-report-only']).toBeUndefined();
}

test.describe('the portal under its enforced CSP and Trusted Types', () => {
  test('a customer walks dashboard, drawer, orders, tracking map, contact upload and the two-factor dialog with no violation or console error', async ({
    page,
  }) => {
    test.slow();
    await expectThePolicy(page, '/orders');
    const { errors, violations } = await watch(page);

    await page.goto('/dashboard');
    await logIn(page, 'customer@example.com');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    // The drawer: collapsed to a rail and opened again, then narrow (a modal drawer) opened and closed.
    const drawer = page.locator('#drawer');
    await expect(drawer).toBeVisible();
    await page.setViewportSize({ width: 600, height: 800 });
    await page.getByRole('button', { name: /menu/i }).first().click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Orders: sorted by a column, searched.
    await page.goto('/orders');
    const orders = page.locator('cp-orders');
    await expect(orders.locator('tr[part="row"]').first()).toBeVisible();
    const header = orders.getByRole('columnheader', { name: 'Order', exact: true });
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await orders.getByRole('searchbox').first().fill('45');

    // The tracking map: drawn, zoomed, a popup opened.
    await page.goto('/track-and-traces/road/L2611-70001');
    const tracking = page.locator('cp-tracking');
    await expect.poll(() => tracking.locator('.leaflet-marker-icon').count()).toBeGreaterThan(1);
    // Out: a road trip's first view is already the closest step the bundled basemap fills.
    await tracking.locator('.leaflet-control-zoom-out, [class*="zoom-out"]').first().click();
    await tracking.locator('.leaflet-marker-icon.stop-marker').first().click();
    await expect(tracking.locator('.leaflet-popup-content').first()).toBeVisible();

    // The contact form: a file uploaded through FilePond.
    await page.goto('/contact');
    const contact = page.locator('cp-contact');
    await expect(contact.locator('.filepond--drop-label')).toBeVisible();
    await uploadPdf(contact, 2_000);

    // Every other screen of the drawer, drawn.
    for (const path of [
      '/deliveries',
      '/invoices',
      '/stock',
      '/statistics',
      '/certificates',
      '/price-list',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(
        page.locator('main [part="row"], main canvas, main svg, main table, main iframe, main a').first(),
      ).toBeAttached();
    }

    // Settings: the two-factor set-up dialog with its QR code, then cancelled.
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Instellen' }).click();
    await expect(page.getByRole('img', { name: 'QR-code voor uw authenticator-app' })).toBeVisible();
    await page.keyboard.press('Escape');

    expect(described(await violations())).toEqual([]);
    expect(pageErrors(errors)).toEqual([]);
  });

  test('staff open an e-mail of the send log (sanitized server HTML) and a memo dialog with no violation or console error', async ({
    page,
  }) => {
    const { errors, violations } = await watch(page);
    await page.goto('/admin/e-mails');
    await logIn(page, 'staff@example.com');
    const emails = page.locator('cp-admin-emails');
    await expect(emails.locator('tr[part="row"]').first()).toBeVisible();
    await emails.getByRole('button', { name: 'Bekijken' }).first().click();
    await expect(emails.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/admin/memos');
    const memos = page.locator('cp-admin-memos');
    await memos.getByRole('button', { name: 'Nieuwe memo' }).click();
    await expect(memos.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');

    expect(described(await violations())).toEqual([]);
    expect(pageErrors(errors)).toEqual([]);
  });

  test('Trusted Types are enforced: a string written to innerHTML on a portal page throws', async ({
    page,
  }) => {
    await page.goto('/login');
    const refused = await page.evaluate(() => {
      try {
        document.createElement('div').innerHTML = '<b>probe</b>';
        return false;
      } catch (error) {
        return error instanceof TypeError;
      }
    });
    expect(refused).toBe(true);
  });
});
