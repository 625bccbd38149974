import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support.ts';

// The built package's session API (dist/elements/loader.js: signIn, signOut, onSessionChange) on the
// intranet demo page: its <cp-orders> starts without tokens, asks for a sign-in once, and follows the
// page's sign-in and sign-out in the same tab, without a reload.

const SIGN_IN_NEEDED = 'Please sign in to see this information.';

test('given an element that starts without tokens, it asks once for a sign-in, then shows data when the page signs in through the session API, and asks again after its sign-out', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const dataCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/customerportal/Order/')) dataCalls.push(request.url());
  });
  await page.addInitScript(() => {
    const reasons: string[] = [];
    (window as unknown as { loginRequired: string[] }).loginRequired = reasons;
    document.addEventListener('cp-login-required', (event) => reasons.push(event.detail.reason));
  });
  const loginRequired = () =>
    page.evaluate(() => (window as unknown as { loginRequired: string[] }).loginRequired);

  await page.goto('/embed/intranet.html');
  const orders = page.locator('cp-orders');
  await expect(orders.locator('[part="sign-in-needed"]')).toContainText(SIGN_IN_NEEDED);
  await expect(page.locator('#sign-in')).toBeVisible();
  expect(await loginRequired()).toEqual(['not-logged-in']);
  expect(dataCalls).toEqual([]);
  // Marks this document: a reload would lose it.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  await page.getByLabel('E-mail address').fill('customer@example.com');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(orders.locator('tr[part="row"]')).toHaveCount(10);
  await expect(orders.locator('[part="sign-in-needed"]')).toHaveCount(0);
  await expect(page.locator('#sign-in')).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(orders.locator('[part="sign-in-needed"]')).toContainText(SIGN_IN_NEEDED);
  await expect(orders.locator('tr[part="row"]')).toHaveCount(0);
  await expect(page.locator('#sign-in')).toBeVisible();
  expect(await loginRequired()).toEqual(['not-logged-in', 'not-logged-in']);
  expect(
    await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.endsWith('Token'))),
  ).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  expect(errors).toEqual([]);
});
