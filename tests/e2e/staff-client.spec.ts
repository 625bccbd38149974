import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import portal from '../../locales/nl/portal.json' with { type: 'json' };
import ui from '../../locales/nl/ui.json' with { type: 'json' };
import { DEMO_PASSWORD, logIn } from './support.ts';

// Issue 17, points 1, 7 and 8, as the users meet them in the Dutch (default) portal: staff choose a
// client in the drawer, an agent's client switch starts the table at page 1, the login memo shows.

const loadError = portal.table.loadError;

/** The serious and critical axe findings of the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** The calls the page made to `path` so far. */
function countCalls(page: Page, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes(path)) count += 1;
  });
  return () => count;
}

test.describe('staff choose a client', () => {
  test('with none chosen the dashboard and orders say so; picked by name in the drawer, they show its data', async ({
    page,
  }) => {
    const ordersCalls = countCalls(page, '/Order/GetOrdersTable');
    const recentCalls = countCalls(page, '/Dashboard/GetRecentOrders');
    await page.goto('/login');
    await logIn(page, 'staff@example.com');

    const dashboard = page.locator('cp-dashboard');
    await expect(dashboard.locator('[part="choose-client"]')).toContainText(ui.client.chooseTitle);
    await expect(dashboard.locator('cp-sl-alert[variant="danger"]')).toHaveCount(0);
    await expect(dashboard).not.toContainText(loadError);

    const drawerNav = page.getByRole('navigation', { name: portal.nav.navigation });
    await drawerNav.getByRole('link', { name: portal.nav.orders }).click();
    const orders = page.locator('cp-orders');
    await expect(orders.locator('[part="choose-client"]')).toContainText(ui.client.chooseText);
    await expect(orders.locator('cp-sl-alert[variant="danger"]')).toHaveCount(0);
    expect(ordersCalls(), 'no call bound to fail').toBe(0);
    expect(recentCalls(), 'no call bound to fail').toBe(0);

    await page.getByRole('searchbox', { name: portal.nav.client, exact: true }).fill('kartonagen');
    const found = page
      .getByRole('list', { name: portal.nav.clientSearchResults })
      .getByRole('button', { name: 'Müller Kartonagen GmbH' });
    await expect(found).toBeVisible();
    expect(await seriousViolations(page), 'the picker with its results and "choose a client"').toEqual([]);
    await found.click();
    await expect(page.locator('.client-current')).toHaveText('Müller Kartonagen GmbH');
    await expect(orders.locator('tr[part="row"]')).toHaveCount(10);
    await expect(orders.locator('.page-text')).toHaveText(/^1–10 van [\d.]+$/);
    await expect(orders.locator('[part="choose-client"]')).toHaveCount(0);

    await drawerNav.getByRole('link', { name: portal.nav.dashboard }).click();
    await expect(dashboard.locator('.block-orders')).toBeVisible();
    await expect(dashboard.locator('[part="choose-client"]')).toHaveCount(0);
    await expect(dashboard.locator('cp-sl-alert[variant="danger"]')).toHaveCount(0);

    // The pick is the page's: a reload keeps it.
    await page.reload();
    await expect(page.locator('.client-current')).toHaveText('Müller Kartonagen GmbH');
    await expect(dashboard.locator('.block-orders')).toBeVisible();
  });
});

test('an agent on page 3 of orders who switches client sees page 1 of the new client', async ({ page }) => {
  await page.goto('/orders');
  await logIn(page, 'agent@example.com');
  const orders = page.locator('cp-orders');
  const pageText = orders.locator('.page-text');
  await expect(pageText).toHaveText(/^1–10 van/);
  const next = orders.getByRole('button', { name: portal.table.nextPage, exact: true });
  await next.click();
  await expect(pageText).toHaveText(/^11–20 van/);
  await next.click();
  await expect(pageText).toHaveText(/^21–30 van/);

  const select = page.getByRole('combobox', { name: portal.nav.client, exact: true });
  const other = await select.locator('option:not(:checked)').first().getAttribute('value');
  await select.selectOption(other ?? '');
  await expect(pageText).toHaveText(/^1–10 van [\d.]+$/);
  // The stored request (dataTableRequests) followed: a reload opens the new client on page 1 too.
  await page.reload();
  await expect(pageText).toHaveText(/^1–10 van [\d.]+$/);
});

test('the login-page memo shows on /login, and its script and handler do not run', async ({ page }) => {
  const login = await page.request.post('/customerportal/Authentication/LoginWithCredentials', {
    data: { emailAddress: 'staff@example.com', password: DEMO_PASSWORD },
  });
  const { accessToken } = await login.json();
  const headers = { authorization: `Bearer ${accessToken}` };
  const text = `E2E login memo ${Date.now()}`;
  const created = await page.request.post('/customerportal/Admin/CreateMemo', {
    headers,
    data: {
      memoType: 'Login',
      clientId: null,
      memoContents: `<p><strong>${text}</strong></p><img src="x" onerror="window.memoRan=1"><script>window.memoRan=2</script>`,
    },
    timeout: 30_000,
  });
  expect(created.status()).toBe(200);
  const memoId = (await created.json()).id;

  try {
    await page.goto('/login');
    const memo = page.getByRole('complementary', { name: 'Mededeling' });
    await expect(memo.locator('strong')).toHaveText(text);
    await expect(memo.locator('script, [onerror]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { memoRan?: number }).memoRan)).toBeUndefined();
  } finally {
    // Deleted again, so the seeded login memo shows for the tests after this one.
    await page.request.post('/customerportal/Admin/DeleteMemo', { headers, data: { memoId } });
  }
});
