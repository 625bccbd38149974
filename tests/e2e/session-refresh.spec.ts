import { expect, test } from '@playwright/test';
import { LOAD_ERROR, logInByApi, openEmbed } from './first-page-embed.ts';
import { clockBackOnRefresh, clockPastExpiry, expiresAt, logIn, storedToken } from './support.ts';

// Expiry on a controlled clock: the pages' clock moves past the access token's expiry, and back to the
// real time when the server answers the refresh (support.ts), instead of waiting the lifetime out.

test.describe('an expired session', () => {
  test('given the access token has expired, the next page refreshes it silently once and its data loads', async ({
    page,
  }) => {
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/Authentication/RefreshAccessToken')) refreshes.push(request.url());
    });
    await page.clock.install();
    await clockBackOnRefresh(page);
    await page.goto('/orders');
    await logIn(page, 'customer@example.com');
    await expect(page.locator('cp-orders').getByRole('row').nth(1)).toBeVisible();
    const firstToken = (await storedToken(page, 'accessToken'))!;
    const firstRefreshToken = await storedToken(page, 'refreshToken');

    // Past the token's own expiry, as the page counts time.
    await clockPastExpiry(page.clock, firstToken);
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
    // The pair was rotated: a new refresh token. (The access token may read the same: the server
    // signs the same claims, session and second, when the refresh follows the login within a second
    // of real time, which the page's moved clock does not change.)
    const nextToken = (await storedToken(page, 'accessToken'))!;
    expect(expiresAt(nextToken) * 1000).toBeGreaterThan(Date.now());
    expect(await storedToken(page, 'refreshToken')).not.toBe(firstRefreshToken);
    await expect(page.getByRole('button', { name: /customer@example.com/ })).toBeVisible();
  });
});

test.describe('two tabs and racing refreshes', () => {
  test('given two tabs whose access token has expired, reloaded at the same moment: both stay signed in and show their data', async ({
    context,
  }) => {
    const refreshAnswers: number[] = [];
    context.on('response', (response) => {
      if (response.url().endsWith('/Authentication/RefreshAccessToken'))
        refreshAnswers.push(response.status());
    });
    await context.clock.install();
    await clockBackOnRefresh(context);
    const first = await context.newPage();
    await first.goto('/orders');
    await logIn(first, 'customer@example.com');
    await expect(first.locator('cp-orders').getByRole('row').nth(1)).toBeVisible();
    const second = await context.newPage();
    await second.goto('/deliveries');
    await expect(second.locator('cp-deliveries').getByRole('row').nth(1)).toBeVisible();
    const firstToken = (await storedToken(first, 'accessToken'))!;

    // Past the token's own expiry, as both tabs count time: both must refresh.
    await clockPastExpiry(context.clock, firstToken);
    await Promise.all([first.reload(), second.reload()]);

    await expect(first.locator('cp-orders').getByRole('row').nth(1)).toBeVisible();
    await expect(second.locator('cp-deliveries').getByRole('row').nth(1)).toBeVisible();
    for (const page of [first, second]) {
      await expect(page).not.toHaveURL(/\/login/);
      await expect(page.getByRole('button', { name: /customer@example.com/ })).toBeVisible();
    }
    expect(refreshAnswers.length).toBeGreaterThan(0);
    expect(refreshAnswers.every((status) => status === 200)).toBe(true);
    const nextToken = (await storedToken(second, 'accessToken'))!;
    expect(nextToken).not.toBe(firstToken);
    expect(expiresAt(nextToken) * 1000).toBeGreaterThan(Date.now());
  });

  test('given 10 parallel refreshes of one pair: all answer the same successor and the session stays alive', async ({
    page,
  }) => {
    await page.goto('/orders');
    await logIn(page, 'customer@example.com');
    await expect(page.locator('cp-orders').getByRole('row').nth(1)).toBeVisible();
    const pair = {
      accessToken: (await storedToken(page, 'accessToken'))!,
      refreshToken: (await storedToken(page, 'refreshToken'))!,
    };

    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        page.request.post('/customerportal/Authentication/RefreshAccessToken', { data: pair }),
      ),
    );

    expect(answers.map((answer) => answer.status())).toEqual(Array(10).fill(200));
    const pairs = (await Promise.all(answers.map((answer) => answer.json()))) as (typeof pair)[];
    expect(new Set(pairs.map((next) => next.refreshToken)).size).toBe(1);
    const profile = await page.request.get('/customerportal/Account/GetProfile', {
      headers: { authorization: `Bearer ${pairs[9]!.accessToken}` },
    });
    expect(profile.status()).toBe(200);
    // The page adopts the successor, as a tab that had made those calls would, and goes on with it.
    await page.evaluate((next) => {
      localStorage.setItem('paperfield.customer-portal.refreshToken', next.refreshToken);
      localStorage.setItem('paperfield.customer-portal.accessToken', next.accessToken);
    }, pairs[0]!);
    await page.reload();
    await expect(page.locator('cp-orders').getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('button', { name: /customer@example.com/ })).toBeVisible();
  });
});

test.describe('an expired session on an embedding page', () => {
  test('given cp-orders on a page whose stored access token has expired, nothing is asked early with the dead token: the element refreshes it once and shows its rows, with one GetOrdersTable call and no error', async ({
    page,
  }) => {
    const pair = await logInByApi(page);
    // Past the token's own expiry, as the page counts time.
    await page.clock.install();
    await clockPastExpiry(page.clock, pair.accessToken);
    await clockBackOnRefresh(page);

    const { calls } = await openEmbed(page, 'cp-orders', pair);

    await expect(page.locator('cp-orders tr[part="row"]')).toHaveCount(10);
    await page.waitForLoadState('networkidle');
    expect(calls('/Authentication/RefreshAccessToken')).toBe(1);
    expect(calls('/Order/GetOrdersTable')).toBe(1);
    await expect(page.locator('cp-orders')).not.toContainText(LOAD_ERROR);
  });
});
