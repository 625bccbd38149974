import { expect, type Page, test } from '@playwright/test';
import { expectTrustedTypesReported, trustedTypesCulprits, watch } from './policy-watch.ts';
import { DEMO_PASSWORD, signInIntranetTab } from './support.ts';

// The embedding demo pages of public/embed/, as `npm start` serves them: someone else's site with
// its own styles, under the strict policy README.md#embedding asks embedders for.
const ENFORCED_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self' data:; " +
  "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'";
const REPORTED_POLICY = "require-trusted-types-for 'script'";

/**
 * Computed styles of the element's parts, then again with the page's own stylesheet removed: the
 * page's CSS must change nothing inside. Also answers whether the page CSS applied at all.
 */
function stylesWithAndWithoutPageCss(page: Page, tag: string, selectors: string[]) {
  return page.evaluate(
    async ({ tag, selectors }) => {
      const PROPERTIES = [
        'font-family',
        'font-size',
        'font-weight',
        'line-height',
        'letter-spacing',
        'text-transform',
        'text-align',
        'color',
        'background-color',
        'border-top-style',
        'border-top-width',
        'border-top-color',
        'text-decoration-line',
        'box-sizing',
      ];
      const root = (document.querySelector(tag) as HTMLElement).shadowRoot as ShadowRoot;
      const read = () =>
        Object.fromEntries(
          selectors.map((selector) => {
            const element = root.querySelector(selector);
            if (!element) return [selector, null];
            const computed = getComputedStyle(element);
            return [
              selector,
              Object.fromEntries(PROPERTIES.map((name) => [name, computed.getPropertyValue(name)])),
            ];
          }),
        );
      const bodyFont = getComputedStyle(document.body).fontFamily;
      const withPageCss = read();
      document.querySelector('link[rel="stylesheet"]')?.remove();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return {
        bodyFont,
        bodyFontAfter: getComputedStyle(document.body).fontFamily,
        withPageCss,
        without: read(),
      };
    },
    { tag, selectors },
  );
}

/** The page's answer headers: its policy must be the strict one, with nothing unsafe. */
function expectStrictPolicy(headers: Record<string, string>): void {
  expect(headers['content-security-policy']).toBe(ENFORCED_POLICY);
  expect(headers['content-security-policy']).not.toMatch(/unsafe-/);
  expect(headers['content-security-policy-report-only']).toBe(REPORTED_POLICY);
}

