import { expect, test } from '@playwright/test';
import { readmeSitePort, startReadmeSite } from './package-readme-site.ts';
import { watch } from './policy-watch.ts';
import { DEMO_PASSWORD } from './support.ts';

// The package README alone is enough to embed <cp-orders> on another origin under a strict policy:
// a site made of its quick start's snippets (package-readme-site.ts), with the packed package
// installed, shows the demo customer's orders after the README's sign-in script signs in.

const portalPort = Number(process.env.E2E_PORT ?? 8181);

for (const variant of ['plain', 'import-map'] as const) {
  test(`given a page written from the package README's quick start (${variant}) on another origin, with its enforced policy and Trusted Types list, signing in shows the orders; no violation and no console error`, async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const site = await startReadmeSite(
      variant,
      new URL(baseURL as string).origin,
      readmeSitePort(portalPort),
    );
    try {
      const { errors, violations } = await watch(page);
      const response = await page.goto(`${site.origin}/index.html`);
      expect(response?.headers()['content-security-policy']).toBe(site.policy);
      expect(site.policy).toContain("require-trusted-types-for 'script'; trusted-types ");
      const orders = page.locator('cp-orders');
      await expect(orders.locator('[part="sign-in-needed"]')).toBeVisible();

      await page.getByLabel('E-mail').fill('customer@example.com');
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();

      await expect(orders.locator('tr[part="row"]')).toHaveCount(25);
      await expect(page.locator('#sign-in')).toBeHidden();
      expect(await violations()).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await site.close();
    }
  });
}
