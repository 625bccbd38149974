import { expect, test } from '@playwright/test';
import {
  expectNothingOfA,
  intranetAccessToken,
  revokeOnServer,
  SEARCH_OF_A,
  searchOrders,
  signInOnIntranet,
  USER_A,
  USER_B,
  watchHandover,
} from './session-handover.ts';
import { clockPastExpiry, logIn, settled, storedToken } from './support.ts';

// A's session ends by expiry: the access token has run out and the refresh is refused (the server
// answers a refresh token past its life as it answers a revoked one: the session is revoked here,
// as no refresh token runs out within a test). The next call finds the token expired, refreshes
// first, and the session ends there, without a 401 from a data call. Expiry on a controlled clock:
// the tab's clock moves past the token's expiry (support.ts), and back to the real time for B.

test.describe('after one user’s session expired, for the next user of the tab', () => {
  test('given A’s session expired in the portal, B sees none of A’s rows and none of A’s search', async ({
    page,
  }) => {
    const handover = await watchHandover(page);
    await page.clock.install();
    await page.goto('/orders');
    await logIn(page, USER_A);
    const orders = page.locator('cp-orders');
    await searchOrders(page, orders, SEARCH_OF_A);
    await settled(page);
    const accessToken = (await storedToken(page, 'accessToken'))!;
    await revokeOnServer(page, accessToken);
    await clockPastExpiry(page.clock, accessToken);

    await orders.getByRole('button', { name: 'Vernieuwen' }).click();
    await expect(page).toHaveURL('/login?trigger=session-expired&redirect=%2Forders');
    await page.clock.setSystemTime(Date.now());
    await handover.nowB();
    await logIn(page, USER_B);
    await expect(page).toHaveURL('/orders');

    await expectNothingOfA(handover, orders);
  });

  test('given A’s session expired on the intranet page, B sees none of A’s rows and none of A’s search', async ({
    page,
  }) => {
    const handover = await watchHandover(page);
    await page.clock.install();
    await page.goto('/embed/intranet.html');
    await signInOnIntranet(page, USER_A);
    const orders = page.locator('cp-orders');
    await searchOrders(page, orders, SEARCH_OF_A);
    const accessToken = (await intranetAccessToken(page))!;
    await revokeOnServer(page, accessToken);
    await clockPastExpiry(page.clock, accessToken);

    await orders.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.locator('#sign-in-message')).toContainText('session has ended');
    await page.clock.setSystemTime(Date.now());
    await handover.nowB();
    await signInOnIntranet(page, USER_B);

    await expectNothingOfA(handover, orders);
  });
});
