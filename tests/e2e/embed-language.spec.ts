import { expect, type Page, test } from '@playwright/test';
import { signInIntranetTab } from './support.ts';

// Texts and the dark theme are chunks loaded when first shown (core/i18n/text-namespaces.ts,
// ui/theme/theme.ts): a page downloads only the language and theme it shows, and the element's
// first render already wears them.

/** The intranet page (html lang="en") signed in, its <cp-orders> given `attributes` instead of lang="en". */
async function intranetWithOrders(page: Page, attributes: string): Promise<void> {
  await signInIntranetTab(page);
  await page.route('**/embed/intranet.html', async (route) => {
    const original = await route.fetch();
    const body = (await original.text()).replace('<cp-orders lang="en">', `<cp-orders ${attributes}>`);
    await route.fulfill({ response: original, body });
  });
  // The element's first render with content: its text, and which Shoelace theme sheet it had then.
  await page.addInitScript(() => {
    const attach = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
      const root = attach.call(this, init);
      if (this.localName !== 'cp-orders') return root;
      const observer = new MutationObserver(() => {
        const text = root.querySelector('.cp-root')?.textContent ?? '';
        if (!text.trim()) return;
        observer.disconnect();
        const themes = root.adoptedStyleSheets.flatMap((sheet) =>
          // Shoelace's theme rule: `.sl-theme-<name>` defining its palette (our tokens name it too).
          [...sheet.cssRules].flatMap((rule) => {
            if (!(rule instanceof CSSStyleRule)) return [];
            const found = /\.sl-theme-(light|dark)\b/.exec(rule.selectorText);
            return found && rule.style.getPropertyValue('--sl-color-gray-50') ? [found[1]] : [];
          }),
        );
        (window as unknown as { firstRender: unknown }).firstRender = { text, themes: [...new Set(themes)] };
      });
      observer.observe(root, { subtree: true, childList: true, characterData: true });
      return root;
    };
  });
}

const firstRender = (page: Page) =>
  page
    .waitForFunction(() => (window as unknown as { firstRender?: unknown }).firstRender)
    .then((handle) => handle.jsonValue() as Promise<{ text: string; themes: string[] }>);

test.describe('texts and themes loaded as shown', () => {
  test('given <cp-orders lang="de"> on an English page, it loads only German texts, renders German at once, and Dutch after a switch to nl', async ({
    page,
  }) => {
    const texts: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/elements/chunks/texts/')) texts.push(path.replace(/-[\w-]+\.js$/, ''));
    });
    await intranetWithOrders(page, 'lang="de"');
    await page.goto('/embed/intranet.html');

    const orders = page.locator('cp-orders');
    const first = await firstRender(page);
    expect(first.text).toContain('Aufträge');
    expect(first.text).not.toContain('Orders');
    await expect(orders.locator('tr[part="row"]')).toHaveCount(10);
    await expect(orders.getByRole('combobox', { name: 'Zeilen pro Seite' })).toBeVisible();
    expect([...new Set(texts)].sort()).toEqual([
      '/elements/chunks/texts/de/orders',
      '/elements/chunks/texts/de/portal',
      '/elements/chunks/texts/de/shoelace',
      '/elements/chunks/texts/de/ui',
    ]);

    texts.length = 0;
    await orders.evaluate((element) => element.setAttribute('lang', 'nl'));
    await expect(orders.getByRole('combobox', { name: 'Rijen per pagina' })).toBeVisible();
    await expect(orders.locator('[part="title"]')).toHaveText('Orders');
    expect(texts.every((path) => path.startsWith('/elements/chunks/texts/nl/'))).toBe(true);
    expect(texts).toContain('/elements/chunks/texts/nl/portal');
  });

  test('given <cp-orders theme="dark">, its first render is dark already, never light first', async ({
    page,
  }) => {
    const sheets: string[] = [];
    page.on('request', (request) => {
      if (/\/elements\/chunks\/dark-[\w-]+\.js$/.test(new URL(request.url()).pathname)) sheets.push('dark');
    });
    await intranetWithOrders(page, 'lang="en" theme="dark"');
    await page.goto('/embed/intranet.html');
    const first = await firstRender(page);
    expect(first.themes).toEqual(['dark']);
    expect(sheets).toEqual(['dark']);
    await expect(page.locator('cp-orders tr[part="row"]')).toHaveCount(10);
  });

  test('given a light <cp-orders>, the dark theme is not downloaded', async ({ page }) => {
    const sheets: string[] = [];
    page.on('request', (request) => {
      if (/\/elements\/chunks\/dark-[\w-]+\.js$/.test(new URL(request.url()).pathname)) sheets.push('dark');
    });
    await intranetWithOrders(page, 'lang="en"');
    await page.goto('/embed/intranet.html');
    const first = await firstRender(page);
    expect(first.themes).toEqual(['light']);
    await expect(page.locator('cp-orders tr[part="row"]')).toHaveCount(10);
    expect(sheets).toEqual([]);
  });
});
