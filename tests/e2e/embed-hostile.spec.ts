import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support.ts';

// An intranet page of someone else's making: its own storage prefix, our element modules from
// dist/elements/ and nothing else of ours. Served by page.route on the server's own origin, so no
// test page ships in dist/.
const STORAGE_PREFIX = 'intranet.portal.';
const HOSTILE_CSS = '* { font: 40px serif !important; color: red !important } table { display: none }';

function embeddingPage(options: { body: string; modules: string[]; css?: string }): string {
  const config = JSON.stringify({ storagePrefix: STORAGE_PREFIX });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Intranet</title>
<meta name="cp-config" content='${config}'>
${options.css === undefined ? '' : `<style>${options.css}</style>`}
${options.modules.map((name) => `<script type="module" src="/elements/${name}.js"></script>`).join('\n')}
</head>
<body>
<h1>Intranet</h1>
${options.body}
</body>
</html>`;
}

/** Serves `html` at `path` of the server's origin. */
async function servePage(page: Page, path: string, html: string): Promise<void> {
  await page.route(`**${path}`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
}

/**
 * Logs in through the API and leaves the tokens where the embedding page's own login code would:
 * the page's storage under the prefix its cp-config names, before any of its scripts runs.
 */
async function signInAsEmbedder(page: Page, email: string): Promise<{ accessToken: string }> {
  const response = await page.request.post('/customerportal/Authentication/LoginWithCredentials', {
    data: { emailAddress: email, password: DEMO_PASSWORD },
  });
  expect(response.ok()).toBe(true);
  const tokens = (await response.json()) as { accessToken: string; refreshToken: string };
  await page.addInitScript(
    ({ prefix, accessToken, refreshToken }) => {
      localStorage.setItem(`${prefix}refreshToken`, refreshToken);
      localStorage.setItem(`${prefix}accessToken`, accessToken);
    },
    { prefix: STORAGE_PREFIX, ...tokens },
  );
  return tokens;
}

/** Console errors and uncaught exceptions of the page. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Computed styles inside the element's shadow root, and what the host document holds. */
function probe(page: Page) {
  return page.evaluate(() => {
    const host = document.querySelector('cp-orders') as HTMLElement;
    const root = host.shadowRoot as ShadowRoot;
    const style = (selector: string) => {
      const element = root.querySelector(selector) as Element;
      const computed = getComputedStyle(element);
      return {
        display: computed.display,
        fontSize: computed.fontSize,
        fontFamily: computed.fontFamily,
        color: computed.color,
      };
    };
    return {
      title: style('[part="title"]'),
      table: style('table'),
      header: style('th'),
      cell: style('tr[part="row"] td'),
      documentSheets: document.styleSheets.length,
      adoptedByDocument: document.adoptedStyleSheets.length,
      documentElements: [...document.querySelectorAll('head > *, body > *')].map((element) =>
        element.tagName.toLowerCase(),
      ),
    };
  });
}

test.describe('embedding', () => {
  test('given a page with a hostile stylesheet that loads only cp-orders.js, it still shows a correct orders table in our own styles', async ({
    page,
  }) => {
    await signInAsEmbedder(page, 'customer@example.com');
    const errors = collectErrors(page);
    const body = '<cp-orders lang="en"></cp-orders>';
    await servePage(page, '/embed-test/plain.html', embeddingPage({ body, modules: ['cp-orders'] }));
    await servePage(
      page,
      '/embed-test/hostile.html',
      embeddingPage({ body, modules: ['cp-orders'], css: HOSTILE_CSS }),
    );
    const rows = page.locator('cp-orders tr[part="row"]');

    // The same element on the same page without the hostile sheet: how it looks when left alone.
    await page.goto('/embed-test/plain.html');
    await expect(rows).toHaveCount(10);
    const unharmed = await probe(page);

    const answer = page.waitForResponse((response) => response.url().includes('/Order/GetOrdersTable'));
    await page.goto('/embed-test/hostile.html');
    const { items } = (await (await answer).json()) as { items: { orderNumber: string }[] };
    expect(items).toHaveLength(10);
    await expect(rows.first()).toBeVisible();
    await expect(page.locator('cp-orders [part="title"]')).toHaveText('Orders');
    await expect(page.locator('cp-orders th[data-column="orderNumber"]')).toContainText('Order');
    // The rows are the reference API's, in its order.
    await expect(rows.locator('td[data-column="orderNumber"]')).toHaveText(
      items.map((item) => item.orderNumber),
    );

    const hostile = await probe(page);
    expect(hostile.table.display).not.toBe('none');
    for (const part of [hostile.title, hostile.table, hostile.header, hostile.cell]) {
      expect(part.fontSize).not.toBe('40px');
      expect(part.fontFamily).not.toBe('serif');
      expect(part.color).not.toBe('rgb(255, 0, 0)');
    }
    expect(hostile.title).toEqual(unharmed.title);
    expect(hostile.table).toEqual(unharmed.table);
    expect(hostile.header).toEqual(unharmed.header);
    expect(hostile.cell).toEqual(unharmed.cell);
    // Nothing of ours reached the page: its one stylesheet, no adopted sheet, only its own elements.
    expect(hostile.documentSheets).toBe(1);
    expect(hostile.adoptedByDocument).toBe(0);
    expect(unharmed.documentSheets).toBe(0);
    expect(hostile.documentElements).toEqual(['meta', 'title', 'meta', 'style', 'script', 'h1', 'cp-orders']);
    expect(errors).toEqual([]);
  });

  test('given two cp-orders and a cp-tracking on one page, it loads React, the runtime and the kit once and asks for the profile once', async ({
    page,
  }) => {
    await signInAsEmbedder(page, 'customer@example.com');
    const errors = collectErrors(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await servePage(
      page,
      '/embed-test/three-elements.html',
      embeddingPage({
        body: `<cp-orders lang="en"></cp-orders>
<cp-orders lang="en" page-size="25"></cp-orders>
<cp-tracking lang="en" load-number="L2611-70001"></cp-tracking>`,
        modules: ['cp-orders', 'cp-tracking'],
      }),
    );

    await page.goto('/embed-test/three-elements.html');
    await expect(page.locator('cp-orders').first().locator('tr[part="row"]')).toHaveCount(10);
    await expect(page.locator('cp-orders').nth(1).locator('tr[part="row"]')).toHaveCount(25);
    await expect(page.locator('cp-tracking [part="details"]')).toContainText('L2611-70001');

    const count = (test: RegExp) => requested.filter((path) => test.test(path)).length;
    expect(count(/\/Account\/GetProfile$/)).toBe(1);
    for (const chunk of ['react', 'core', 'ui']) {
      expect(count(new RegExp(`^/elements/chunks/${chunk}-[\\w-]+\\.js$`)), `${chunk} chunk`).toBe(1);
    }
    // The map's lazily loaded basemap comes from beside the modules, not from the page's folder.
    await expect
      .poll(() => count(/^\/elements\/chunks\/countries-50m-[\w-]+\.js$/), { timeout: 10_000 })
      .toBe(1);
    // No module of ours is fetched twice, whichever element asked first.
    const modules = requested.filter((path) => path.startsWith('/elements/'));
    expect(modules.length).toBeGreaterThan(4);
    expect(modules).toEqual([...new Set(modules)]);
    expect(errors).toEqual([]);
  });

  test('given an agent signed in on an embedding page with no client chosen, cp-orders shows the first client’s orders', async ({
    page,
  }) => {
    const { accessToken } = await signInAsEmbedder(page, 'agent@example.com');
    const listed = await page.request.get('/customerportal/Agent/GetClients', {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const [first] = (await listed.json()) as { clientId: number }[];
    const errors = collectErrors(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/Order/GetOrdersTable')) asked.push(request.url());
    });
    await servePage(
      page,
      '/embed-test/agent.html',
      embeddingPage({ body: '<cp-orders lang="en"></cp-orders>', modules: ['cp-orders'] }),
    );

    await page.goto('/embed-test/agent.html');
    await expect(page.locator('cp-orders tr[part="row"]')).toHaveCount(10);
    // The agent's first client, as the host's client selector would have chosen.
    expect(asked.every((url) => new URL(url).searchParams.get('clientId') === String(first?.clientId))).toBe(
      true,
    );
    expect(asked.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
