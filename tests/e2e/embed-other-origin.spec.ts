import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  embedderOrigin,
  embedderPolicy,
  embedderPorts,
  REPORTED_POLICY,
  startEmbedderSite,
} from './embedder-site.ts';
import { expectTrustedTypesReported, trustedTypesCulprits, watch } from './policy-watch.ts';
import { DEMO_PASSWORD, uploadPdf } from './support.ts';

// The elements on someone else's origin, as a partner or intranet developer uses them: the page
// (localhost, its own port and strict policy) loads the modules from the portal's origin and calls
// its API there. The portal lists that origin in CORS_ORIGINS (playwright.config.ts); a second
// origin, not listed, gets nothing.

const portalPort = Number(process.env.E2E_PORT ?? 8181);
const ports = embedderPorts(portalPort);
let closeSites: () => Promise<void> = async () => {};

test.beforeAll(async ({ baseURL }) => {
  const portalOrigin = new URL(baseURL as string).origin;
  const sites = await Promise.all([
    startEmbedderSite(ports.listed, portalOrigin),
    startEmbedderSite(ports.unlisted, portalOrigin),
  ]);
  closeSites = async () => {
    await Promise.all(sites.map((site) => site.close()));
  };
});

test.afterAll(() => closeSites());

interface ListBody {
  page: number;
  rowsPerPage: number;
  descending: boolean;
  search: string;
  sortBy?: string;
}

/**
 * Waits, while `act` runs, for the orders table's answer to the request whose body `wanted` accepts,
 * and for the element's rows to show that answer.
 */
async function ordersAnswer(
  page: Page,
  orders: Locator,
  act: () => Promise<unknown>,
  wanted: (body: ListBody) => boolean,
) {
  const answer = page.waitForResponse(
    (response) =>
      response.url().includes('/Order/GetOrdersTable') &&
      response.request().method() === 'POST' &&
      wanted(response.request().postDataJSON() as ListBody),
  );
  await act();
  const { items } = (await (await answer).json()) as { items: { orderNumber: string }[] };
  await expect(orders.locator('tr[part="row"] td[data-column="orderNumber"]')).toHaveText(
    items.map((item) => item.orderNumber),
  );
  return items;
}

test('given a page on an origin in CORS_ORIGINS with its own strict policy, it signs in through the session API; cp-orders sorts, pages, searches and exports, cp-tracking draws, zooms, pans and plays its map; no violation, report or console error', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const portalOrigin = new URL(baseURL as string).origin;
  const { errors, violations } = await watch(page);

  const response = await page.goto(`${embedderOrigin(ports.listed)}/`);
  expect(response?.headers()['content-security-policy']).toBe(embedderPolicy(portalOrigin));
  expect(response?.headers()['content-security-policy-report-only']).toBe(REPORTED_POLICY);
  const orders = page.locator('cp-orders');
  await expect(orders.locator('[part="sign-in-needed"]')).toBeVisible();

  await page.getByLabel('E-mail address').fill('customer@example.com');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  const first = await ordersAnswer(
    page,
    orders,
    () => page.getByRole('button', { name: 'Sign in' }).click(),
    (body) => body.page === 1,
  );
  expect(first).toHaveLength(10);
  // A load number links to its tracking page on the portal (middle click, copy link).
  await expect(orders.locator('tr[part="row"] a.link-button').first()).toHaveAttribute(
    'href',
    new RegExp(`^${portalOrigin}/track-and-traces/road/`),
  );

  // Sort by the first sortable column, twice (both directions).
  const sortButton = orders.locator('th[aria-sort] button').first();
  await ordersAnswer(
    page,
    orders,
    () => sortButton.click(),
    (body) => !!body.sortBy && !body.descending,
  );
  await ordersAnswer(
    page,
    orders,
    () => sortButton.click(),
    (body) => body.descending,
  );
  // The next page, then 25 rows a page.
  await ordersAnswer(
    page,
    orders,
    () => orders.getByRole('button', { name: 'Next page' }).click(),
    (body) => body.page === 2,
  );
  const rowsPerPage = orders.getByRole('combobox', { name: 'Rows per page' });
  const bigger = await ordersAnswer(
    page,
    orders,
    () => rowsPerPage.selectOption('25'),
    (body) => body.rowsPerPage === 25,
  );
  expect(bigger).toHaveLength(25);
  // A search for one order's number.
  const wanted = bigger[3]?.orderNumber as string;
  await ordersAnswer(
    page,
    orders,
    () => orders.getByRole('searchbox', { name: 'Search' }).fill(wanted),
    (body) => body.search === wanted,
  );

  // The export downloads the file under the name the server gave it (Content-Disposition, exposed).
  const exportAnswer = page.waitForResponse((answer) => /\/Order\/Export/i.test(answer.url()));
  const download = page.waitForEvent('download');
  await orders.getByRole('button', { name: 'Export view' }).click();
  const disposition = (await exportAnswer).headers()['content-disposition'] ?? '';
  const serverName = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  expect(serverName).toMatch(/^orders-.+\.xlsx$/);
  expect((await download).suggestedFilename()).toBe(decodeURIComponent(serverName as string));

  // The tracking map of the signed-in customer's load: drawn, zoomed, panned, its history played.
  const tracking = page.locator('cp-tracking');
  await expect(tracking.locator('[part="details"]')).toContainText('L2611-70001');
  await expect.poll(() => tracking.locator('.leaflet-marker-icon').count()).toBeGreaterThan(1);
  const map = tracking.locator('.leaflet-container');
  await map.scrollIntoViewIfNeeded();
  const pane = tracking.locator('.leaflet-map-pane');
  const before = await pane.getAttribute('style');
  // Out first: a road trip's first view may already be the closest step the bundled basemap fills,
  // where Zoom in is disabled.
  await tracking.getByRole('button', { name: 'Zoom out' }).click();
  await tracking.getByRole('button', { name: 'Zoom in' }).click();
  // Pans with the keyboard, as the map's keyboard users do.
  await map.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => pane.getAttribute('style')).not.toBe(before);
  await tracking.locator('.leaflet-marker-icon.stop-marker').first().click();
  await expect(tracking.locator('.leaflet-popup-content .map-popup')).toBeVisible();
  await tracking.getByRole('button', { name: 'Load history' }).click();
  await tracking.getByRole('button', { name: 'Continue' }).click();
  const timeScroll = tracking.getByRole('slider', { name: 'Time scroll' });
  await expect(timeScroll).toBeVisible();
  await tracking.getByRole('button', { name: 'Play' }).click();
  await expect.poll(async () => Number(await timeScroll.inputValue())).toBeGreaterThan(5);
  await tracking.getByRole('button', { name: 'Pause' }).click();

  const seen = await violations();
  expect(seen.filter((violation) => violation.disposition === 'enforce')).toEqual([]);
  expect(await trustedTypesCulprits(page, seen)).toEqual([]);
  await expectTrustedTypesReported(page, violations);
  expect(errors).toEqual([]);
});

