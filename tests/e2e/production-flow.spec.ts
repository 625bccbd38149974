import { expect, type Locator, type Page, test } from '@playwright/test';
import integrations from '../../locales/en/admin-integrations.json' with { type: 'json' };
import englishHost from '../../locales/en/host.json' with { type: 'json' };
import dutchHost from '../../locales/nl/host.json' with { type: 'json' };
import { productionServer } from './production-server.ts';

// Issue 26 from first start to a customer's map, on a production server (no demo data) whose mail
// goes out over SMTP to a real SMTP server (tests/e2e/production-server.ts): the first staff login's
// activation mail → staff activates and signs in → creates an API key on the Integrations screen →
// the ERP imports a client, a customer login, three order positions and a carrier event → the
// customer's activation mail → the customer activates, signs in and sees exactly those positions and
// that shipment on the map. Then the same import again changes nothing, and a batch with one bad
// record writes nothing and names it.
const production = productionServer();
test.describe.configure({ mode: 'serial' });

const clientId = 4711;
const customerEmail = 'inkoop@kartonfabriek.example';
const loadNumber = 'FEED-4711-1';
const password = 'A-fresh-password-42';

const position = (orderPosition: number) => ({
  clientId,
  orderNumber: 'SO-4711',
  customerOrderNumber: 'PO-2026-77',
  orderPosition,
  orderSignature: 'J. Jansen',
  salesProductDescription: 'Uncoated grey board GD2 500 g/m²',
  convertingTypeDescription: 'Sheeted – pallet wrapped',
  dimensions: '1020 × 720',
  sheets: 2700,
  amountOfSheets: 5400 + orderPosition,
  pallets: 2,
  units: 8,
  weight: 1020.5,
  theoreticalNettWeightKg: 990.2,
  calloff: null,
  loadNumber,
  dateOrder: '2026-11-20',
  dateDeparture: '2026-11-27',
  country: 'Netherlands',
  address: 'Industrieweg 12, Zwolle',
});

const batches = {
  Clients: [
    { clientId, displayName: 'Kartonfabriek Noord B.V.', customerNumber: 'KN-4711', countryCode: 'NL' },
  ],
  Logins: [
    {
      kind: 'customer',
      emailAddress: customerEmail,
      clientId,
      displayName: 'Inkoop Noord',
      languageCode: 'nl',
    },
  ],
  Orders: [position(10), position(20), position(30)],
};
const event = () => ({
  eventId: 'carrier-4711-1',
  clientId,
  loadNumber,
  kind: 'position',
  at: new Date(Date.now() - 60 * 60 * 1000).toISOString().replace(/\.\d+Z$/, 'Z'),
  lat: 52.51,
  lng: 6.09,
  place: 'A28 near Zwolle',
});

/** An open Shoelace dialog by its title. */
const dialog = (page: Page, title: string): Locator =>
  page.locator('cp-sl-dialog[open]').filter({ has: page.getByRole('dialog', { name: title, exact: true }) });

/** The link to `path` in a mail that arrived over SMTP, checked to be under the server's PUBLIC_URL. */
async function linkInMail(to: string, path: string): Promise<string> {
  const mail = await production.environment.smtp.waitFor(to, { timeoutMs: 30_000 });
  expect(mail.parsed.html, 'a multipart mail with an HTML part').toBeTruthy();
  const link = mail.parsed.text?.match(new RegExp(`https?://\\S+${path}\\S+`))?.[0];
  expect(link, `a ${path} link in the text part`).toBeDefined();
  expect(link!.startsWith(`${production.url}${path}`)).toBe(true);
  return link!;
}

/**
 * Activates an account through the link of its activation mail, on the page in the mail's language
 * (the first staff login has none of its own: English; the customer's is Dutch), then signs in.
 */
async function activateAndSignIn(page: Page, email: string, host: typeof englishHost) {
  const link = await linkInMail(email, '/auth/activate/');
  await page.goto(link);
  await page.getByLabel(host.fields.newPassword).fill(password);
  await page.getByLabel(host.fields.confirmPassword).fill(password);
  await page.getByRole('button', { name: host.activate.submit }).click();
  await expect(page.getByRole('status')).toContainText(host.activate.done);
  await page.getByRole('link', { name: host.redirect.goNow }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel(host.fields.email).fill(email);
  await page.getByLabel(host.fields.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: host.login.submit }).click();
  await expect(page).not.toHaveURL(/\/login(?:[?#]|$)/);
}

let apiKey = '';

const send = (page: Page, call: string, items: unknown[]) =>
  page.request.fetch(`${production.url}/customerportal/Integration/${call}`, {
    method: call === 'TrackingEvents' ? 'POST' : 'PUT',
    headers: { 'X-Api-Key': apiKey },
    data: { items },
  });

test('the first staff login activates by mail and creates an API key on the Integrations screen', async ({
  page,
}) => {
  await activateAndSignIn(page, production.adminEmail, englishHost);
  await page.goto(`${production.url}/admin/integrations`);
  const element = page.locator('cp-admin-integrations');
  await element.getByRole('button', { name: integrations.create }).click();
  const form = dialog(page, integrations.dialog.title);
  await form.getByRole('textbox', { name: integrations.dialog.name }).fill('ERP');
  await form.getByRole('button', { name: integrations.dialog.submit }).click();
  const shown = dialog(page, integrations.key.title);
  apiKey = await shown.locator('cp-sl-input.new-key__value input').inputValue();
  expect(apiKey).toMatch(/^cpk_/);
});

test('the key imports a client, a customer login, three positions and a carrier event; the same again changes nothing', async ({
  page,
}) => {
  for (const [call, items] of Object.entries(batches)) {
    const answer = await send(page, call, items);
    expect(answer.status(), await answer.text()).toBe(200);
    expect(await answer.json()).toEqual({ created: items.length, updated: 0, unchanged: 0 });
  }
  const tracked = await send(page, 'TrackingEvents', [event()]);
  expect(tracked.status(), await tracked.text()).toBe(200);
  expect((await tracked.json()).created).toBe(1);

  for (const [call, items] of Object.entries(batches)) {
    expect(await (await send(page, call, items)).json()).toEqual({
      created: 0,
      updated: 0,
      unchanged: items.length,
    });
  }
});

test('a batch with one bad record writes nothing and names it by index', async ({ page }) => {
  const bad = { ...position(40), dateOrder: 'yesterday' };
  const answer = await send(page, 'Orders', [position(40), bad, position(50)]);
  expect(answer.status()).toBe(400);
  const body = await answer.json();
  expect(body.items).toEqual([{ index: 1, errors: { dateOrder: [expect.any(String)] } }]);
});

test('the customer activates by mail and sees exactly the three positions and the shipment on the map', async ({
  page,
}) => {
  await activateAndSignIn(page, customerEmail, dutchHost);
  await page.goto(`${production.url}/orders`);
  const rows = page.locator('cp-orders tr[part="row"]');
  await expect(rows).toHaveCount(3);
  // Only the imported order's positions: the rejected batch's position 40 was never written.
  for (let row = 0; row < 3; row++) await expect(rows.nth(row)).toContainText('SO-4711');

  await page.goto(`${production.url}/track-and-traces/road/${loadNumber}`);
  const tracking = page.locator('cp-tracking');
  await expect(tracking.locator('.details__fields')).toContainText(loadNumber);
  await expect(tracking.locator('.details__fields')).toContainText('A28 near Zwolle');
  await expect(tracking.locator('.leaflet-marker-icon, .leaflet-interactive').first()).toBeVisible();
});
