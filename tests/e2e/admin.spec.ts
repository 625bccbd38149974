import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import admin from '../../locales/nl/admin.json' with { type: 'json' };
import agents from '../../locales/nl/admin-agents.json' with { type: 'json' };
import emails from '../../locales/nl/admin-emails.json' with { type: 'json' };
import logins from '../../locales/nl/admin-logins.json' with { type: 'json' };
import memos from '../../locales/nl/admin-memos.json' with { type: 'json' };
import host from '../../locales/nl/host.json' with { type: 'json' };
import portal from '../../locales/nl/portal.json' with { type: 'json' };
import ui from '../../locales/nl/ui.json' with { type: 'json' };
import { linkPath, logIn, newestMailTo, settled } from './support.ts';

// The staff administration of issue 7, driven as staff do it: through the Dutch (default) portal.
// Labels come from the locale files, so a reworded text does not break the flow it names.

/** `{{name}}`-style interpolation, as i18next does it. */
function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

async function openAsStaff(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await logIn(page, 'staff@example.com');
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** Searches an admin table and answers the row holding `text`. */
async function findRow(element: Locator, text: string): Promise<Locator> {
  await element.locator('cp-sl-input.search input').fill(text);
  const row = element.locator('tr[part="row"]', { hasText: text });
  await expect(row).toHaveCount(1);
  return row;
}

/** Picks an option of a Shoelace select by its label (or the first one). */
async function choose(scope: Locator, label: string, option?: string): Promise<string> {
  await scope.getByRole('combobox', { name: label }).click();
  const choice = option
    ? scope.getByRole('option', { name: option, exact: true })
    : scope.getByRole('option').first();
  const text = (await choice.textContent())?.trim() ?? '';
  await choice.click();
  return text;
}

/**
 * An open Shoelace dialog by its title. The `dialog` role sits on the panel inside the dialog's shadow
 * root while the content is slotted from the light DOM, so the scope is the dialog element (our
 * Shoelace's private `cp-sl-dialog`, see scripts/private-shoelace-tags.ts).
 */
function dialog(page: Page, title: string | RegExp): Locator {
  return page.locator('cp-sl-dialog[open]').filter({
    has: page.getByRole('dialog', { name: title, ...(typeof title === 'string' ? { exact: true } : {}) }),
  });
}

/** A page of its own (cookies, storage), e.g. the customer beside the staff member. */
async function pageOfItsOwn(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

async function loginStatus(page: Page, email: string, password: string): Promise<number> {
  const response = await page.request.post('/customerportal/Authentication/LoginWithCredentials', {
    data: { emailAddress: email, password },
  });
  return response.status();
}

test.describe('staff administration', () => {
  test('an agent with linked clients cannot be deleted until they are unlinked', async ({ page }) => {
    await openAsStaff(page, '/admin/agents');
    const element = page.locator('cp-admin-agents');
    const name = `E2E Agent ${Date.now()}`;

    await element.getByRole('button', { name: agents.create }).click();
    const form = dialog(page, agents.form.createTitle);
    await form.getByLabel(agents.form.displayName).fill(name);
    await form.getByRole('button', { name: agents.form.create }).click();
    await expect(form).toBeHidden();
    const row = await findRow(element, name);

    // Link two clients.
    await row.getByRole('button', { name: agents.clients.action }).click();
    const clients = dialog(page, fill(agents.clients.title, { name }));
    const linked: string[] = [];
    for (const count of [1, 2]) {
      linked.push(await choose(clients, agents.clients.choose));
      await clients.getByRole('button', { name: agents.clients.link, exact: true }).click();
      await expect(clients.getByRole('listitem')).toHaveCount(count);
    }
    await clients.locator('cp-sl-button', { hasText: admin.actions.close }).click();
    await expect(clients).toBeHidden();
    await expect(row.locator('td').nth(2)).toHaveText('2');

    // The delete rule refuses, and says why, in the dialog.
    await row.getByRole('button', { name: portal.table.delete }).click();
    const confirm = dialog(page, agents.delete.title);
    await confirm.getByRole('button', { name: admin.actions.delete }).click();
    const refusal = confirm.locator('cp-sl-alert');
    await expect(refusal).toContainText(admin.failures.agent.delete);
    expect((await refusal.textContent())?.trim().length).toBeGreaterThan(
      admin.failures.agent.delete.length + 5,
    );
    await confirm.getByRole('button', { name: ui.dialog.cancel }).click();
    await expect(confirm).toBeHidden();

    // Unlink both, then the delete goes through.
    await row.getByRole('button', { name: agents.clients.action }).click();
    for (const client of linked) {
      const item = clients.getByRole('listitem').filter({ hasText: client });
      await item.getByRole('button', { name: agents.clients.unlink }).click();
      await expect(item).toHaveCount(0);
    }
    await expect(clients.getByText(agents.clients.none)).toBeVisible();
    await clients.locator('cp-sl-button', { hasText: admin.actions.close }).click();
    await row.getByRole('button', { name: portal.table.delete }).click();
    await confirm.getByRole('button', { name: admin.actions.delete }).click();
    await expect(confirm).toBeHidden();
    await expect(element.locator('tr[part="row"]', { hasText: name })).toHaveCount(0);
  });

  test('a new login is activated by mail, then disabling it stops its login and enabling restores it', async ({
    page,
  }) => {
    await openAsStaff(page, '/admin/logins');
    const element = page.locator('cp-admin-logins');
    const email = `e2e-login-${Date.now()}@example.com`;
    const name = 'E2E Login';
    const password = 'A-fresh-password-42';

    await element.getByRole('button', { name: logins.create }).click();
    const form = dialog(page, logins.form.createTitle);
    await form.getByLabel(logins.form.emailAddress).fill(email);
    await form.getByLabel(logins.form.displayName).fill(name);
    await choose(form, logins.form.client);
    await form.getByRole('button', { name: logins.form.create }).click();
    await expect(form).toBeHidden();
    const row = await findRow(element, email);
    await expect(row).toContainText(admin.status.Pending);

    // Its owner chooses a password with the mailed link.
    const activation = linkPath(
      (await newestMailTo(page, email, { containing: '/auth/activate/' })).body,
      '/auth/activate/',
    );
    const token = decodeURIComponent(activation.slice('/auth/activate/'.length));
    const activated = await page.request.post('/customerportal/Authentication/ActivateAccount', {
      data: { token, password },
    });
    expect(activated.ok()).toBe(true);
    expect(await loginStatus(page, email, password)).toBe(200);

    await element.getByRole('button', { name: portal.table.refresh }).click();
    await expect(row).toContainText(admin.status.Active);
    await row.getByRole('button', { name: logins.actions.disable }).click();
    const confirm = dialog(page, fill(logins.confirm.disable.title, { name }));
    await confirm.getByRole('button', { name: logins.confirm.disable.confirm }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toContainText(admin.status.Disabled);
    expect(await loginStatus(page, email, password)).not.toBe(200);

    await row.getByRole('button', { name: logins.actions.enable }).click();
    await expect(row).toContainText(admin.status.Active);
    expect(await loginStatus(page, email, password)).toBe(200);
  });

  test("a memo written for the customer's client shows on the customer's dashboard", async ({
    page,
    browser,
    baseURL,
  }) => {
    await openAsStaff(page, '/admin/memos');
    const element = page.locator('cp-admin-memos');
    const text = `E2E memo ${Date.now()}: the mill is closed on 24 December.`;

    await element.getByRole('button', { name: memos.create }).click();
    const form = dialog(page, memos.dialog.createTitle);
    await choose(form, memos.fields.memoType, memos.types.Dashboard);
    await choose(form, memos.fields.clientId, 'Van Dijk Verpakkingen B.V.');
    await form.getByLabel(memos.fields.memoContents, { exact: true }).fill(`<p><strong>${text}</strong></p>`);
    await expect(form.locator('strong', { hasText: text })).toBeVisible();
    await form.getByRole('button', { name: memos.dialog.submitCreate }).click();
    // The server loads its HTML sanitizer (DOMPurify on jsdom) with the first memo it stores.
    await expect(form).toBeHidden({ timeout: 30_000 });
    const row = await findRow(element, text);

    const customer = await pageOfItsOwn(browser, baseURL);
    await customer.goto('/login');
    await logIn(customer, 'customer@example.com');
    await expect(customer.locator('cp-dashboard').getByText(text)).toBeVisible();
    await customer.context().close();

    // Deleted again, so the customer's own seeded memo shows for the tests after this one.
    await row.getByRole('button', { name: portal.table.delete }).click();
    const confirm = dialog(page, memos.delete.title);
    await confirm.getByRole('button', { name: memos.delete.confirm, exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(element.locator('tr[part="row"]', { hasText: text })).toHaveCount(0);
  });

  test('resending an e-mail adds a Resent entry to its send log', async ({ page }) => {
    await openAsStaff(page, '/admin/e-mails');
    const element = page.locator('cp-admin-emails');
    const rows = element.locator('tr[part="row"]');
    await expect(rows.first()).toBeVisible();
    const subject = (await rows.first().locator('td').nth(2).textContent())?.trim() ?? '';

    await rows.first().getByRole('button', { name: emails.resend.action }).click();
    const confirm = dialog(page, emails.resend.title);
    await confirm.getByRole('button', { name: emails.resend.confirm }).click();
    await expect(confirm).toBeHidden();

    // The copy is on top now; the original, one row down, logs the resend with who did it.
    await expect(rows.nth(1).locator('td').nth(2)).toHaveText(subject);
    await rows.nth(1).getByRole('button', { name: portal.table.view }).click();
    const view = dialog(page, emails.view.title);
    const resent = view.locator('tr', { hasText: emails.log.events.Resent });
    await expect(resent).toHaveCount(1);
    await expect(resent).toContainText('staff@example.com');
  });

  test('log in as a customer, see the banner, and come back to the staff session', async ({ page }) => {
    await openAsStaff(page, '/admin/logins');
    const element = page.locator('cp-admin-logins');
    const row = await findRow(element, 'customer@example.com');
    await row.getByRole('button', { name: logins.actions.loginAs }).click();
    const confirm = dialog(page, /^Inloggen als /);
    await confirm.getByRole('button', { name: logins.confirm.loginAs.confirm, exact: true }).click();

    await expect(page).toHaveURL(/\/$/);
    const banner = page.locator('.support-banner');
    await expect(banner).toContainText('customer@example.com');
    await expect(banner).toContainText('staff@example.com');
    await expect(page.locator('cp-dashboard')).toBeAttached();
    await expect(page.getByRole('navigation', { name: host.layout.administration })).toHaveCount(0);
    await settled(page);

    await banner.getByRole('button', { name: host.support.end }).click();
    await expect(page).toHaveURL(/\/admin\/logins$/);
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole('button', { name: /staff@example.com/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: host.layout.administration })).toBeVisible();
  });
});
