import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support.ts';

// The embedding demo pages of public/embed/, as `npm start` serves them: someone else's site with
// its own styles, under the strict policy README "Embedding" asks embedders for.
const ENFORCED_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self' data:; " +
  "connect-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'";
const REPORTED_POLICY = "require-trusted-types-for 'script'";

/** What a `securitypolicyviolation` event says, as collected in the page. */
interface Violation {
  disposition: string;
  effectiveDirective: string;
  blockedURI: string;
  sourceFile: string;
  lineNumber: number;
  columnNumber: number;
  sample: string;
}

/** Console errors, uncaught exceptions and every policy violation of the page, from its first script on. */
async function watch(page: Page): Promise<{ errors: string[]; violations: () => Promise<Violation[]> }> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`.trim());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { cspViolations: unknown[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({
        disposition: event.disposition,
        effectiveDirective: event.effectiveDirective,
        blockedURI: event.blockedURI,
        sourceFile: event.sourceFile,
        lineNumber: event.lineNumber,
        columnNumber: event.columnNumber,
        sample: event.sample,
      });
    });
  });
  return {
    errors,
    violations: () =>
      page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations),
  };
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One source-map segment's numbers (base64 VLQ). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** The original source file of a generated position (line 1-based, column 0-based), or null. */
function originalSource(map: { sources: string[]; mappings: string }, line: number, column: number) {
  const lines = map.mappings.split(';');
  let source = 0;
  let found: number | null = null;
  for (let index = 0; index < line && index < lines.length; index++) {
    let generatedColumn = 0;
    for (const segment of (lines[index] ?? '').split(',')) {
      if (!segment) continue;
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      generatedColumn += columnDelta;
      if (sourceDelta !== undefined) source += sourceDelta;
      if (index === line - 1 && sourceDelta !== undefined && generatedColumn <= column) found = source;
    }
  }
  return found === null ? null : (map.sources[found] ?? null);
}

/**
 * The Trusted Types reports a library still causes, by the npm package whose code calls the sink
 * (found through the built module's source map) and what it writes. Listed in README "Embedding".
 * A sink is matched by what it is given too, so our own HTML string passed to a library's sink
 * (say, a Leaflet divIcon's `html`) is not excused as the library's.
 */
const LIBRARY_REPORTS: { library: string; what: string; sample: RegExp }[] = [
  { library: 'leaflet', what: 'its inline-SVG support probe', sample: /^Element innerHTML\|<svg\/>$/ },
  { library: 'leaflet', what: 'the zoom buttons', sample: /^Element innerHTML\|<span aria-hidden="true">/ },
  {
    // Leaflet's attribution API takes HTML; ours is escaped text (shipment-map.ts escapeText).
    library: 'leaflet',
    what: 'the attribution control',
    sample: /^Element innerHTML\|(|<a href="https:\/\/leafletjs\.com".*|Countries: .*)$/,
  },
  {
    library: '@shoelace-style/shoelace',
    what: 'sl-icon parsing its SVG',
    sample: /^(DOMParser parseFromString|Element innerHTML)\|<svg /,
  },
];

/**
 * Each reported Trusted Types violation, as the library report it is, or as `ours: …` when no
 * listed library report matches: our own code, or a library doing something new.
 */
async function trustedTypesCulprits(page: Page, violations: Violation[]): Promise<string[]> {
  const culprits: string[] = [];
  for (const violation of violations) {
    if (violation.effectiveDirective !== 'require-trusted-types-for') continue;
    expect(violation.disposition, 'Trusted Types are reported, not enforced').toBe('report');
    let source: string | null = null;
    if (violation.sourceFile.includes('/elements/')) {
      const map = await page.request.get(`${violation.sourceFile}.map`);
      if (map.ok())
        source = originalSource(await map.json(), violation.lineNumber, violation.columnNumber - 1);
    }
    const library = source?.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//)?.[1];
    const known = LIBRARY_REPORTS.find(
      (report) => report.library === library && report.sample.test(violation.sample),
    );
    culprits.push(
      known
        ? `${known.library}: ${known.what}`
        : `ours: ${source ?? violation.sourceFile} (${violation.sample})`,
    );
  }
  return culprits;
}

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

/** Trusted Types are really reported on the page: a string written to innerHTML here shows up. */
async function expectTrustedTypesReported(page: Page, violations: () => Promise<Violation[]>): Promise<void> {
  await page.evaluate(() => {
    document.createElement('div').innerHTML = '<b>trusted-types-probe</b>';
  });
  await expect
    .poll(async () =>
      (await violations()).some((violation) => violation.sample.includes('trusted-types-probe')),
    )
    .toBe(true);
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
    const culprits = await trustedTypesCulprits(page, seen);
    test.info().annotations.push({ type: 'trusted-types', description: [...new Set(culprits)].join(', ') });
    expect(culprits.filter((culprit) => culprit.startsWith('ours'))).toEqual([]);
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
    await expect(rows.locator('td:first-child')).toHaveText(items.map((item) => item.orderNumber));
    await expect(form).toBeHidden();
    // The tokens are where the page's cp-config says: session storage, under its prefix.
    const stored = await page.evaluate(() => Object.keys(sessionStorage).sort());
    expect(stored).toEqual(
      expect.arrayContaining(['vandijk.intranet.portal.accessToken', 'vandijk.intranet.portal.refreshToken']),
    );
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);

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
    const culprits = await trustedTypesCulprits(page, seen);
    test.info().annotations.push({ type: 'trusted-types', description: [...new Set(culprits)].join(', ') });
    expect(culprits.filter((culprit) => culprit.startsWith('ours'))).toEqual([]);
    await expectTrustedTypesReported(page, violations);
    expect(errors).toEqual([]);
  });
  test('given an embedding page that themes cp-orders through --cp-* variables on the tag and ::part, the element wears them inside', async ({
    page,
  }) => {
    const response = await page.request.post('/customerportal/Authentication/LoginWithCredentials', {
      data: { emailAddress: 'customer@example.com', password: DEMO_PASSWORD },
    });
    const tokens = (await response.json()) as { accessToken: string; refreshToken: string };
    await page.addInitScript((pair) => {
      sessionStorage.setItem('vandijk.intranet.portal.refreshToken', pair.refreshToken);
      sessionStorage.setItem('vandijk.intranet.portal.accessToken', pair.accessToken);
    }, tokens);
    // The intranet's stylesheet with its brand added, the way README "Embedding" shows.
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
