import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support.ts';

// /embed/lazy.html: a page with one portal script tag, the lazy loader (/elements/loader.js). The
// page writes <cp-orders> into its own DOM and <cp-invoices> into the open shadow root of its own
// <supplier-panel> once it signed its user in; the loader imports each module when its tag appears.
test.describe('lazy loader embed page under a strict CSP', () => {
  test('given a sign-in, the loader imports each written element once and nothing else, without a policy violation or console error', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`.trim());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const modules: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/elements\/[^/]+\.js$/.test(path)) modules.push(path);
    });
    await page.addInitScript(() => {
      const seen: { disposition: string; directive: string; source: string }[] = [];
      (window as unknown as { violations: typeof seen }).violations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push({
          disposition: event.disposition,
          directive: event.effectiveDirective,
          source: event.sourceFile,
        }),
      );
    });

    const response = await page.goto('/embed/lazy.html');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self';");
    expect(response?.headers()['content-security-policy']).not.toMatch(/unsafe-/);
    await page.getByLabel('E-mail address').fill('customer@example.com');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    expect(modules, 'only the loader before any tag is written').toEqual(['/elements/loader.js']);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page.locator('cp-orders [part="row"]').first()).toBeVisible();
    await expect(page.locator('#sign-in')).toBeHidden();
    // Inside the page's own component's shadow root.
    await expect(page.locator('supplier-panel cp-invoices [part="row"]').first()).toBeVisible();
    expect(await page.locator('cp-orders [part="row"]').count()).toBe(10);

    expect([...modules].sort()).toEqual([
      '/elements/cp-invoices.js',
      '/elements/cp-orders.js',
      '/elements/loader.js',
    ]);
    const violations = await page.evaluate(
      () =>
        (window as unknown as { violations: { disposition: string; directive: string; source: string }[] })
          .violations,
    );
    expect(violations.filter((violation) => violation.disposition === 'enforce')).toEqual([]);
    // Trusted Types (reported only): nothing from the loader or the page's script.
    expect(violations.filter((violation) => /\/(loader|lazy)\.js$/.test(violation.source))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
