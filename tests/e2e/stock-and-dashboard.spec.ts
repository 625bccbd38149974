import { expect, type Page, test } from '@playwright/test';
import { logIn } from './support.ts';

// Issue 17 §6, §9 and §10: stock levels in the URL, a dashboard that does not shift, the avatar's
// fallback, invoices not yet due, the page kept over a session expiry, no HydrateFallback warning.

const stock = (page: Page) => page.locator('cp-stock');
const levelTitle = (page: Page) => stock(page).locator('.level-title');

/** Logs in as the customer on its way to `path` and waits for the portal to show it. */
async function openAsCustomer(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await logIn(page, 'customer@example.com');
}

/** Opens the first product's stock orders and then its first stock order's pallets; returns their code and number. */
async function drillToPallets(page: Page): Promise<{ product: string; order: string }> {
  const productButton = stock(page)
    .getByRole('button', { name: /^Voorraadorders van .+ tonen$/ })
    .first();
  const product = (await productButton.textContent()) ?? '';
  await productButton.click();
  await expect(page).toHaveURL(`/stock/${encodeURIComponent(product)}`);
  await expect(levelTitle(page)).toHaveText(new RegExp(`^Voorraadorders van ${product} `));
  const orderButton = stock(page)
    .getByRole('button', { name: /^Pallets van voorraadorder .+ tonen$/ })
    .first();
  const order = (await orderButton.textContent()) ?? '';
  await orderButton.click();
  await expect(page).toHaveURL(`/stock/${encodeURIComponent(product)}/${encodeURIComponent(order)}`);
  await expect(levelTitle(page)).toHaveText(`Pallets van voorraadorder ${order}`);
  return { product, order };
}

test.describe('stock levels in the URL', () => {
  test('given a drill from a product to its orders to pallets, reload keeps the level and Back goes up one level at a time', async ({
    page,
  }) => {
    await openAsCustomer(page, '/stock');
    await expect(page).toHaveURL('/stock');
    await expect(stock(page).locator('.hint')).toBeVisible();
    const { product, order } = await drillToPallets(page);
    // The drawer still marks Stock as the current area.
    await expect(
      page.getByRole('navigation', { name: 'Hoofdnavigatie' }).getByRole('link', { name: 'Voorraad' }),
    ).toHaveAttribute('aria-current', 'page');

    await page.reload();
    await expect(levelTitle(page)).toHaveText(`Pallets van voorraadorder ${order}`);
    await expect(stock(page).locator('tbody tr').first()).toBeVisible();
    await expect(stock(page).locator('.breadcrumbs')).toHaveText(
      new RegExp(`Producten.*${product}.*${order}`),
    );

    await page.goBack();
    await expect(page).toHaveURL(`/stock/${encodeURIComponent(product)}`);
    await expect(levelTitle(page)).toHaveText(new RegExp(`^Voorraadorders van ${product} `));
    await expect(
      stock(page).getByRole('button', { name: `Pallets van voorraadorder ${order} tonen` }),
    ).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL('/stock');
    await expect(levelTitle(page)).toHaveText('Producten');
    await expect(stock(page).locator('.hint')).toBeVisible();
  });

  test("given the element's own Back button, the URL follows it too", async ({ page }) => {
    await openAsCustomer(page, '/stock');
    const { product } = await drillToPallets(page);
    await stock(page).locator('cp-sl-button', { hasText: 'Terug' }).click();
    await expect(page).toHaveURL(`/stock/${encodeURIComponent(product)}`);
    await expect(levelTitle(page)).toHaveText(new RegExp(`^Voorraadorders van ${product} `));
  });
});

/** The blocks' boxes (top and height, rounded) inside the dashboard's shadow root, by block name. */
function blockBoxes(page: Page): Promise<Record<string, { top: number; height: number }>> {
  return page.locator('cp-dashboard').evaluate((element) => {
    const boxes: Record<string, { top: number; height: number }> = {};
    for (const block of element.shadowRoot?.querySelectorAll<HTMLElement>('.block') ?? []) {
      const rect = block.getBoundingClientRect();
      boxes[block.className] = { top: Math.round(rect.top), height: Math.round(rect.height) };
    }
    return boxes;
  });
}

