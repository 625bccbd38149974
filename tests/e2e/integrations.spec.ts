import { expect, type Locator, type Page, test } from '@playwright/test';
import integrations from '../../locales/nl/admin-integrations.json' with { type: 'json' };
import { logIn } from './support.ts';

// The Integrations screen of issue 26 as staff use it, in the Dutch (default) portal: a key is created
// and read from its dialog, an ERP (here Playwright's API request) imports a client with it, the
// screen shows that call, and once revoked the key's next call is refused.

/** `{{name}}`-style interpolation, as i18next does it. */
function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** An open Shoelace dialog by its title (the `dialog` role is on the panel in its shadow root). */
function dialog(page: Page, title: string): Locator {
  return page.locator('cp-sl-dialog[open]').filter({
    has: page.getByRole('dialog', { name: title, exact: true }),
  });
}

test('staff create an API key, it imports a client, the screen shows the call, and once revoked it is refused', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const name = `ERP e2e ${Date.now()}`;
  const clientId = 800_000 + (Date.now() % 100_000);
  await page.goto('/admin/integrations');
  await logIn(page, 'staff@example.com');
  await expect(page).toHaveURL(/\/admin\/integrations$/);
  const element = page.locator('cp-admin-integrations');

  // New key: a name, the import scope (checked already), create.
  await element.getByRole('button', { name: integrations.create }).click();
  const form = dialog(page, integrations.dialog.title);
  await form.getByRole('textbox', { name: integrations.dialog.name }).fill(name);
  await expect(form.getByRole('checkbox', { name: integrations.scopes.import })).toBeChecked();
  await form.getByRole('button', { name: integrations.dialog.submit }).click();

  // The key, once, with the warning and a copy button that copies it.
  const shown = dialog(page, integrations.key.title);
  await expect(shown).toContainText(integrations.key.warning);
  const apiKey = await shown.locator('cp-sl-input.new-key__value input').inputValue();
  expect(apiKey).toMatch(/^cpk_/);
  await shown.getByRole('button', { name: integrations.key.copy }).click();
  await expect(shown.getByRole('button', { name: integrations.key.copied, exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(apiKey);
  await shown.getByRole('button', { name: integrations.key.done }).click();
  await expect(shown).toBeHidden();
  const row = element.locator('tr[part="row"]', { hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(apiKey.slice(-4));
  // Never shown again: the page holds the key nowhere once its dialog closed.
  expect(await page.evaluate(() => document.documentElement.outerHTML)).not.toContain(apiKey);
  const listed = await element.evaluate((host) => host.shadowRoot?.innerHTML ?? '');
  expect(listed).not.toContain(apiKey);

  // The ERP imports a client with it.
  const client = {
    clientId,
    displayName: 'E2E Karton GmbH',
    customerNumber: `E2E-${clientId}`,
    countryCode: 'DE',
  };
  const imported = await request.put('/customerportal/Integration/Clients', {
    headers: { 'X-Api-Key': apiKey },
    data: { items: [client] },
  });
  expect(imported.status(), await imported.text()).toBe(200);
  expect(await imported.json()).toEqual({ created: 1, updated: 0, unchanged: 0 });

  // The screen shows the call with its counts.
  await row.getByRole('button', { name: integrations.calls.action }).click();
  const calls = dialog(page, fill(integrations.calls.title, { name }));
  const call = calls.locator('tbody tr');
  await expect(call).toHaveCount(1);
  await expect(call).toContainText('PUT /Integration/Clients');
  await expect(call).toContainText('200');
  await expect(call).toContainText(
    fill(integrations.calls.counts, { created: '1', updated: '0', unchanged: '0' }),
  );
  // Closed from the keyboard, as any dialog.
  await page.keyboard.press('Escape');
  await expect(calls).toBeHidden();

  // Revoked after a confirmation: the next call is refused.
  await row.getByRole('button', { name: integrations.revoke.action }).click();
  const confirm = dialog(page, integrations.revoke.title);
  await confirm.getByRole('button', { name: integrations.revoke.confirm, exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText(integrations.state.revoked);
  await expect(row.getByRole('button', { name: integrations.revoke.action })).toHaveCount(0);
  const refused = await request.put('/customerportal/Integration/Clients', {
    headers: { 'X-Api-Key': apiKey },
    data: { items: [{ ...client, displayName: 'Changed' }] },
  });
  expect(refused.status()).toBe(401);
});
