import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, logIn } from './support.ts';

const texts = (language: string, namespace: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}/${namespace}.json`, import.meta.url), 'utf8'));

const PREFERENCES_KEY = 'paperfield.customer-portal.preferences';

/** Picks an option of one of our Shoelace selects by the select's label and the option's text. */
async function choose(scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await scope.getByRole('option', { name: option, exact: true }).click();
}

/** Chooses a language in the drawer's switch and waits until the server has stored it. */
async function chooseLanguage(page: Page, code: string): Promise<void> {
  const select = page.locator('.drawer .language-switch select, .language-switch select').first();
  if ((await select.inputValue()) === code) return;
  const saved = page.waitForResponse((response) => response.url().includes('/Language/UpdateLanguage'));
  await select.selectOption(code);
  expect((await saved).ok()).toBe(true);
}

/** The channels (0–255, alpha 0–1) of a computed `rgb(…)`, `rgba(…)` or `color(srgb …)` colour. */
function channels(colour: string): [number, number, number, number] {
  const numbers = (colour.replace(/^color\(srgb/, '').match(/[\d.]+(?:e-?\d+)?/g) ?? []).map(Number);
  const scale = colour.startsWith('color(') ? 255 : 1;
  const [r = 0, g = 0, b = 0, a = 1] = numbers;
  return [r * scale, g * scale, b * scale, a];
}

/** WCAG contrast ratio of a (possibly translucent) ring drawn over an opaque background. */
function contrast(ring: string, background: string): number {
  const [br, bg, bb] = channels(background);
  const [r, g, b, a] = channels(ring);
  const shown = [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a)];
  const luminance = ([red, green, blue]: number[]) =>
    [red, green, blue]
      .map((value) => {
        const c = (value ?? 0) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      })
      .reduce((sum, c, index) => sum + c * [0.2126, 0.7152, 0.0722][index]!, 0);
  const [light, dark] = [luminance(shown), luminance([br, bg, bb])].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const ringContrast = ({ ring, card }: { ring: string; card: string }) => contrast(ring, card);

/** The focus ring of the login e-mail field (Shoelace's box-shadow on its base part) and the card behind it. */
async function focusRingColours(page: Page): Promise<{ ring: string; card: string }> {
  await page.getByLabel(/E-Mail-Adresse|E-mailadres/).focus();
  return page.evaluate(() => {
    const field = document.querySelector('.login-card cp-sl-input');
    const base = field?.shadowRoot?.querySelector('[part~="base"]');
    const shadow = base ? getComputedStyle(base).boxShadow : '';
    const card = getComputedStyle(document.querySelector('.login-card') as Element).backgroundColor;
    return { ring: shadow.match(/(?:rgba?|color)\([^)]*\)/)?.[0] ?? 'none', card };
  });
}

test.describe('one language everywhere', () => {
  test('the login page switch changes the interface at once, is remembered and translates the password toggle', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Laat wachtwoord zien' })).toBeAttached();

    await page.getByLabel('Taal').selectOption('de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts('de', 'host').login.heading);
    await expect(page.getByLabel('Passwort', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Passwort anzeigen' })).toBeAttached();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts('de', 'host').login.heading);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    await page.getByLabel('Sprache').selectOption('zhHans');
    await expect(page.getByRole('button', { name: '显示密码' })).toBeAttached();
    await page.getByLabel(texts('zhHans', 'portal').languages.label).selectOption('nl');
    await expect(page.getByRole('button', { name: 'Laat wachtwoord zien' })).toBeAttached();
  });

  test('the login fields show focus at 3:1 or more against the card, light and dark', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Taal').selectOption('nl');
    // Polled: Shoelace eases the ring in.
    await expect.poll(async () => ringContrast(await focusRingColours(page))).toBeGreaterThanOrEqual(3);
    const light = await focusRingColours(page);

    await page.evaluate((key) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}');
      localStorage.setItem(key, JSON.stringify({ ...stored, theme: 'dark' }));
    }, PREFERENCES_KEY);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/sl-theme-dark/);
    await expect.poll(async () => ringContrast(await focusRingColours(page))).toBeGreaterThanOrEqual(3);
    expect((await focusRingColours(page)).card).not.toBe(light.card);
  });

  test('a language set in one browser is the interface language after login in a fresh one', async ({
    browser,
  }) => {
    // Only this test signs in as Brightwell (stored in English); it leaves the account in English.
    const email = 'brightwell@example.com';
    const first = await browser.newContext();
    const page = await first.newPage();
    await page.goto('/login');
    await logIn(page, email);
    await chooseLanguage(page, 'en');
    await chooseLanguage(page, 'de');
    await first.close();

    const second = await browser.newContext();
    const fresh = await second.newPage();
    try {
      await fresh.goto('/login');
      await expect(fresh.getByRole('heading', { level: 1 })).toHaveText(texts('nl', 'host').login.heading);
      await logIn(fresh, email);
      await expect(fresh.getByRole('heading', { level: 1 })).toHaveText(
        texts('de', 'portal').routes.dashboard.title,
      );
      await expect(fresh.locator('html')).toHaveAttribute('lang', 'de');
    } finally {
      await chooseLanguage(fresh, 'en');
      await second.close();
    }
  });
});

test.describe('forms that know the customer', () => {
  // A phone: one column, so the form is long and the sticky app bar covers what is scrolled past.
  test.use({ viewport: { width: 390, height: 740 } });

  test('contact arrives prefilled, focuses an empty required field clear of the app bar, and confirms with a reference until dismissed', async ({
    page,
  }) => {
    const nl = texts('nl', 'contact');
    await page.goto('/contact');
    await logIn(page, 'customer@example.com');
    const contact = page.locator('cp-contact');
    const number = contact.getByLabel(nl.fields.customerNumber);
    await expect(number).toHaveValue('C-1001');
    await expect(contact.getByLabel(nl.fields.customerDisplayName)).toHaveValue('Van Dijk Verpakkingen B.V.');
    await expect(contact.getByLabel(nl.fields.customerCountry)).toHaveValue('Nederland');
    await expect(contact.getByLabel(nl.fields.contactEmailAddress)).toHaveValue('customer@example.com');
    await expect(contact.getByText(nl.customerNumberHelp.replace('{{example}}', 'C-1001'))).toBeVisible();

    await choose(contact, nl.fields.messageType, nl.messageTypes.Question);
    await choose(contact, nl.fields.salesManager, 'Sanne Bakker');
    // Sent from the bottom of the page with the message empty: that field is far above, under the
    // sticky app bar.
    const message = contact.getByLabel(nl.fields.message, { exact: true });
    const send = contact.getByRole('button', { name: nl.send });
    await send.scrollIntoViewIfNeeded();
    const bar = (await page.locator('.app-bar').boundingBox())!;
    expect((await message.boundingBox())!.y).toBeLessThan(bar.y + bar.height);
    await send.click();
    await expect(message).toBeFocused();
    const field = (await message.boundingBox())!;
    expect(field.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    expect(field.y + field.height).toBeLessThanOrEqual(page.viewportSize()!.height);

    await message.fill('Kan de afroep van week 50 naar 51?');
    await number.fill('1001');
    await send.click();
    await expect(
      contact.getByText(texts('nl', 'portal').validations.patternExample.replace('{{example}}', 'C-1001')),
    ).toBeVisible();
    await number.fill('C-1001');
    await send.click();
    const sent = contact.locator('cp-sl-alert.contact__sent');
    await expect(sent).toContainText(nl.sent);
    const reference = /CP-\d{6}/.exec((await sent.textContent()) ?? '')?.[0];
    expect(reference).toBeTruthy();
    await expect(contact.getByLabel(nl.fields.message, { exact: true })).toHaveValue('');
    await expect(number).toHaveValue('C-1001');
    await expect(contact.getByLabel(nl.fields.customerDisplayName)).toHaveValue('Van Dijk Verpakkingen B.V.');
    // Not a snackbar: still there after its 2 seconds, until the user closes it ("Sluiten", translated).
    await page.waitForTimeout(3000);
    await expect(sent).toBeVisible();
    await sent.getByRole('button', { name: 'Sluiten' }).click();
    await expect(sent).toHaveCount(0);
  });

  test("an agent's contact form arrives prefilled with the selected client", async ({ page }) => {
    const nl = texts('nl', 'contact');
    await page.goto('/contact');
    await logIn(page, 'agent@example.com', DEMO_PASSWORD);
    const contact = page.locator('cp-contact');
    // The agent acts for the client selected in the drawer (the first of the list on a new browser).
    const clients: Record<string, [string, string]> = {
      'C-1002': ['Müller Kartonagen GmbH', 'Duitsland'],
      'C-1003': ['Brightwell Print Ltd', 'Verenigd Koninkrijk'],
      'C-1004': ['Shanghai Huamei Packaging Co., Ltd.', 'China'],
    };
    const number = contact.getByLabel(nl.fields.customerNumber);
    await expect(number).toHaveValue(/^C-100[234]$/);
    const [name, country] = clients[await number.inputValue()]!;
    const selected = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? '{}').selectedClientId,
      PREFERENCES_KEY,
    );
    expect(`C-${selected}`).toBe(await number.inputValue());
    await expect(contact.getByLabel(nl.fields.customerDisplayName)).toHaveValue(name);
    await expect(contact.getByLabel(nl.fields.customerCountry)).toHaveValue(country);
    await expect(contact.getByLabel(nl.fields.contactEmailAddress)).toHaveValue('agent@example.com');
  });
});