test('given the same site, a customer uploads a file in cp-contact and staff open and close a dialog of cp-admin-memos, with no violation, report or console error', async ({
  page,
}) => {
  test.slow();
  const { errors, violations } = await watch(page);
  const signIn = async (email: string) => {
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator('#message')).toHaveText('Signed in');
  };

  // The upload runs across origins: preflighted PATCH and HEAD with the upload headers, offsets read back.
  await page.goto(`${embedderOrigin(ports.listed)}/contact`);
  await signIn('customer@example.com');
  const contact = page.locator('cp-contact');
  await expect(contact.locator('.filepond--drop-label')).toContainText('drag your files here');
  await uploadPdf(contact, 300_000);
  await expect(contact.locator('.filepond--file-status-main')).toHaveText('Upload complete');
  const seen = await violations();

  await page.goto(`${embedderOrigin(ports.listed)}/memos`);
  await signIn('staff@example.com');
  const memos = page.locator('cp-admin-memos');
  await memos.getByRole('button', { name: 'New memo' }).click();
  const dialog = memos.getByRole('dialog', { name: 'New memo' });
  await expect(dialog).toBeVisible();
  await memos.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  seen.push(...(await violations()));

  expect(seen.filter((violation) => violation.disposition === 'enforce')).toEqual([]);
  expect(await trustedTypesCulprits(page, seen)).toEqual([]);
  await expectTrustedTypesReported(page, violations);
  expect(errors).toEqual([]);
});

test('given the same page on an origin not in CORS_ORIGINS, the browser gets no data for it and the element says why', async ({
  page,
  request,
}) => {
  const { violations } = await watch(page);
  await page.goto(`${embedderOrigin(ports.unlisted)}/`);
  const orders = page.locator('cp-orders');
  await expect(orders.locator('[part="sign-in-needed"]')).toBeVisible();

  // The page cannot even sign in: the browser refuses the portal's answer to this origin.
  await page.getByLabel('E-mail address').fill('customer@example.com');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('#message')).toHaveText('The portal cannot be reached');

  // With tokens from elsewhere, the elements ask and get nothing: no rows, and a message that says why.
  const login = await request.post('/customerportal/Authentication/LoginWithCredentials', {
    data: { emailAddress: 'customer@example.com', password: DEMO_PASSWORD },
  });
  const tokens = (await login.json()) as { accessToken: string; refreshToken: string };
  const networkErrors = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let count = 0;
        document.addEventListener('cp-network-error', () => {
          count += 1;
          resolve(count);
        });
      }),
  );
  await page.evaluate(
    (given) => (window as unknown as { portalSignIn(tokens: unknown): Promise<void> }).portalSignIn(given),
    tokens,
  );
  await expect(orders.locator('[part="error"]')).toContainText('could not be reached from this page', {
    timeout: 30_000,
  });
  await expect(orders.locator('tr[part="row"]')).toHaveCount(0);
  expect(await networkErrors).toBeGreaterThan(0);
  // Refused by the browser's CORS check, not by this page's own policy.
  expect((await violations()).filter((violation) => violation.disposition === 'enforce')).toEqual([]);
});
