import { expect, type Page, test } from '@playwright/test';
import { DEMO_ROAD_LOAD_NUMBER } from '../../src/reference-api/db/seed/service-seed.ts';
import { DEMO_PASSWORD, logIn } from './support.ts';

// Issue 27 §2 "Inbox" (docs/alerts.md#inbox): a carrier's ETA slip of 3 h for the demo road load,
// posted through the integration API with a key staff create, reaches the demo customer's inbox:
// the bell's count, the entry, its link to the tracking, and "mark all read" taking the count away.

const CUSTOMER = 'customer@example.com';

async function tokenOf(page: Page, emailAddress: string): Promise<string> {
  const response = await page.request.post('/customerportal/Authentication/LoginWithCredentials', {
    data: { emailAddress, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).accessToken;
}

async function call(page: Page, token: string, method: 'GET' | 'POST', path: string, data?: unknown) {
  const response = await page.request.fetch(`/customerportal/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** The carrier reports the demo road load 3 hours later than its ETA now, with a key staff made for it. */
async function etaSlipOfThreeHours(page: Page): Promise<void> {
  const staff = await tokenOf(page, 'staff@example.com');
  const { apiKey } = await call(page, staff, 'POST', 'Admin/CreateApiKey', {
    name: `carrier ${Date.now()}`,
    scopes: ['tracking'],
  });
  const customer = await tokenOf(page, CUSTOMER);
  const trip = await call(
    page,
    customer,
    'GET',
    `TrackAndTrace/GetTruckloadTrackAndTraceInfo?loadNumber=${DEMO_ROAD_LOAD_NUMBER}`,
  );
  // A clean inbox first: the data folder may hold an earlier run's entries.
  await call(page, customer, 'POST', 'Notifications/MarkAllRead', {});
  const answer = await page.request.post('/customerportal/Integration/TrackingEvents', {
    headers: { 'X-Api-Key': apiKey },
    data: {
      items: [
        {
          eventId: `e2e-inbox-${Date.now()}`,
          clientId: 1001,
          loadNumber: DEMO_ROAD_LOAD_NUMBER,
          kind: 'eta',
          at: new Date(Date.now() - 60_000).toISOString(),
          estimatedArrival: new Date(Date.parse(trip.estimatedarrival) + 3 * 3_600_000).toISOString(),
        },
      ],
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

const bell = (page: Page) => page.locator('.app-bar .notification-bell');
const inbox = (page: Page) => page.locator('cp-notifications');
const entry = (page: Page) =>
  inbox(page)
    .locator('li[part~="entry"]')
    .filter({ hasText: `Verwachte aankomst van lading ${DEMO_ROAD_LOAD_NUMBER} is 3 uur later` });

test.describe('the inbox', () => {
  test('given a 3 h ETA slip from the carrier, the bell counts it, the entry opens the tracking, mark all read clears the count', async ({
    page,
  }) => {
    await etaSlipOfThreeHours(page);
    await page.goto('/');
    await logIn(page, CUSTOMER);
    await expect(bell(page)).toHaveAccessibleName('1 ongelezen melding');
    await expect(bell(page).locator('.notification-badge')).toHaveText('1');

    await bell(page).click();
    await expect(page).toHaveURL('/notifications');
    await expect(page.locator('.app-bar h1')).toHaveText('Meldingen');
    // Newest first: the slip just posted (the data folder may hold an earlier run's, read).
    await expect(entry(page).first()).toContainText('Ongelezen');
    await expect(inbox(page).locator('[part~="entry-unread"]')).toHaveCount(1);

    await entry(page).first().getByRole('link').click();
    await expect(page).toHaveURL(`/track-and-traces/road/${DEMO_ROAD_LOAD_NUMBER}`);
    await expect(page.locator('cp-tracking')).toBeVisible();
    // Following the entry read it.
    await expect(bell(page)).toHaveAccessibleName('Meldingen');

    await etaSlipOfThreeHours(page);
    await page.reload();
    await expect(bell(page)).toHaveAccessibleName('1 ongelezen melding');
    await bell(page).click();
    await inbox(page).getByRole('button', { name: 'Alles gelezen' }).click();
    await expect(bell(page)).toHaveAccessibleName('Meldingen');
    await expect(bell(page).locator('.notification-badge')).toHaveCount(0);
    await expect(inbox(page).locator('[part~="entry-unread"]')).toHaveCount(0);
  });

  test('on a phone, the bell and the inbox fit, and an entry is marked read with its own button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await etaSlipOfThreeHours(page);
    await page.goto('/notifications');
    await logIn(page, CUSTOMER);
    await expect(page).toHaveURL('/notifications');
    await expect(bell(page)).toHaveAccessibleName('1 ongelezen melding');
    await expect(entry(page).first()).toBeVisible();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
    await entry(page)
      .first()
      .getByRole('button', { name: /^Markeer als gelezen/ })
      .click();
    await expect(bell(page)).toHaveAccessibleName('Meldingen');
  });
});
