import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { embedderOrigin, embedderPorts, startEmbedderSite } from './embedder-site.ts';
import { DEMO_PASSWORD, logIn } from './support.ts';

// Issue 27 §4: the map moves as the carrier reports, without a reload. A carrier feed (here
// Playwright's API request, with a key staff created) posts a position of the demo road load; the
// customer's tracking page, in the portal and on another origin, shows it: the marker moves and the
// current location names the new place (docs/alerts.md#live-updates).

const ROAD_LOAD = 'L2611-70001';
const CLIENT = 1001;
const portalPort = Number(process.env.E2E_PORT ?? 8181);
const ports = embedderPorts(portalPort);

/** A tracking-scoped API key, created by staff through the admin call. */
async function trackingKey(request: APIRequestContext): Promise<string> {
  const login = await request.post('/customerportal/Authentication/LoginWithCredentials', {
    data: { emailAddress: 'staff@example.com', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const created = await request.post('/customerportal/Admin/CreateApiKey', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { name: `Carrier e2e ${Date.now()}`, scopes: ['tracking'] },
  });
  expect(created.status(), await created.text()).toBe(200);
  return ((await created.json()) as { apiKey: string }).apiKey;
}

/** Posts one position of the demo road load as the carrier's feed. */
async function postPosition(
  request: APIRequestContext,
  apiKey: string,
  place: string,
  lat: number,
  lng: number,
) {
  const answer = await request.post('/customerportal/Integration/TrackingEvents', {
    headers: { 'X-Api-Key': apiKey },
    data: {
      items: [
        {
          eventId: `live-e2e-${Date.now()}-${place}`,
          clientId: CLIENT,
          loadNumber: ROAD_LOAD,
          kind: 'position',
          at: new Date().toISOString(),
          lat,
          lng,
          place,
        },
      ],
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Counts the page's navigations of its main frame from now on. */
function navigations(page: Page): () => number {
  let count = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) count++;
  });
  return () => count;
}

/** The current location's marker on the map: its name (which says the place) and where it is drawn. */
async function marker(tracking: Locator) {
  const current = tracking.locator('.leaflet-marker-icon.current-marker');
  await expect(current).toBeVisible();
  return { label: await current.getAttribute('aria-label'), box: await current.boundingBox() };
}

/**
 * Moves the load twice while the page looks on, to a place west of its route and then east of it:
 * the details and the marker follow each time, with no reload.
 */
async function expectMovesLive(page: Page, tracking: Locator, request: APIRequestContext, apiKey: string) {
  const details = tracking.locator('[part="details"]');
  await expect(details).toContainText(ROAD_LOAD);
  const reloads = navigations(page);
  await page.evaluate(() => {
    (window as { livePage?: boolean }).livePage = true;
  });
  const drawn: { x: number; y: number }[] = [];
  for (const [side, lat, lng] of [
    ['west', 50.95, 1.85],
    ['east', 52.52, 13.4],
  ] as const) {
    // A place of its own per run: the text cannot be an earlier run's.
    const place = `Live e2e ${side} ${Date.now() % 100_000}`;
    await postPosition(request, apiKey, place, lat, lng);
    await expect(details).toContainText(place, { timeout: 15_000 });
    await expect.poll(async () => (await marker(tracking)).label).toContain(place);
    const { box } = await marker(tracking);
    drawn.push({ x: box!.x, y: box!.y });
  }
  // Framed anew with the trip, a marker west of the route and one east of it are not drawn in one place.
  expect(drawn[1]!.x).toBeGreaterThan(drawn[0]!.x);
  expect(reloads()).toBe(0);
  expect(await page.evaluate(() => (window as { livePage?: boolean }).livePage)).toBe(true);
}

test('the customer’s tracking page moves its marker when the carrier posts a position, without a reload', async ({
  page,
  request,
}) => {
  const apiKey = await trackingKey(request);
  await page.goto(`/track-and-traces/road/${ROAD_LOAD}`);
  await logIn(page, 'customer@example.com');
  // The stream opens after the first view.
  const stream = page.waitForResponse((response) => response.url().includes('/customerportal/Live/Stream'));
  const tracking = page.locator('cp-tracking');
  await expect(tracking.locator('[part="details"]')).toContainText(ROAD_LOAD);
  expect((await stream).status()).toBe(200);
  await expectMovesLive(page, tracking, request, apiKey);
});

test('on another origin, <cp-tracking> moves too', async ({ page, request, baseURL }) => {
  const site = await startEmbedderSite(ports.listed, new URL(baseURL as string).origin);
  try {
    const apiKey = await trackingKey(request);
    await page.goto(`${embedderOrigin(ports.listed)}/`);
    const stream = page.waitForResponse((response) => response.url().includes('/customerportal/Live/Stream'));
    await page.getByLabel('E-mail address').fill('customer@example.com');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect((await stream).status()).toBe(200);
    await expectMovesLive(page, page.locator('cp-tracking'), request, apiKey);
  } finally {
    await site.close();
  }
});