for (const width of [1280, 390]) {
  test(`given slow answers at ${width} px, the dashboard's blocks keep their place and size when the data arrives`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openAsCustomer(page, '/login');
    await expect(page.locator('cp-dashboard .block-orders tbody tr')).toHaveCount(5);
    // The next full load, with each block's call answered late and at its own moment.
    const delays: Record<string, number> = {
      GetRecentOrders: 2600,
      GetRecentInvoices: 1800,
      GetFutureDeliveries: 1200,
      GetTrackAndTraceDeliveries: 2200,
      GetNews: 3000,
    };
    await page.route('**/customerportal/Dashboard/**', async (route) => {
      const call = Object.keys(delays).find((name) => route.request().url().includes(`/${name}`));
      await new Promise((resolve) => setTimeout(resolve, delays[call ?? ''] ?? 0));
      await route.fallback();
    });
    await page.addInitScript(() => {
      const shifts: { value: number; at: number }[] = [];
      (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) shifts.push({ value: entry.value, at: entry.startTime });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.reload();
    const skeletons = page.locator('cp-dashboard [part="skeleton"]');
    await expect(skeletons.first()).toBeVisible();
    await expect(page.locator('cp-dashboard .block-orders [part="skeleton"]')).toBeVisible();
    const since = await page.evaluate(() => performance.now());
    const before = await blockBoxes(page);

    await expect(skeletons).toHaveCount(0, { timeout: 15_000 });
    await expect(page.locator('cp-dashboard .block-orders tbody tr')).toHaveCount(5);
    await page.waitForTimeout(300);
    const after = await blockBoxes(page);
    // News is the last block: it may grow downwards, moving nothing. Every other block keeps its box.
    for (const [name, box] of Object.entries(before)) {
      expect(after[name]?.top, `${name} top`).toBe(box.top);
      if (!name.includes('block-news')) expect(after[name]?.height, `${name} height`).toBe(box.height);
    }
    const shift = await page.evaluate(
      (from) =>
        (window as unknown as { layoutShifts: { value: number; at: number }[] }).layoutShifts
          .filter((entry) => entry.at >= from)
          .reduce((sum, entry) => sum + entry.value, 0),
      since,
    );
    expect(shift).toBeLessThan(0.02);
  });
}

test.describe('avatar', () => {
  for (const [how, handle] of [
    ['refused', (route: import('@playwright/test').Route) => route.abort('connectionrefused')],
    // A proxy that swallows the request: it never fails, it never loads.
    ['never answered', () => undefined],
  ] as const) {
    test(`given the avatar service is ${how}, the initial shows and never a broken image`, async ({
      page,
    }) => {
      await page.route('https://www.gravatar.com/**', handle);
      await openAsCustomer(page, '/');
      const avatar = page.locator('.user-menu .avatar');
      await expect(avatar).toHaveText('C');
      await page.waitForTimeout(1000);
      await expect(avatar).toHaveText('C');
      await expect(avatar.locator('img')).toBeHidden();
    });
  }
});

test('given a full load, the console holds no HydrateFallback warning', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await openAsCustomer(page, '/stock');
  await page.reload();
  await expect(levelTitle(page)).toHaveText('Producten');
  await page.goto('/invoices');
  await expect(page.locator('cp-invoices tbody tr').first()).toBeVisible();
  expect(messages.filter((text) => text.includes('HydrateFallback'))).toEqual([]);
});

test('given invoices not yet due, their days due say when they fall due, never a negative number', async ({
  page,
}) => {
  await openAsCustomer(page, '/invoices');
  const headers = page.locator('cp-invoices thead th');
  await expect(headers.first()).toBeVisible();
  const column = (await headers.allTextContents()).findIndex((text) => text.includes('Dagen vervallen'));
  expect(column).toBeGreaterThanOrEqual(0);
  const cells = page.locator(
    `cp-invoices tbody tr td:nth-child(${column + 1}), cp-invoices tbody tr th:nth-child(${column + 1})`,
  );
  await expect(cells.first()).toBeVisible();
  const texts = await cells.allTextContents();
  expect(
    texts.some((text) => /^Vervalt (over \d+ dagen?|vandaag)$/.test(text)),
    texts.join(' | '),
  ).toBe(true);
  expect(texts.filter((text) => /[-−]\s*\d/.test(text))).toEqual([]);
});

test('given the session expires on a stock level, logging in again returns to that level', async ({
  page,
}) => {
  await openAsCustomer(page, '/stock');
  const { product, order } = await drillToPallets(page);
  await expect(stock(page).locator('tbody tr').first()).toBeVisible();
  // The page's tokens stop working: the next call's refresh fails and the session has expired.
  await page.evaluate(() => {
    localStorage.setItem('paperfield.customer-portal.accessToken', 'expired.not-a.jwt');
    localStorage.setItem('paperfield.customer-portal.refreshToken', 'revoked-refresh-token');
  });
  await stock(page).getByRole('button', { name: 'Vernieuwen' }).click();
  await expect(page).toHaveURL(/\/login\?trigger=session-expired&redirect=/);
  await expect(page.getByRole('alert')).toContainText('sessie is verlopen');

  await logIn(page, 'customer@example.com');
  await expect(page).toHaveURL(`/stock/${encodeURIComponent(product)}/${encodeURIComponent(order)}`);
  await expect(levelTitle(page)).toHaveText(`Pallets van voorraadorder ${order}`);
});
