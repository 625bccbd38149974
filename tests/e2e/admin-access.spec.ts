import { expect, type Page, test } from '@playwright/test';
import { ADMIN_ENDPOINTS, AGENT_ADMIN_ENDPOINTS } from '../../src/core/api/contract/admin.ts';
import { ROUTES } from '../../src/host-app/routes/routes-table.ts';
import { DEMO_PASSWORD, logIn } from './support.ts';

/** An access token of a demo account, through the real login call. */
async function accessTokenOf(page: Page, email: string): Promise<string> {
  const response = await page.request.post('/customerportal/Authentication/LoginWithCredentials', {
    data: { emailAddress: email, password: DEMO_PASSWORD },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** Makes an admin call with a bearer token and an empty (or absent) body; answers the status. */
async function statusOf(page: Page, token: string, endpoint: (typeof ADMIN_ENDPOINTS)[number]) {
  const url = `/customerportal${endpoint.path}`;
  const headers = { authorization: `Bearer ${token}` };
  const response =
    endpoint.method === 'GET'
      ? await page.request.get(url, { headers })
      : await page.request.post(url, { headers, data: {} });
  return response.status();
}

const adminRoutes = ROUTES.filter((route) => route.staffOnly);

test.describe('administration is staff-only', () => {
  test('a customer gets 403 on every admin call', async ({ page }) => {
    const token = await accessTokenOf(page, 'customer@example.com');
    for (const endpoint of ADMIN_ENDPOINTS) {
      expect(await statusOf(page, token, endpoint), endpoint.path).toBe(403);
    }
  });

  test("an agent gets 403 on every admin call but its own clients' logins", async ({ page }) => {
    const token = await accessTokenOf(page, 'agent@example.com');
    const agentCalls = new Set<unknown>(AGENT_ADMIN_ENDPOINTS);
    for (const endpoint of ADMIN_ENDPOINTS.filter((candidate) => !agentCalls.has(candidate))) {
      expect(await statusOf(page, token, endpoint), endpoint.path).toBe(403);
    }
    // The logins table it may read holds only customer logins of its own clients.
    const headers = { authorization: `Bearer ${token}` };
    const clients = (await (
      await page.request.get('/customerportal/Agent/GetClients', { headers })
    ).json()) as { clientId: number }[];
    const own = new Set(clients.map((client) => client.clientId));
    const logins = await page.request.post('/customerportal/Admin/GetLoginsTable', {
      headers,
      data: { page: 1, rowsPerPage: -1 },
    });
    expect(logins.status()).toBe(200);
    const rows = ((await logins.json()) as { items: { accountType: string; clientId: number | null }[] })
      .items;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.accountType).toBe('customer');
      expect(own.has(row.clientId ?? -1)).toBe(true);
    }
  });

  for (const email of ['customer@example.com', 'agent@example.com']) {
    test(`${email} sees no Administration section and reaches no admin route`, async ({ page }) => {
      await page.goto('/login');
      await logIn(page, email);
      await expect(page.getByRole('navigation', { name: 'Hoofdnavigatie' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Beheer' })).toHaveCount(0);
      expect(adminRoutes).toHaveLength(7);
      for (const route of adminRoutes) {
        await page.goto(route.path);
        // The guard sends the route to the dashboard, which says the area is not available.
        await expect(page).toHaveURL(/\/\?unavailable=/);
        await expect(page.locator(route.element?.tag ?? 'cp-admin')).toHaveCount(0);
        await expect(page.getByText('alleen voor medewerkers')).toBeVisible();
      }
    });
  }

  test('staff see the Administration section with a link per admin screen', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, 'staff@example.com');
    const admin = page.getByRole('navigation', { name: 'Beheer' });
    await expect(admin.getByRole('link')).toHaveCount(7);
    await admin.getByRole('link', { name: 'Agenten' }).click();
    await expect(page).toHaveURL(/\/admin\/agents$/);
    await expect(page.locator('cp-admin-agents')).toBeAttached();
  });
});
