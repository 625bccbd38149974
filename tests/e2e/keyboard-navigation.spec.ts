import { expect, test } from '@playwright/test';
import portal from '../../locales/nl/portal.json' with { type: 'json' };
import { logIn } from './support.ts';

// Issue 24, Why §9: after choosing a page in the drawer with the keyboard, the focus stayed on the
// drawer's link, and a keyboard user had to tab through the whole drawer again to reach the page.

test('a page chosen in the drawer with the keyboard takes the focus, and Tab goes on inside it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  await logIn(page, 'customer@example.com');
  const ordersLink = page.locator('#drawer').getByRole('link', { name: portal.nav.orders });
  await ordersLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orders/);
  await expect(page.locator('#main')).toBeFocused();
  // The user reads the page first: its rows have come, and the focus is still where the page begins.
  await expect(page.locator('cp-orders').locator('tr[part="row"]').first()).toBeVisible();
  await expect(page.locator('#main')).toBeFocused();
  // The next Tab reaches something of the orders page, not the drawer's next link.
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => {
    let node: Node | null = document.activeElement;
    // Into the element's shadow roots, where its controls are, then out again through their hosts.
    while (node instanceof Element && node.shadowRoot?.activeElement) node = node.shadowRoot.activeElement;
    while (node && node !== document) {
      if (node instanceof Element && node.id === 'main') return true;
      node = node instanceof ShadowRoot ? node.host : node.parentNode;
    }
    return false;
  });
  expect(inMain, 'the focus after Tab is inside the page').toBe(true);
});
