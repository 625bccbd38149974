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
