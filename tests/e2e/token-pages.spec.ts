import { expect, test } from '@playwright/test';

// Every page a mailed or handed-out link opens speaks the link's language from the first paint,
// also to a browser that has never seen the portal, and says what is wrong with a bad link.
test.describe('token pages in their link’s language', () => {
  test('a broken login link in German answers in German, with its own heading and text', async ({ page }) => {
    await page.goto('/auth/token/not-a-valid-token/de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dieser Anmeldelink funktioniert nicht');
    await expect(page.getByRole('alert')).toContainText('ungültig oder wurde bereits verwendet');
    // Nobody typed an e-mail address or a password here.
    await expect(page.locator('body')).not.toContainText('Passwort prüfen');
    await expect(page.locator('body')).not.toContainText('U wordt ingelogd');
    await expect(page.getByRole('link', { name: 'Zurück zur Anmeldung' })).toBeVisible();
  });

  test('a broken login link in Chinese answers in Chinese', async ({ page }) => {
    await page.goto('/auth/token/not-a-valid-token/zhHans');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('此登录链接无法使用');
    await expect(page.getByRole('alert')).toContainText('每个登录链接只能使用一次');
  });

  test('a used reset link and a used activation link in German answer in German', async ({ page }) => {
    await page.goto('/auth/reset-password/not-a-valid-token/de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Neues Passwort festlegen');
    await expect(page.getByRole('alert')).toContainText('Dieser Link ist nicht mehr gültig');
    await page.goto('/auth/activate/not-a-valid-token/de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Konto aktivieren');
    await expect(page.getByRole('alert')).toContainText('Dieser Aktivierungslink ist nicht mehr gültig');
  });
});
