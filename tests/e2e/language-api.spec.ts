import { readdirSync, readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, logIn, networkQuiet, visibleTexts } from './support.ts';

const ROAD_LOAD = 'L2611-70001';
const OCEAN_CONTAINER = 'HLXU7001232';

/** Every text of a language's locale files, by `file:key.path`. */
function localeTexts(language: string): Map<string, string> {
  const folder = new URL(`../../locales/${language}/`, import.meta.url);
  const texts = new Map<string, string>();
  const walk = (prefix: string, value: unknown) => {
    if (typeof value === 'string') texts.set(prefix, value);
    else if (value && typeof value === 'object')
      for (const [key, child] of Object.entries(value)) walk(`${prefix}.${key}`, child);
  };
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json')))
    walk(file, JSON.parse(readFileSync(new URL(file, folder), 'utf8')));
  return texts;
}

/** The English locale's texts that German never uses: seen on a German page, they are English. */
function englishOnlyLocaleTexts(): Set<string> {
  const german = new Set(localeTexts('de').values());
  return new Set([...localeTexts('en').values()].filter((text) => !german.has(text)));
}

/** The texts at the same place of two answers that differ: what the API writes in the asked language. */
function differingTexts(english: unknown, german: unknown, found: Set<string>): Set<string> {
  if (typeof english === 'string') {
    if (english !== german) found.add(english);
  } else if (english && typeof english === 'object' && german && typeof german === 'object') {
    for (const [key, value] of Object.entries(english))
      differingTexts(value, (german as Record<string, unknown>)[key], found);
  }
  return found;
}

const API_CALLS: readonly { method: 'GET' | 'POST'; path: string; body?: object }[] = [
  { method: 'GET', path: 'Dashboard/GetRecentOrders' },
  { method: 'GET', path: 'Dashboard/GetRecentInvoices' },
  { method: 'GET', path: 'Dashboard/GetFutureDeliveries' },
  { method: 'GET', path: 'Dashboard/GetTrackAndTraceDeliveries' },
  { method: 'POST', path: 'Order/GetOrdersTable', body: { page: 1, rowsPerPage: 200 } },
  { method: 'GET', path: `TrackAndTrace/GetTruckloadTrackAndTraceInfo?loadNumber=${ROAD_LOAD}` },
  { method: 'GET', path: `TrackAndTrace/GetHellmannTrackAndTraceInfo?containerNumber=${OCEAN_CONTAINER}` },
];

async function apiAnswer(
  request: APIRequestContext,
  token: string,
  call: (typeof API_CALLS)[number],
  language: string,
) {
  const response = await request.fetch(`/customerportal/${call.path}`, {
    method: call.method,
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
    ...(call.body ? { data: call.body } : {}),
  });
  expect(response.status(), call.path).toBe(200);
  return response.json();
}

/** The English texts the API composes for the demo customer: those its German answers say otherwise. */
async function englishApiTexts(request: APIRequestContext): Promise<string[]> {
  const login = await request.post('/customerportal/Authentication/LoginWithCredentials', {
    data: { emailAddress: 'customer@example.com', password: DEMO_PASSWORD },
  });
  const { accessToken } = await login.json();
  const found = new Set<string>();
  for (const call of API_CALLS) {
    differingTexts(
      await apiAnswer(request, accessToken, call, 'en'),
      await apiAnswer(request, accessToken, call, 'de'),
      found,
    );
  }
  // Dates and numbers are not language (the same answers, asked a moment apart); keep words.
  return [...found].filter((text) => /[A-Za-z]{3}/.test(text));
}

async function expectNoEnglish(page: Page, localeEnglish: Set<string>, apiEnglish: readonly string[]) {
  const shown = await visibleTexts(page);
  expect(
    shown.filter((text) => localeEnglish.has(text)),
    `English locale texts on ${page.url()}`,
  ).toEqual([]);
  expect(
    shown.filter((text) => apiEnglish.some((english) => text.includes(english))),
    `English API texts on ${page.url()}`,
  ).toEqual([]);
}

