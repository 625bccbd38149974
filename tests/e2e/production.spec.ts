import { expect, test } from '@playwright/test';
import { productionServer } from './production-server.ts';
import { DEMO_PASSWORD } from './support.ts';

// Issue 26 §1 in the browser: a production server (tests/e2e/production-server.ts) has no demo data.
// The start refusals are tested at the process level (src/reference-api/production-start.test.ts).
const production = productionServer();

test.describe('the production server', () => {
  for (const email of ['customer@example.com', 'staff@example.com']) {
    test(`the demo password does not sign ${email} in`, async ({ page }) => {
      await page.goto(`${production.url}/login`);
      await page.getByLabel('E-mailadres').fill(email);
      await page.getByLabel('Wachtwoord', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Inloggen' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expect(page).toHaveURL(/\/login/);
    });
  }

  test('the demo login link does not sign anyone in', async ({ page }) => {
    await page.goto(`${production.url}/auth/token/demo-login-token/de`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dieser Anmeldelink funktioniert nicht');
    await expect(page.getByRole('alert')).toContainText('ungültig oder wurde bereits verwendet');
  });

  test('it serves the portal on its own address, ready, and printed no demo access', async ({ page }) => {
    await page.goto(`${production.url}/login`);
    await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
    expect((await page.request.get(`${production.url}/customerportal/ready`)).status()).toBe(200);
    expect(production.server.output()).not.toContain('Demo accounts');
    expect(production.server.output()).toContain(`First staff login ${production.adminEmail} created`);
  });
});
