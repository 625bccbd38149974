import { expect, type Page, type Route, test } from '@playwright/test';
import { LOAD_ERROR, logInByApi as logIn, openEmbed } from './first-page-embed.ts';
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
