import { expect, test } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { DEMO_PASSWORD, freshAccount, logIn, settled, storedToken } from './support.ts';

test.describe('signing in', () => {
  for (const email of ['customer@example.com', 'agent@example.com', 'staff@example.com']) {
    test(`${email} logs in and lands on the dashboard`, async ({ page }) => {
      await page.goto('/login');
      await logIn(page, email);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page).toHaveTitle('Dashboard - Paperfield Customer Portal');
      await expect(page.getByRole('button', { name: new RegExp(email) })).toBeVisible();
      // The Administration section is staff's alone (docs/screens/administration.md#who-administers): a link per admin screen.
      const admin = page.getByRole('navigation', { name: 'Beheer' });
      if (email.startsWith('staff')) {
        await expect(admin.getByRole('link', { name: 'Medewerkers' })).toBeVisible();
        await expect(admin.getByRole('link')).toHaveCount(7);
      } else await expect(admin).toHaveCount(0);
    });
  }

  test('the sign-in button stays where it first appeared while the memo and the language list arrive', async ({
    page,
  }) => {
    // A password manager fills and submits at once: a button that moves after it appears takes the
    // click somewhere else (seen as logins that sent nothing when the late login memo grew the card).
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { buttonPositions: string[] }).buttonPositions = seen;
      const started = performance.now();
      const frame = () => {
        const button = [...document.querySelectorAll('button')].find(
          (b) => b.textContent?.trim() === 'Inloggen',
        );
        if (button) {
          const { top, left } = button.getBoundingClientRect();
          const at = `${Math.round(top)},${Math.round(left)}`;
          if (seen.at(-1) !== at) seen.push(at);
        }
        if (performance.now() - started < 3000) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    await page.goto('/login');
    await expect(page.getByRole('complementary', { name: 'Mededeling' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const positions = await page.evaluate(
      () => (window as unknown as { buttonPositions: string[] }).buttonPositions,
    );
    expect(positions).toHaveLength(1);
  });

  test('a TOTP account logs in with a second step and a code from the authenticator', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-mailadres').fill('totp@example.com');
    await page.getByLabel('Wachtwoord', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByRole('heading', { name: 'Tweestapsverificatie' })).toBeVisible();
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
    await page.getByLabel('Wachtwoord', { exact: true }).fill('not-the-password');
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

const TWO_FACTOR_PERIOD_MS = 30_000;

/** Reads the secret the settings page shows (in groups of four) and answers its current code and time step. */
function codeFor(secret: string): { code: string; step: number } {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret.replaceAll(' ', '')) });
  return { code: totp.generate(), step: Math.floor(Date.now() / TWO_FACTOR_PERIOD_MS) };
}

test.describe('two-factor login set up by the user', () => {
  test('given TOTP turned on in settings, the next login asks for a code from the app and then opens the portal', async ({
    page,
  }) => {
    const password = 'A-fresh-password-42';
    const email = await freshAccount(page, password);
    await page.goto('/settings');
    await logIn(page, email, password);
    await expect(
      page.getByRole('banner').getByRole('heading', { level: 1, name: 'Instellingen' }),
    ).toBeVisible();
    await expect(page.getByText('Tweestapsverificatie staat uit.')).toBeVisible();
    await page.getByRole('button', { name: 'Instellen' }).click();
    await expect(page.getByRole('img', { name: 'QR-code voor uw authenticator-app' })).toBeVisible();
    const secret = await page.locator('cp-settings [part="secret"]').innerText();
    expect(secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    const enabling = codeFor(secret);
    await page.getByLabel('Code uit de app').fill(enabling.code);
    await page.getByRole('button', { name: 'Aanzetten' }).click();
    await expect(page.getByText('Tweestapsverificatie staat aan.')).toBeVisible();

    await page.getByRole('button', { name: new RegExp(email) }).click();
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL('/login?trigger=logout');
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByRole('heading', { name: 'Tweestapsverificatie' })).toBeVisible();
    // A code works once: like a user, wait for the app to show the next one when it still shows the same.
    const waitMs = (enabling.step + 1) * TWO_FACTOR_PERIOD_MS - Date.now();
    if (waitMs > 0) await page.waitForTimeout(waitMs + 500);
    await page.getByLabel('Verificatiecode').fill(codeFor(secret).code);
    await page.getByRole('button', { name: 'Verifiëren' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(email) })).toBeVisible();
  });
});

test.describe('session signals', () => {
  test('given the session was logged out elsewhere, the next call fails to refresh and ends on login with the session-expired message', async ({
    page,
  }) => {
    await page.goto('/login');
    await logIn(page, 'customer@example.com');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // The dashboard's own calls done first: one still on its way would meet the ended session and
    // end the page's before the click this test is about (seen under load by test:repeat).
    await settled(page);
    const refreshes: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/Authentication/RefreshAccessToken')) refreshes.push(response.status());
    });
    // The same session ended by another request: the server revokes its refresh token, the page keeps it.
    const accessToken = await storedToken(page, 'accessToken');
    const loggedOut = await page.request.post('/customerportal/Authentication/Logout', {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(loggedOut.ok()).toBe(true);
    expect(await storedToken(page, 'refreshToken')).not.toBeNull();

    await page
      .getByRole('navigation', { name: 'Hoofdnavigatie' })
      .getByRole('link', { name: 'Orders' })
      .click();
    await expect(page).toHaveURL('/login?trigger=session-expired&redirect=%2Forders');
    await expect(page.getByRole('alert')).toContainText('sessie is verlopen');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]).toBeGreaterThanOrEqual(400);
    expect(await storedToken(page, 'refreshToken')).toBeNull();
  });

  test('given the password was changed in another browser, this browser ends on login with the session-expired message', async ({
    page,
    browser,
    baseURL,
  }) => {
    const password = 'A-fresh-password-42';
    const email = await freshAccount(page, password);
    await page.goto('/login');
    await logIn(page, email, password);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await settled(page);

    const other = await browser.newContext({ baseURL });
    try {
      const otherPage = await other.newPage();
      await otherPage.goto('/settings');
      await logIn(otherPage, email, password);
      await otherPage.getByLabel('Huidig wachtwoord').fill(password);
      await otherPage.getByLabel('Nieuw wachtwoord', { exact: true }).fill('Another-password-43');
      await otherPage.getByLabel('Nieuw wachtwoord bevestigen').fill('Another-password-43');
      await otherPage.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
      await expect(otherPage.getByText('Uw wachtwoord is gewijzigd.')).toBeVisible();
    } finally {
      await other.close();
    }

    await page
      .getByRole('navigation', { name: 'Hoofdnavigatie' })
      .getByRole('link', { name: 'Facturen' })
      .click();
    await expect(page).toHaveURL('/login?trigger=session-expired&redirect=%2Finvoices');
    await expect(page.getByRole('alert')).toContainText('sessie is verlopen');
  });

  test('given the network drops on a loaded page, the next page ends on login with the network-error message', async ({
    page,
  }) => {
    await page.goto('/login');
    await logIn(page, 'customer@example.com');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await settled(page);
    await page.route('**/customerportal/**', (route) => route.abort('internetdisconnected'));
    await page
      .getByRole('navigation', { name: 'Hoofdnavigatie' })
      .getByRole('link', { name: 'Orders' })
      .click();
    await expect(page).toHaveURL('/login?trigger=ERR_NETWORK&redirect=%2Forders');
    await expect(page.getByRole('alert')).toContainText('netwerkfout');
  });

  test('a session whose refresh fails ends on login with the session-expired message', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, 'customer@example.com');
    // The dashboard's own calls done first: one still on its way would meet the broken tokens and
    // end the session before the click this test is about.
    await settled(page);
    await page.evaluate(() => {
      localStorage.setItem('paperfield.customer-portal.accessToken', 'expired.not-a.jwt');
      localStorage.setItem('paperfield.customer-portal.refreshToken', 'revoked-refresh-token');
    });
    await page
      .getByRole('navigation', { name: 'Hoofdnavigatie' })
      .getByRole('link', { name: 'Orders' })
      .click();
    await expect(page).toHaveURL('/login?trigger=session-expired&redirect=%2Forders');
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
