import { expect, type Page, test } from '@playwright/test';
import {
  expectNothingOfA,
  intranetAccessToken,
  revokeOnServer,
  SEARCH_OF_A,
  searchOrders,
  signInOnIntranet,
  tokensOf,
  USER_A,
  USER_B,
  watchHandover,
} from './session-handover.ts';
import { logIn, settled, storedToken } from './support.ts';

// The next user of a tab sees nothing of the last one's (issue 23 §9): see session-handover.ts.

/** A signs in on the portal's orders page and searches. */
async function ordersOfA(page: Page) {
  await page.goto('/orders');
  await logIn(page, USER_A);
  const orders = page.locator('cp-orders');
  await expect(orders.locator('tr[part="row"]').first()).toBeVisible();
  await searchOrders(page, orders, SEARCH_OF_A);
  await settled(page);
  return orders;
}

/** B signs in on the login page the tab shows, then opens the orders from the navigation (no reload). */
async function ordersOfB(page: Page) {
  await logIn(page, USER_B);
  if (!new URL(page.url()).pathname.startsWith('/orders'))
    await page.locator('nav a[href="/orders"]').first().click();
  await expect(page).toHaveURL(/\/orders/);
  return page.locator('cp-orders');
}

test.describe('the portal after one user’s session ends, for the next user of the tab', () => {
  test('given A signed out, B sees none of A’s rows and none of A’s search', async ({ page }) => {
    const handover = await watchHandover(page);
    await ordersOfA(page);

    await page.getByRole('button', { name: new RegExp(USER_A) }).click();
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL('/login?trigger=logout');
    await handover.nowB();

    await expectNothingOfA(handover, await ordersOfB(page));
  });

  test('given A’s session revoked on the server (the next call’s refresh refused), B sees none of A’s rows and none of A’s search', async ({
    page,
  }) => {
    const handover = await watchHandover(page);
    const orders = await ordersOfA(page);

    await revokeOnServer(page, (await storedToken(page, 'accessToken'))!);
    await orders.getByRole('button', { name: 'Vernieuwen' }).click();
    await expect(page).toHaveURL('/login?trigger=session-expired&redirect=%2Forders');
    await handover.nowB();

    await expectNothingOfA(handover, await ordersOfB(page));
  });

  test('given A signed out in another tab, B sees none of A’s rows and none of A’s search in this one', async ({
    page,
    context,
  }) => {
    const handover = await watchHandover(page);
    await ordersOfA(page);

    const other = await context.newPage();
    await other.goto('/');
    await other.getByRole('button', { name: new RegExp(USER_A) }).click();
    await other.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(other).toHaveURL('/login?trigger=logout');
    await other.close();
    // This tab follows at once: to login (the guard's redirect, or the logout's trigger).
    await expect(page).toHaveURL(/\/login\?/);
    await handover.nowB();

    await expectNothingOfA(handover, await ordersOfB(page));
  });
});

test.describe('an embedding page after one user’s session ends, for the next user of the tab', () => {
  test('given A signed out of the intranet page, B sees none of A’s rows and none of A’s search', async ({
    page,
  }) => {
    const handover = await watchHandover(page);
    await page.goto('/embed/intranet.html');
    await signInOnIntranet(page, USER_A);
    const orders = page.locator('cp-orders');
    await searchOrders(page, orders, SEARCH_OF_A);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.locator('#sign-in')).toBeVisible();
    await handover.nowB();
    await signInOnIntranet(page, USER_B);

    await expectNothingOfA(handover, orders);
  });

  test('given A’s session revoked on the server while on the intranet page, B sees none of A’s rows and none of A’s search', async ({
    page,
  }) => {
    const handover = await watchHandover(page);
    await page.goto('/embed/intranet.html');
    await signInOnIntranet(page, USER_A);
    const orders = page.locator('cp-orders');
    await searchOrders(page, orders, SEARCH_OF_A);

    await revokeOnServer(page, (await intranetAccessToken(page))!);
    await orders.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.locator('#sign-in-message')).toContainText('session has ended');
    await handover.nowB();
    await signInOnIntranet(page, USER_B);

    await expectNothingOfA(handover, orders);
  });

  test('given A signed out in another tab of a page keeping its session in local storage, B sees none of A’s rows and none of A’s search', async ({
    page,
    context,
  }) => {
    // Like the intranet page, but with the tokens in local storage, which the tabs share.
    await context.route('**/shared-session-embed.html', (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shared session</title>
<meta name="cp-config" content='{"storagePrefix":"shared.portal.","tokenStorage":"local"}'>
<script type="module" src="/elements/loader.js"></script></head>
<body><cp-orders lang="en"></cp-orders></body></html>`,
      }),
    );
    const session = (tab: Page, call: 'signIn' | 'signOut', tokens?: unknown) =>
      tab.evaluate(
        async ({ call, tokens }) => {
          const api = await import('/elements/loader.js' as string);
          await (call === 'signIn' ? api.signIn(tokens) : api.signOut());
        },
        { call, tokens },
      );
    const handover = await watchHandover(page);
    await page.goto('/shared-session-embed.html');
    const orders = page.locator('cp-orders');
    await expect(orders.locator('[part="sign-in-needed"]')).toBeVisible();
    await session(page, 'signIn', await tokensOf(page, USER_A));
    await searchOrders(page, orders, SEARCH_OF_A);

    const other = await context.newPage();
    await other.goto('/shared-session-embed.html');
    await expect(other.locator('cp-orders tr[part="row"]').first()).toBeVisible();
    await session(other, 'signOut');
    await other.close();
    await expect(orders.locator('[part="sign-in-needed"]')).toBeVisible();
    await handover.nowB();
    await session(page, 'signIn', await tokensOf(page, USER_B));

    await expectNothingOfA(handover, orders);
  });
});
