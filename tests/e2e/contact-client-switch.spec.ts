import { readFileSync } from 'node:fs';
import { expect, type Locator, test } from '@playwright/test';
import { logIn } from './support.ts';

const nl = JSON.parse(readFileSync(new URL('../../locales/nl/contact.json', import.meta.url), 'utf8'));

/** Picks an option of one of our Shoelace selects by the select's label and the option's text. */
async function choose(scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await scope.getByRole('option', { name: option, exact: true }).click();
}

test.describe('contact form of an agent', () => {
  test('switching client twice, the message sent carries the second client’s number, name and country', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/contact');
    await logIn(page, 'agent@example.com');
    const contact = page.locator('cp-contact');
    const number = contact.getByLabel(nl.fields.customerNumber);
    const country = contact.getByLabel(nl.fields.customerCountry);
    const name = contact.getByLabel(nl.fields.customerDisplayName);
    await expect(number).toHaveValue(/^C-100[234]$/);
    const clientSelect = page.getByRole('combobox', { name: 'Klant', exact: true });

    await clientSelect.selectOption('1002');
    await expect(number).toHaveValue('C-1002');
    await expect(country).toHaveValue('Duitsland');
    await clientSelect.selectOption('1004');
    await expect(number).toHaveValue('C-1004');
    await expect(country).toHaveValue('China');
    await clientSelect.selectOption('1003');
    await expect(number).toHaveValue('C-1003');
    await expect(name).toHaveValue('Brightwell Print Ltd');
    await expect(country).toHaveValue('Verenigd Koninkrijk');

    await choose(contact, nl.fields.messageType, nl.messageTypes.Question);
    await contact
      .getByLabel(nl.fields.message, { exact: true })
      .fill('Kan de afroep van order 4500380 naar week 50?');
    const request = page.waitForRequest((sent) => sent.url().includes('/Contact/SendMessage'));
    await contact.getByRole('button', { name: nl.send }).click();
    const sent = await request;
    expect(new URL(sent.url()).searchParams.get('clientId')).toBe('1003');
    expect(sent.postDataJSON()).toMatchObject({
      customerDisplayName: 'Brightwell Print Ltd',
      customerNumber: 'C-1003',
      customerCountry: 'Verenigd Koninkrijk',
      // The one account manager of that client, chosen for the user.
      salesManagerId: 3,
    });
    await expect(contact.locator('cp-sl-alert.contact__sent')).toBeVisible();
  });

  test('a field the agent edited stays through a client switch, and the form says so', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/contact');
    await logIn(page, 'agent@example.com');
    const contact = page.locator('cp-contact');
    const clientSelect = page.getByRole('combobox', { name: 'Klant', exact: true });
    await clientSelect.selectOption('1002');
    await expect(contact.getByLabel(nl.fields.customerNumber)).toHaveValue('C-1002');
    await contact.getByLabel(nl.fields.customerDisplayName).fill('Müller Kartonagen, werk Bielefeld');
    await clientSelect.selectOption('1003');
    await expect(contact.getByLabel(nl.fields.customerNumber)).toHaveValue('C-1003');
    await expect(contact.getByLabel(nl.fields.customerDisplayName)).toHaveValue(
      'Müller Kartonagen, werk Bielefeld',
    );
    const notice = contact.locator('[part="client-changed"]');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Brightwell Print Ltd');
    await expect(notice).toContainText(nl.fields.customerDisplayName);
    // A Shoelace alert: announced to screen readers (role alert inside its shadow root).
    await expect(notice.locator('[role="alert"]')).toHaveCount(1);
  });
});
