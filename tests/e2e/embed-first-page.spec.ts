import { expect, type Page, type Route, test } from '@playwright/test';
import { embedderOrigin, embedderPorts } from './embedder-site.ts';
import { LOAD_ERROR, logInByApi as logIn, type OtherOrigin, openEmbed } from './first-page-embed.ts';
import { watch } from './policy-watch.ts';

// The list element's entry sends its first page's request before it loads React and the kit
// (src/core/table/first-page/first-page-prefetch.ts), and the first render takes that answer.

/** Resource Timing of the page: when the list call left, and when the React chunk had arrived. */
function timings(page: Page, listPath: string) {
  return page.evaluate((listPath) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const list = entries.find((entry) => entry.name.includes(listPath));
    const chunk = (name: string) =>
      entries.find((entry) => new RegExp(`/chunks/${name}-[\\w-]+\\.js$`).test(entry.name));
    return {
      listStart: list?.startTime,
      reactStart: chunk('react')?.startTime,
      reactEnd: chunk('react')?.responseEnd,
      elementChunkEnd: chunk('orders-registration')?.responseEnd,
    };
  }, listPath);
}

test.describe('a list element sends its first page at once', () => {
  test('given a signed-in page with cp-orders, the list request leaves before React has loaded and the first render shows its answer: one GetOrdersTable call, under the strict policy', async ({
    page,
  }) => {
    const { errors, violations } = await watch(page);
    const { calls } = await openEmbed(page, 'cp-orders', await logIn(page));

    await expect(page.locator('cp-orders tr[part="row"]')).toHaveCount(10);
    const timing = await timings(page, '/Order/GetOrdersTable');
    expect(timing.listStart).toBeDefined();
    expect(timing.reactEnd).toBeDefined();
    expect(timing.listStart).toBeLessThan(timing.reactEnd as number);
    // Preloaded, not discovered once the element's chunk had arrived.
    expect(timing.reactStart).toBeLessThan(timing.elementChunkEnd as number);

    await page.waitForLoadState('networkidle');
    expect(calls('/Order/GetOrdersTable')).toBe(1);
    expect((await violations()).filter((violation) => violation.disposition === 'enforce')).toEqual([]);
    expect(errors).toEqual([]);
  });

  for (const [tag, path] of [
    ['cp-deliveries', '/Delivery/GetDeliveriesTable'],
    ['cp-invoices', '/Invoice/GetAllInvoicesTable'],
    ['cp-stock', '/Stock/GetStockTable'],
  ] as const) {
    test(`given a signed-in page with ${tag}, its first page is asked once, before React has loaded`, async ({
      page,
    }) => {
      const { calls } = await openEmbed(page, tag, await logIn(page));

      await expect(page.locator(`${tag} tr[part="row"]`).first()).toBeVisible();
      const timing = await timings(page, path);
      expect(timing.listStart).toBeLessThan(timing.reactEnd as number);
      await page.waitForLoadState('networkidle');
      expect(calls(path)).toBe(1);
    });
  }

  for (const [failure, fail] of [
    [
      'is refused (401)',
      (route: Route) => route.fulfill({ status: 401, contentType: 'application/json', body: '{}' }),
    ],
    ['gets no answer', (route: Route) => route.abort('connectionreset')],
  ] as const) {
    test(`given the first page's early request ${failure}, it is dropped: cp-orders asks again itself and shows its rows without an error`, async ({
      page,
    }) => {
      // Only the early request is a fetch(); the element's own calls go through axios's XHR.
      await page.route('**/customerportal/Order/GetOrdersTable', (route) =>
        route.request().resourceType() === 'fetch' ? fail(route) : route.continue(),
      );
      const { calls } = await openEmbed(page, 'cp-orders', await logIn(page));

      await expect(page.locator('cp-orders tr[part="row"]')).toHaveCount(10);
      await page.waitForLoadState('networkidle');
      expect(calls('/Order/GetOrdersTable')).toBe(2);
      expect(calls('/Authentication/RefreshAccessToken')).toBe(0);
      await expect(page.locator('cp-orders')).not.toContainText(LOAD_ERROR);
      await expect(page.locator('cp-orders [role="alert"]')).toHaveCount(0);
    });
  }
});

