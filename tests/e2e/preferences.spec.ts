import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, logIn, rawKeysIn, translationKeys, visibleTexts } from './support.ts';

const localeTexts = (language: string, namespace: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}/${namespace}.json`, import.meta.url), 'utf8'));
const portalTexts = (language: string) => localeTexts(language, 'portal');

test.describe('preferences', () => {
  // These tests start in Dutch, the customer's stored language; a test before them may have left
  // another (a full run once opened this spec in German and timed out on the Dutch labels).
  test.beforeEach(async ({ request }) => {
    const login = await request.post('/customerportal/Authentication/LoginWithCredentials', {
      data: { emailAddress: 'customer@example.com', password: DEMO_PASSWORD },
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const saved = await request.post('/customerportal/Language/UpdateLanguage', {
      headers: { authorization: `Bearer ${accessToken}` },
      data: { languageId: 1 },
    });
    expect(saved.ok()).toBe(true);
  });

  test('the language switch changes labels and title at once, for each language, without raw keys', async ({
    page,
  }) => {
    const keys = translationKeys();
    await page.goto('/orders');
    await logIn(page, 'customer@example.com');
    let label = portalTexts('nl').languages.label as string;
    for (const language of ['en', 'de', 'zhHans', 'nl']) {
      // The choice is stored for the account; the last one (nl) must be stored before the test ends,
      // or the next sign-in of this customer opens in Chinese.
      const stored = page.waitForResponse((response) => response.url().includes('/Language/UpdateLanguage'));
      await page.getByLabel(label).selectOption(language);
      expect((await stored).ok()).toBe(true);
      const texts = portalTexts(language);
      const ordersTitle = texts.routes.orders.title as string;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ordersTitle);
      await expect(
        page
          .getByRole('navigation', { name: texts.nav.navigation })
          .getByRole('link', { name: texts.routes.invoices.title }),
      ).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${ordersTitle} - `));
      const body = (await page.locator('body').textContent()) ?? '';
      expect(body).not.toMatch(/\b(routes|nav|layout|login|fields|languages)\.[a-zA-Z]+/);

      // The elements render in shadow roots: their texts count too, once the rows have loaded.
      // A column that never folds into the rows' details (the product does, in German, at this width).
      const column = localeTexts(language, 'orders').columns.loadNumber as string;
      await expect(page.locator('cp-orders').getByRole('columnheader', { name: column })).toBeVisible();
      await expect(page.locator('cp-orders').getByRole('cell').first()).toBeVisible();
      const shown = await visibleTexts(page);
      expect(shown, 'the walk reaches into the shadow roots').toContain(column);
      expect(rawKeysIn(shown, keys)).toEqual([]);

      // The dashboard gathers texts of several areas.
      const nav = page.getByRole('navigation', { name: texts.nav.navigation });
      await nav.getByRole('link', { name: texts.routes.dashboard.title }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.routes.dashboard.title);
      await page.waitForLoadState('networkidle');
      expect(rawKeysIn(await visibleTexts(page), keys)).toEqual([]);
      await nav.getByRole('link', { name: ordersTitle }).click();
      label = texts.languages.label;
    }
  });

  test('the document title is the translated page title plus the brand suffix', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, 'customer@example.com');
    let label = portalTexts('nl').languages.label as string;
    for (const language of ['en', 'de', 'zhHans', 'nl']) {
      // The choice is stored for the account; the last one (nl) must be stored before the test ends,
      // or the next sign-in of this customer opens in Chinese.
      const stored = page.waitForResponse((response) => response.url().includes('/Language/UpdateLanguage'));
      await page.getByLabel(label).selectOption(language);
      expect((await stored).ok()).toBe(true);
      await expect(page).toHaveTitle(
        `${portalTexts(language).routes.dashboard.title} - Paperfield Customer Portal`,
      );
      label = portalTexts(language).languages.label;
    }
  });

  test('the theme switch turns the dark theme on and off and remembers it', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, 'customer@example.com');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/sl-theme-dark/);
    const toggle = page.getByRole('button', { name: 'Thema wisselen' });
    await toggle.click();
    await expect(html).toHaveClass(/sl-theme-dark/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/stock');
    await expect(html).toHaveClass(/sl-theme-dark/);
    await page.getByRole('button', { name: 'Thema wisselen' }).click();
    await expect(html).not.toHaveClass(/sl-theme-dark/);
  });

  test("an agent switches client in the drawer and the order rows become that client's", async ({ page }) => {
    await page.goto('/orders');
    await logIn(page, 'agent@example.com');
    const select = page.getByLabel('Klant');
    await expect(select).toBeVisible();
    await expect(select.locator('option')).toHaveCount(3);
    const orderNumbers = page
      .locator('cp-orders')
      .getByRole('row')
      .filter({ has: page.getByRole('cell') });
    // The order number's cell (the first cell may be the row's details button).
    const shownOrders = () =>
      orderNumbers.evaluateAll((rows) =>
        rows.map((row) => row.querySelector('td[data-column="orderNumber"]')?.textContent?.trim() ?? ''),
      );
    await expect(orderNumbers.first()).toBeVisible();
    const before = await shownOrders();
    expect(before.length).toBeGreaterThan(0);

    const current = await select.inputValue();
    const options = await select
      .locator('option')
      .evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value));
    const other = options.find((value) => value !== current)!;
    await select.selectOption(other);
    await expect(select).toHaveValue(other);
    // Another client's orders: none of the order numbers shown before may remain.
    await expect
      .poll(async () => {
        const after = await shownOrders();
        return after.length > 0 && after.every((order) => !before.includes(order));
      })
      .toBe(true);
    const after = await shownOrders();

    await page
      .getByRole('navigation', { name: 'Hoofdnavigatie' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await page
      .getByRole('navigation', { name: 'Hoofdnavigatie' })
      .getByRole('link', { name: 'Orders' })
      .click();
    await expect(page.getByLabel('Klant')).toHaveValue(other);
    await expect.poll(shownOrders).toEqual(after);
  });

  test('reloading the home page keeps the user in the portal', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, 'customer@example.com');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('a customer sees no client selector', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, 'customer@example.com');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByLabel('Klant')).toHaveCount(0);
  });

  test('the drawer marks the active area and collapses to a rail', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, 'customer@example.com');
    const nav = page.getByRole('navigation', { name: 'Hoofdnavigatie' });
    await nav.getByRole('link', { name: 'Leveringen' }).click();
    await expect(page).toHaveURL('/deliveries');
    await expect(nav.getByRole('link', { name: 'Leveringen' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
    const drawer = page.locator('#drawer');
    expect((await drawer.boundingBox())?.width).toBe(256);
    await page.getByRole('button', { name: 'Menu in- of uitklappen' }).click();
    expect((await drawer.boundingBox())?.width).toBe(56);
  });

  test('below 960 px the drawer is modal: opened by the toggle, closed by Escape or a link', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 480, height: 800 });
    await page.goto('/login');
    await logIn(page, 'customer@example.com');
    const nav = page.getByRole('navigation', { name: 'Hoofdnavigatie' });
    await expect(nav).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu in- of uitklappen' });
    await toggle.click();
    await expect(nav).toBeVisible();
    await expect(page.getByRole('link', { name: /Paperfield/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await nav.getByRole('link', { name: 'Facturen' }).click();
    await expect(page).toHaveURL('/invoices');
    await expect(nav).toBeHidden();
  });
});