/** The boxes of the map's markers (stops and current location). */
async function markerBoxes(page: Page) {
  const markers = page.locator('cp-tracking .leaflet-marker-icon');
  const boxes = [];
  for (const marker of await markers.all()) boxes.push((await marker.boundingBox())!);
  return boxes;
}

async function expectMarkersApart(page: Page) {
  const boxes = await markerBoxes(page);
  expect(boxes.length).toBeGreaterThan(2);
  const overlapping: string[] = [];
  for (const [i, a] of boxes.entries()) {
    for (const [j, b] of boxes.entries()) {
      if (j <= i) continue;
      const apart =
        a.x + a.width <= b.x + 1 ||
        b.x + b.width <= a.x + 1 ||
        a.y + a.height <= b.y + 1 ||
        b.y + b.height <= a.y + 1;
      if (!apart) overlapping.push(`${i} and ${j}`);
    }
  }
  expect(overlapping, 'markers covering each other').toEqual([]);
}

test.describe('one language: a German session', () => {
  // A language chosen while signed in is stored for the account: the demo customer goes back to
  // Dutch (languageId 1), which the other specs expect of it.
  test.afterEach(async ({ request }) => {
    const login = await request.post('/customerportal/Authentication/LoginWithCredentials', {
      data: { emailAddress: 'customer@example.com', password: DEMO_PASSWORD },
    });
    const { accessToken } = await login.json();
    const reset = await request.post('/customerportal/Language/UpdateLanguage', {
      headers: { authorization: `Bearer ${accessToken}` },
      data: { languageId: 1 },
    });
    expect(reset.ok()).toBe(true);
  });

  test('sees no English from the API or the locale on the dashboard, orders and tracking; the map names its stops and no marker hides another', async ({
    page,
    request,
  }) => {
    const localeEnglish = englishOnlyLocaleTexts();
    const apiEnglish = await englishApiTexts(request);
    expect(apiEnglish.some((text) => text.startsWith('Sheeted – '))).toBe(true);

    await page.goto('/dashboard');
    await logIn(page, 'customer@example.com');
    await page.getByLabel('Taal').selectOption('de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Übersicht');

    await page.waitForLoadState('networkidle');
    await expect(
      page
        .locator('cp-dashboard')
        .getByText(/Standort: /)
        .first(),
    ).toBeVisible();
    await expectNoEnglish(page, localeEnglish, apiEnglish);

    await page.goto('/orders');
    await expect(page.locator('cp-orders').getByRole('cell').first()).toBeVisible();
    // At 1280 px the converting type folds into a row's details: the user opens the first row's.
    await page.locator('cp-orders').getByRole('button', { name: 'Weitere Angaben anzeigen' }).first().click();
    await expect(
      page
        .locator('cp-orders')
        .getByText(/^Bogenware – /)
        .first(),
    ).toBeVisible();
    await expectNoEnglish(page, localeEnglish, apiEnglish);

    for (const path of [
      `/track-and-traces/road/${ROAD_LOAD}`,
      `/track-and-traces/ocean-hellmann/${OCEAN_CONTAINER}`,
    ]) {
      await page.goto(path);
      const labels = page.locator('cp-tracking .stop-label:not(.stop-label--hidden)');
      await expect(labels.first()).toBeVisible();
      // Not networkidle: the page keeps its live stream open.
      await networkQuiet(page);
      await expectNoEnglish(page, localeEnglish, apiEnglish);

      // The trip's ends are named on the map, in German where the name is composed.
      const shownLabels = await labels.allTextContents();
      expect(shownLabels.some((label) => label.startsWith('Paperfield-Werk '))).toBe(true);
      expect(shownLabels.length).toBeGreaterThanOrEqual(2);
      await expectMarkersApart(page);
      // Zoomed out, the trip's ends crowd: the markers stay apart.
      const zoomOut = page.locator('cp-tracking [role="button"][aria-label="Verkleinern"]');
      await zoomOut.click();
      await zoomOut.click();
      await page.waitForTimeout(600);
      await expectMarkersApart(page);
    }
  });
});
