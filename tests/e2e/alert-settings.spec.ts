import { expect, type Page, test } from '@playwright/test';
import settings from '../../locales/nl/settings.json' with { type: 'json' };
import tracking from '../../locales/nl/tracking.json' with { type: 'json' };
import { DEMO_PASSWORD, logIn } from './support.ts';

// Issue 27 §2: a login's subscription in Settings ("Meldingen") and the Follow toggle on the
// tracking screen, kept by the server across reloads, at desktop and phone width.

const ROAD_LOAD = 'L2611-70001';
const EMAIL = 'customer@example.com';
const texts = settings.notifications;

/** Back to the defaults and nothing followed: the data folder outlives a run. */
async function resetThroughApi(page: Page): Promise<void> {
  const login = await page.request.post('/customerportal/Authentication/LoginWithCredentials', {
    data: { emailAddress: EMAIL, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).accessToken}` };
  const defaults = {
    kinds: ['etaLater', 'delivered', 'exception'],
    etaMinutes: 120,
    shipments: 'all',
    inbox: true,
    email: 'off',
    digestHour: 7,
    timeZone: 'Europe/Amsterdam',
  };
  expect(
    (await page.request.post('/customerportal/Alerts/SetSubscription', { headers, data: defaults })).status(),
  ).toBe(204);
  const unfollow = await page.request.post('/customerportal/Alerts/UnfollowShipment', {
    headers,
    data: { loadNumber: ROAD_LOAD },
  });
  expect(unfollow.status()).toBe(204);
}

/** Whether the page is wider than its window (a phone would scroll sideways). */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

for (const { name, width, height } of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`at ${name} width`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height });
      await resetThroughApi(page);
      await page.goto('/login');
      await logIn(page, EMAIL);
    });

    test('the customer opts in to e-mail at once and to departures, saves, and finds both after a reload', async ({
      page,
    }) => {
      await page.goto('/settings');
      const card = page.locator('cp-settings [part~="notifications"]');
      await expect(card.getByRole('heading', { name: texts.title })).toBeVisible();
      const departed = card.getByRole('checkbox', { name: texts.kind.departed });
      await expect(departed).not.toBeChecked();
      await expect(card.getByRole('checkbox', { name: texts.kind.etaLater })).toBeChecked();
      // A user clicks the box (Shoelace's covers its hidden input, and the row is wider than its label).
      await card
        .locator('cp-sl-checkbox', { hasText: texts.kind.departed })
        .click({ position: { x: 8, y: 10 } });
      await expect(departed).toBeChecked();
      await card.getByRole('radio', { name: texts.emailImmediate }).click();
      await expect(card.getByRole('combobox', { name: texts.timeZone })).toBeVisible();
      expect(await overflows(page)).toBe(false);
      await card.getByRole('button', { name: texts.submit }).click();
      await expect(page.getByText(texts.saved)).toBeVisible();

      await page.reload();
      const again = page.locator('cp-settings [part~="notifications"]');
      await expect(again.getByRole('checkbox', { name: texts.kind.departed })).toBeChecked();
      await expect(again.getByRole('radio', { name: texts.emailImmediate })).toBeChecked();
      await expect(again.getByRole('radio', { name: texts.emailOff })).not.toBeChecked();
      await expect(again.getByRole('checkbox', { name: texts.kind.etaLater })).toBeChecked();
    });

    test('the customer follows the road load on its tracking page and sees "Following" after a reload', async ({
      page,
    }) => {
      await page.goto(`/track-and-traces/road/${ROAD_LOAD}`);
      const follow = page.locator('cp-tracking').getByRole('button', { name: tracking.follow.follow });
      await expect(follow).toHaveAttribute('aria-pressed', 'false');
      await follow.click();
      const following = page.locator('cp-tracking').getByRole('button', { name: tracking.follow.following });
      await expect(following).toHaveAttribute('aria-pressed', 'true');
      expect(await overflows(page)).toBe(false);

      await page.reload();
      await expect(
        page.locator('cp-tracking').getByRole('button', { name: tracking.follow.following }),
      ).toHaveAttribute('aria-pressed', 'true');
    });
  });
}