test.describe('embedding demo pages under a strict CSP', () => {
  test('given the partner page opened with a login token, cp-tracking shows the load on its map without a policy violation, console error or style leaking in', async ({
    page,
  }) => {
    const { errors, violations } = await watch(page);

    const response = await page.goto('/embed/partner-web.html#login-token=demo-login-token');
    expectStrictPolicy(response?.headers() ?? {});
    const tracking = page.locator('cp-tracking');
    await expect(tracking.locator('[part="details"]')).toContainText('L2611-70001');
    await expect(tracking.locator('.leaflet-marker-icon').first()).toBeVisible();
    await expect.poll(() => tracking.locator('.leaflet-marker-icon').count()).toBeGreaterThan(1);
    await expect(tracking.locator('[part="legend"]')).toBeVisible();
    // The one-time token left the address bar once handed over.
    expect(page.url()).not.toContain('login-token');
    await expect(page.locator('#session-notice')).toBeHidden();

    const styles = await stylesWithAndWithoutPageCss(page, 'cp-tracking', [
      '[part="title"]',
      '[part="details"]',
      '[part="legend"]',
      '[part="history"]',
      '[part="disclaimer"]',
    ]);
    // The page's sheet was in force, and then gone: the comparison can tell.
    expect(styles.bodyFont).toContain('Georgia');
    expect(styles.bodyFontAfter).not.toContain('Georgia');
    expect(Object.values(styles.withPageCss).every((part) => part !== null)).toBe(true);
    expect(styles.withPageCss).toEqual(styles.without);

    const seen = await violations();
    expect(seen.filter((violation) => violation.disposition === 'enforce')).toEqual([]);
    expect(await trustedTypesCulprits(page, seen)).toEqual([]);
    await expectTrustedTypesReported(page, violations);
    expect(errors).toEqual([]);
  });

  test('given the partner page opened without a token, it tells the visitor where to get a link, and the element asks nobody for data', async ({
    page,
  }) => {
    const { errors, violations } = await watch(page);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/customerportal/')) calls.push(new URL(request.url()).pathname);
    });

    await page.goto('/embed/partner-web.html');
    await expect(page.locator('#session-notice')).toContainText('tracking link from your Paperfield portal');
    expect(calls).toEqual([]);
    expect((await violations()).filter((violation) => violation.disposition === 'enforce')).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('given the intranet page, its own sign-in form signs the user in and cp-orders shows their orders without a policy violation, console error or style leaking in', async ({
    page,
  }) => {
    const { errors, violations } = await watch(page);

    const response = await page.goto('/embed/intranet.html');
    expectStrictPolicy(response?.headers() ?? {});
    const form = page.locator('#sign-in');
    await expect(form).toBeVisible();
    await page.getByLabel('E-mail address').fill('customer@example.com');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    const answer = page.waitForResponse((response) => response.url().includes('/Order/GetOrdersTable'));
    await page.getByRole('button', { name: 'Sign in' }).click();

    const { items } = (await (await answer).json()) as { items: { orderNumber: string }[] };
    const rows = page.locator('cp-orders tr[part="row"]');
    await expect(rows).toHaveCount(10);
    await expect(rows.locator('td[data-column="orderNumber"]')).toHaveText(
      items.map((item) => item.orderNumber),
    );
    await expect(form).toBeHidden();
    // The tokens are where the page's cp-config says: session storage, under its prefix.
    const stored = await page.evaluate(() => Object.keys(sessionStorage).sort());
    expect(stored).toEqual(
      expect.arrayContaining(['vandijk.intranet.portal.accessToken', 'vandijk.intranet.portal.refreshToken']),
    );
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);

    // The pointer is still where "Sign in" was, over the table that replaced the form: a hovered row
    // is the table's own style, not the page's leaking in, and the page's CSS moves what is under it.
    await page.mouse.move(0, 0);
    const styles = await stylesWithAndWithoutPageCss(page, 'cp-orders', [
      '[part="title"]',
      '[part="toolbar"]',
      'table',
      'th',
      'tr[part="row"] td',
      'tr[part="row"]:nth-child(even)',
      '[part="pagination"]',
    ]);
    expect(styles.bodyFont).toContain('Courier');
    expect(styles.bodyFontAfter).not.toContain('Courier');
    expect(Object.values(styles.withPageCss).every((part) => part !== null)).toBe(true);
    expect(styles.withPageCss).toEqual(styles.without);

    // Signed in for this tab: a reload shows the orders again without the form.
    const seen = await violations();
    await page.reload();
    await expect(rows).toHaveCount(10);
    await expect(form).toBeHidden();
    seen.push(...(await violations()));

    expect(seen.filter((violation) => violation.disposition === 'enforce')).toEqual([]);
    expect(await trustedTypesCulprits(page, seen)).toEqual([]);
    await expectTrustedTypesReported(page, violations);
    expect(errors).toEqual([]);
  });
  test('given an embedding page that themes cp-orders through --cp-* variables on the tag and ::part, the element wears them inside', async ({
    page,
  }) => {
    await signInIntranetTab(page);
    // The intranet's stylesheet with its brand added, the way README.md#embedding shows.
    await page.route('**/embed/intranet.css', async (route) => {
      const original = await route.fetch();
      const body = `${await original.text()}
cp-orders { --cp-color-surface: rgb(1, 2, 3); --cp-color-text: rgb(4, 5, 6); --cp-font-family: Verdana; }
cp-orders::part(title) { color: rgb(7, 8, 9); }
cp-orders::part(row) { background-color: rgb(10, 11, 12); }`;
      await route.fulfill({ response: original, body });
    });

    await page.goto('/embed/intranet.html');
    await expect(page.locator('cp-orders tr[part="row"]')).toHaveCount(10);
    const inside = await page.evaluate(() => {
      const root = (document.querySelector('cp-orders') as HTMLElement).shadowRoot as ShadowRoot;
      const style = (selector: string) => getComputedStyle(root.querySelector(selector) as Element);
      return {
        surfaces: [...root.querySelectorAll('*')].filter(
          (element) => getComputedStyle(element).backgroundColor === 'rgb(1, 2, 3)',
        ).length,
        cell: style('tr[part="row"] td').color,
        cellFont: style('tr[part="row"] td').fontFamily,
        title: style('[part="title"]').color,
        row: style('tr[part="row"]').backgroundColor,
      };
    });
    expect(inside.surfaces).toBeGreaterThan(0);
    expect(inside.cell).toBe('rgb(4, 5, 6)');
    expect(inside.cellFont).toBe('Verdana');
    expect(inside.title).toBe('rgb(7, 8, 9)');
    expect(inside.row).toBe('rgb(10, 11, 12)');
  });
});
