import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { logIn } from './support.ts';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

async function useDarkTheme(page: Page) {
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
    await useDarkTheme(page);
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
    await useDarkTheme(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('layout-dark-nl.png') });
    await page.getByLabel('Taal').selectOption('zhHans');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('概览');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('layout-dark-zhHans.png') });
  });

  test('a keyboard-only user logs in and moves through the drawer', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('E-mailadres')).toBeFocused();
    await page.keyboard.type('customer@example.com');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Wachtwoord')).toBeFocused();
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
