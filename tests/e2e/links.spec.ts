import { expect, test } from '@playwright/test';
import { approveAsStaff, DEMO_PASSWORD, linkPath, logIn, newestMailTo } from './support.ts';

test.describe('sign-in links', () => {
  test('a login token link logs in, leaves the address bar at once and goes on to the dashboard', async ({
    page,
  }) => {
    const seen: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) seen.push(frame.url());
    });
    await page.goto('/auth/token/demo-login-token/en');
    await expect(page).toHaveURL('/auth/token');
    expect(await page.evaluate(() => window.location.href)).not.toContain('demo-login-token');
    await expect(page.getByRole('status')).toContainText(/logged in/i);
    await expect(page.getByRole('timer')).toBeVisible();
    await page.getByRole('link', { name: 'Go now' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(page.url()).not.toContain('demo-login-token');
    // Only the address typed in carried the token; every later address the page showed was clean.
    expect(seen.slice(1).filter((url) => url.includes('demo-login-token'))).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });

  test('a request for a password reset answers neutrally, also for an unknown address', async ({ page }) => {
    await page.goto('/auth/reset-password');
    await page.getByLabel('E-mailadres').fill('nobody-at-all@example.com');
    await page.getByRole('button', { name: 'Link versturen' }).click();
    await expect(page.getByRole('status')).toContainText('Als dit e-mailadres bij ons bekend is');
  });

  test('a password reset link from the mail sets a new password, after which login works', async ({
    page,
  }) => {
    await page.goto('/auth/reset-password');
    await page.getByLabel('E-mailadres').fill('staff@example.com');
    await page.getByRole('button', { name: 'Link versturen' }).click();
    await expect(page.getByRole('status')).toBeVisible();
    const mail = await newestMailTo(page, 'staff@example.com', { containing: '/auth/reset-password/' });
    const path = linkPath(mail.body, '/auth/reset-password/');
    await page.goto(path);
    await page.getByLabel('Nieuw wachtwoord').fill(DEMO_PASSWORD);
    await page.getByLabel('Bevestig wachtwoord').fill('something-else-entirely');
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(page.getByText('Moet gelijk zijn aan Nieuw wachtwoord')).toBeVisible();
    await page.getByLabel('Bevestig wachtwoord').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(page.getByRole('status')).toContainText('Uw wachtwoord is gewijzigd.');
    await expect(page.getByRole('timer')).toBeVisible();
    await page.getByRole('link', { name: 'Nu verdergaan' }).click();
    await logIn(page, 'staff@example.com');

    // The link works once.
    await page.goto(path);
    await expect(page.getByRole('alert')).toContainText('niet meer geldig');
  });

  test('a registration, once staff approve it, mails an activation link that activates the account', async ({
    page,
  }) => {
    const email = `new-customer-${Date.now()}@example.com`;
    await page.goto('/auth/register');
    await page.getByLabel('Bedrijfsnaam').fill('Nieuw Karton B.V.');
    await page.getByLabel('Klantnummer').fill('C-1001');
    await page.getByLabel('Voornaam').fill('Anna');
    await page.getByLabel('Achternaam').fill('de Vries');
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByRole('button', { name: 'Registreren' }).click();
    await expect(page.getByRole('status')).toContainText('Bedankt voor uw registratie');
    await expect(page.getByRole('status')).toContainText('zodra die is goedgekeurd');
    // A registration is a request (issue 14 §2): the activation mail goes out when staff approve it.
    await approveAsStaff(page, email);

    const path = linkPath(
      (await newestMailTo(page, email, { containing: '/auth/activate/' })).body,
      '/auth/activate/',
    );
    await page.goto(path);
    await page.getByLabel('Nieuw wachtwoord').fill('A-fresh-password-42');
    await page.getByLabel('Bevestig wachtwoord').fill('A-fresh-password-42');
    await page.getByRole('button', { name: 'Account activeren' }).click();
    await expect(page.getByRole('status')).toContainText('Uw account is actief.');
    await page.getByRole('link', { name: 'Nu verdergaan' }).click();
    await logIn(page, email, 'A-fresh-password-42');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    await page.goto(path);
    await expect(page.getByRole('alert')).toContainText('Deze activatielink is niet meer geldig');
  });
});
