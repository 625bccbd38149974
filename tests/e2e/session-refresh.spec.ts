import { expect, test } from '@playwright/test';
import { expiresAt, logIn, storedToken } from './support.ts';

// Runs in the project `short-access-token`: its server hands out access tokens that live 20 s.

test.describe('an expired session', () => {
  test('given the access token has expired, the next page refreshes it silently once and its data loads', async ({
    page,
  }) => {
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/Authentication/RefreshAccessToken')) refreshes.push(request.url());
    });
    await page.goto('/orders');
    await logIn(page, 'customer@example.com');
    await expect(page.locator('cp-orders').getByRole('row').nth(1)).toBeVisible();
    const firstToken = (await storedToken(page, 'accessToken'))!;
    const firstRefreshToken = await storedToken(page, 'refreshToken');

    // Past the token's own expiry, so the server would refuse it as well.
    await page.waitForTimeout(Math.max(0, expiresAt(firstToken) * 1000 + 1000 - Date.now()));
    const refreshesBefore = refreshes.length;
    await page
      .getByRole('navigation', { name: 'Hoofdnavigatie' })
      .getByRole('link', { name: 'Leveringen' })
      .click();

    await expect(page).toHaveURL('/deliveries');
    await expect(page.getByRole('heading', { level: 1, name: 'Leveringen' })).toBeVisible();
    const rows = page.locator('cp-deliveries').getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    expect(refreshes.length - refreshesBefore).toBe(1);
    const nextToken = (await storedToken(page, 'accessToken'))!;
    expect(nextToken).not.toBe(firstToken);
    expect(expiresAt(nextToken) * 1000).toBeGreaterThan(Date.now());
    expect(await storedToken(page, 'refreshToken')).not.toBe(firstRefreshToken);
    await expect(page.getByRole('button', { name: /customer@example.com/ })).toBeVisible();
  });
});
