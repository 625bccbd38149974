import { expect, type Page } from '@playwright/test';

/** The demo password of every seeded account (reference API seed). */
export const DEMO_PASSWORD = 'Portal-demo-2026!';

/**
 * Logs in through the login form (Dutch, the default language) of a page that is on its way to
 * login (guarded deep links get there client-side) and waits to leave the login page.
 */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** The newest mail the reference API's development outbox holds for `to` (DEV_OUTBOX=1). */
export async function newestMailTo(
  page: Page,
  to: string,
): Promise<{ subject: string | null; body: string }> {
  const response = await page.request.get(`/customerportal/Dev/Outbox?${new URLSearchParams({ to })}`);
  expect(response.ok()).toBe(true);
  const mails = (await response.json()) as { subject: string | null; body: string | null }[];
  expect(mails.length).toBeGreaterThan(0);
  return { subject: mails[0]!.subject, body: mails[0]!.body ?? '' };
}

/** The portal path of the first link in a mail body that starts with `prefix`. */
export function linkPath(body: string, prefix: string): string {
  const match = body.match(new RegExp(`${prefix}[A-Za-z0-9_.~%-]+`));
  expect(match, `a ${prefix} link in the mail`).not.toBeNull();
  return match![0];
}

/** Where the portal keeps its tokens (localStorage, under the configured prefix). */
const TOKEN_KEYS = {
  accessToken: 'paperfield.customer-portal.accessToken',
  refreshToken: 'paperfield.customer-portal.refreshToken',
} as const;

/** The token the page holds now (null when logged out). */
export function storedToken(page: Page, which: keyof typeof TOKEN_KEYS): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), TOKEN_KEYS[which]);
}

/** The `exp` claim (seconds) of a JWT access token. */
export function expiresAt(accessToken: string): number {
  const payload = accessToken.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp: number }).exp;
}

/**
 * A fresh, active customer login of its own, so a test may change its password or two-factor
 * setting without touching the demo accounts: registered through the API and activated with the
 * link the reference API's outbox holds.
 */
export async function freshAccount(page: Page, password = 'A-fresh-password-42'): Promise<string> {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const registered = await page.request.post('/customerportal/Authentication/RegisterNewCustomer', {
    data: {
      emailAddress: email,
      firstName: 'Eva',
      lastName: 'Test',
      companyName: 'Proef Karton B.V.',
      customerNumber: 'C-1001',
    },
  });
  expect(registered.ok()).toBe(true);
  const path = linkPath((await newestMailTo(page, email)).body, '/auth/activate/');
  const token = decodeURIComponent(path.slice('/auth/activate/'.length));
  const activated = await page.request.post('/customerportal/Authentication/ActivateAccount', {
    data: { token, password },
  });
  expect(activated.ok()).toBe(true);
  return email;
}