// The entry paints the early answer's rows as a static first view before React
// (src/ui/data-table/first-view/), and React's table takes it over in one commit.

/** One frame's rows of <cp-orders>: how many, whether they are the static first view's, their cells' texts. */
interface Frame {
  count: number;
  firstView: boolean;
  rows: string[];
}

/** Samples the rows of <cp-orders> in every frame from the page's start, until `__stopFrames()`. */
function sampleFrames() {
  const frames: Frame[] = [];
  let sampling = true;
  const sample = () => {
    const root = document.querySelector('cp-orders')?.shadowRoot;
    const rows = root ? [...root.querySelectorAll<HTMLTableRowElement>('tr[part="row"]')] : [];
    frames.push({
      count: rows.length,
      firstView: rows.some((row) => row.closest('.first-view') !== null),
      rows: rows.map((row) => [...row.cells].map((cell) => cell.textContent?.trim() ?? '').join(' | ')),
    });
    if (sampling) requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
  Object.assign(window, {
    __stopFrames: () => {
      sampling = false;
      return frames;
    },
  });
}

const framesOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __stopFrames: () => Frame[] }).__stopFrames());

test.describe("a list element paints its first page before React, and React's table takes it over", () => {
  const origins: [string, (baseURL: string) => OtherOrigin | undefined][] = [
    ['on the portal origin', () => undefined],
    [
      'on another origin',
      (baseURL) => ({
        embedder: embedderOrigin(embedderPorts(Number(new URL(baseURL).port)).listed),
        portal: new URL(baseURL).origin,
      }),
    ],
  ];
  for (const [where, otherOrigin] of origins) {
    test(`given cp-orders ${where}, the static first view's rows are React's: the same row per position with the same texts, no frame without rows from the first paint on, and one GetOrdersTable call`, async ({
      page,
      baseURL,
    }) => {
      // Wide enough that no column folds: the first view does not fold columns (React does, on a
      // narrower element, use-folded-columns.ts), so there the takeover changes the row's cells.
      await page.setViewportSize({ width: 1800, height: 900 });
      await page.addInitScript(sampleFrames);
      const { calls } = await openEmbed(page, 'cp-orders', await logIn(page), otherOrigin(baseURL as string));

      const rows = page.locator('cp-orders tr[part="row"]');
      await expect(rows).toHaveCount(10);
      // React's rows: the first view is gone and the host no longer hides React's content.
      await expect(page.locator('cp-orders .first-view')).toHaveCount(0);
      await expect(page.locator('cp-orders')).not.toHaveAttribute('data-first-view');
      await page.waitForLoadState('networkidle');
      const frames = await framesOf(page);

      // The first view was painted (React may replace it within the same frame on a fast machine).
      expect(await page.evaluate(() => performance.getEntriesByName('cp-first-view').length)).toBe(1);
      const first = frames.findIndex((frame) => frame.count > 0);
      expect(first, 'a frame with rows').toBeGreaterThanOrEqual(0);
      const painted = frames.slice(first);
      expect(painted.filter((frame) => frame.count !== 10)).toEqual([]);
      const react = painted.at(-1);
      expect(react?.firstView).toBe(false);
      for (const frame of painted.filter((frame) => frame.firstView)) expect(frame.rows).toEqual(react?.rows);
      expect(calls('/Order/GetOrdersTable')).toBe(1);
      // React's table is in view and answers: the static view never took the clicks.
      await expect(rows.first()).toBeVisible();
      await expect(page.locator('cp-orders th button').first()).toBeEnabled();
    });
  }

  test('given an early answer that breaks the contract, no frame shows its rows and the element shows its load error', async ({
    page,
  }) => {
    await page.route('**/customerportal/Order/GetOrdersTable', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        // orderNumber must be a string: the client's check refuses this answer.
        body: JSON.stringify({ items: [{ id: 1, orderNumber: 42 }], total: 1 }),
      }),
    );
    await page.addInitScript(sampleFrames);
    await openEmbed(page, 'cp-orders', await logIn(page));

    await expect(page.locator('cp-orders cp-sl-alert.load-error')).toContainText(LOAD_ERROR);
    const frames = await framesOf(page);
    expect(frames.filter((frame) => frame.count > 0)).toEqual([]);
    await expect(page.locator('cp-orders .first-view')).toHaveCount(0);
  });
});
