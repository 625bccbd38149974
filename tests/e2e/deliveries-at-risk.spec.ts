import { type APIRequestContext, expect, test } from '@playwright/test';
import atRisk from '../../locales/nl/deliveries-at-risk.json' with { type: 'json' };
import { DEMO_ROAD_LOAD_NUMBER } from '../../src/reference-api/db/seed/service-seed.ts';
import { DEMO_PASSWORD, logIn } from './support.ts';

// Deliveries at risk (docs/alerts.md#deliveries-at-risk) end to end: a carrier's system, with an API
// key staff created, reports an ETA 3 hours past the demo road load's planned delivery; the
// customer's dashboard (Dutch, the default) then shows it at risk, "3 u te laat", and opens its
// tracking from there — on a desktop and on a phone.

const HOUR = 3_600_000;

/** An access token of a demo login, through the API. */
async function accessToken(request: APIRequestContext, emailAddress: string): Promise<string> {
  const response = await request.post('/customerportal/Authentication/LoginWithCredentials', {
    data: { emailAddress, password: DEMO_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** Posts an ETA 3 hours past the demo road load's planned delivery, as the carrier's system would. */
async function etaThreeHoursLate(request: APIRequestContext): Promise<void> {
  const staff = await accessToken(request, 'staff@example.com');
  const created = await request.post('/customerportal/Admin/CreateApiKey', {
    headers: { authorization: `Bearer ${staff}` },
    data: { name: `Carrier e2e ${Date.now()}`, scopes: ['tracking'] },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { apiKey } = (await created.json()) as { apiKey: string };

  const customer = await accessToken(request, 'customer@example.com');
  const info = await request.get(
    `/customerportal/TrackAndTrace/GetTruckloadTrackAndTraceInfo?loadNumber=${DEMO_ROAD_LOAD_NUMBER}`,
    { headers: { authorization: `Bearer ${customer}` } },
  );
  expect(info.status()).toBe(200);
  const { stops } = (await info.json()) as { stops: { kind: string; plannedAt: string }[] };
  const planned = Date.parse(stops.find((stop) => stop.kind === 'delivery')!.plannedAt);

  const posted = await request.post('/customerportal/Integration/TrackingEvents', {
    headers: { 'X-Api-Key': apiKey },
    data: {
      items: [
        {
          eventId: `risk-e2e-${Date.now()}`,
          clientId: 1001,
          loadNumber: DEMO_ROAD_LOAD_NUMBER,
          kind: 'eta',
          at: new Date(Date.now() - 60_000).toISOString(),
          estimatedArrival: new Date(planned + 3 * HOUR).toISOString(),
        },
      ],
    },
  });
  expect(posted.status(), await posted.text()).toBe(200);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  await etaThreeHoursLate(request);
});

for (const width of [1280, 390]) {
  test(`at ${width} px, the customer's dashboard shows the late load at risk and opens its tracking`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await logIn(page, 'customer@example.com');
    const block = page.locator('cp-dashboard .block-at-risk');
    await expect(block.getByRole('heading', { name: atRisk.blockTitle })).toBeVisible();
    const row = block.locator('.risk-item', { hasText: DEMO_ROAD_LOAD_NUMBER });
    await expect(row).toBeVisible();
    await expect(row.locator('.risk-badge')).toHaveText(atRisk.reason.late);
    await expect(row.locator('.risk-line')).toHaveText(/^3 u te laat sinds \d\d:\d\d$/);
    // Whole on a phone: nothing of the row runs out of its card.
    const overflow = await row.evaluate((item) => item.scrollWidth - item.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await row.getByRole('link', { name: DEMO_ROAD_LOAD_NUMBER }).click();
    await expect(page).toHaveURL(new RegExp(`/track-and-traces/road/${DEMO_ROAD_LOAD_NUMBER}$`));
    await expect(page.locator('cp-tracking')).toBeVisible();
  });
}
