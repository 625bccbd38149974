import { expect, test } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { DEMO_PASSWORD, logIn } from './support.ts';

test.describe('signing in', () => {
  for (const email of ['customer@example.com', 'agent@example.com', 'staff@example.com']) {
    test(`${email} logs in and lands on the dashboard`, async ({ page }) => {
      await page.goto('/login');
      await logIn(page, email);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page).toHaveTitle('Dashboard - Paperfield Customer Portal');
      await expect(page.getByRole('button', { name: new RegExp(email) })).toBeVisible();
      // Administration areas appear to staff only, as labels (spec §1).
      const admin = page.getByRole('region', { name: 'Beheer' });
      if (email.startsWith('staff')) {
        await expect(admin).toContainText('Medewerkers');
        await expect(admin.getByRole('link')).toHaveCount(0);
      } else await expect(admin).toHaveCount(0);
    });
  }

  test('a TOTP account logs in with a second step and a code from the authenticator', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-mailadres').fill('totp@example.com');
    await page.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByRole('heading', { name: 'Verificatie in twee stappen' })).toBeVisible();
    const totp = new OTPAuth.TOTP({
      secret: OTPAuth.Secret.fromBase32('JBSWY3DPEHPK3PXP'),
      digits: 6,
      period: 30,
    });
    await page.getByLabel('Verificatiecode').fill(totp.generate());
    await page.getByRole('button', { name: 'Verifiëren' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('a wrong password shows the failure message and stays on login', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-mailadres').fill('customer@example.com');
    await page.getByLabel('Wachtwoord').fill('not-the-password');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('a deep link while logged out goes to login and back to the deep link afterwards', async ({
    page,
  }) => {
    await page.goto('/invoices?page=2');
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/invoices?page=2')}`);
    await logIn(page, 'customer@example.com');
    await expect(page).toHaveURL('/invoices?page=2');
    await expect(page.getByRole('heading', { level: 1, name: 'Facturen' })).toBeVisible();
  });

  for (const hostile of [
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
  ]) {
    test(`redirect=${hostile} ends on the portal's own origin`, async ({ page, baseURL }) => {
      await page.goto(`/login?${new URLSearchParams({ redirect: hostile })}`);
      await logIn(page, 'customer@example.com');
      expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    });
  }

  test('logout returns to login with the logout message, and the portal is closed again', async ({
    page,
  }) => {
    await page.goto('/login');
    await logIn(page, 'customer@example.com');
    await page.getByRole('button', { name: /customer@example.com/ }).click();
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL('/login?trigger=logout');
    await expect(page.getByRole('status')).toHaveText('U bent uitgelogd.');
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/login\?redirect=%2Forders/);
  });

  test('the session messages of a trigger are shown as text, an unknown trigger as unknown error', async ({
    page,
  }) => {
    await page.goto('/login?trigger=session-expired');
    await expect(page.getByRole('alert')).toContainText('sessie is verlopen');
    await page.goto('/login?trigger=ERR_NETWORK');
    await expect(page.getByRole('alert')).toContainText('netwerkfout');
    await page.goto(`/login?${new URLSearchParams({ trigger: '<img src=x onerror=alert(1)>' })}`);
    await expect(page.getByRole('alert')).toContainText('onbekende fout');
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });
});

test.describe('session signals', () => {
  test('a session whose refresh fails ends on login with the session-expired message', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, 'customer@example.com');
    await page.evaluate(() => {
      localStorage.setItem('paperfield.customer-portal.accessToken', 'expired.not-a.jwt');
      localStorage.setItem('paperfield.customer-portal.refreshToken', 'revoked-refresh-token');
    });
    await page
      .getByRole('navigation', { name: 'Hoofdnavigatie' })
      .getByRole('link', { name: 'Orders' })
      .click();
    await expect(page).toHaveURL('/login?trigger=session-expired');
    await expect(page.getByRole('alert')).toContainText('sessie is verlopen');
  });

  test('an element asking for navigation is routed, but only within the portal', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/login');
    await logIn(page, 'customer@example.com');
    const navigate = (path: string) =>
      page.evaluate((target) => {
        document
          .querySelector('main')
          ?.dispatchEvent(
            new CustomEvent('cp-navigate', { bubbles: true, composed: true, detail: { path: target } }),
          );
      }, path);
    await navigate('/invoices');
    await expect(page).toHaveURL('/invoices');
    await navigate('//evil.example/phish');
    await expect(page).toHaveURL('/');
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  });
});
