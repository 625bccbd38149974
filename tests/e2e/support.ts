import { readdirSync, readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

/** The demo password of every seeded account (reference API seed). */
export const DEMO_PASSWORD = 'Portal-demo-2026!';

/**
 * Logs in through the login form (Dutch, the default language) of a page that is on its way to
 * login (guarded deep links get there client-side) and waits to leave the login page.
 */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).not.toHaveURL(/\/login(?:[?#]|$)/);
}

/** The newest mail the reference API's development outbox holds for `to` (DEV_OUTBOX=1). */
export async function newestMailTo(
  page: Page,
  to: string,
): Promise<{ subject: string | null; body: string }> {
  const response = await page.request.get(`/customerportal/Dev/Outbox?${new URLSearchParams({ to })}`);
  expect(response.ok()).toBe(true);
  const mails = (await response.json()) as { subject: string | null; body: string | null }[];
  expect(mails.length).toBeGreaterThan(0);
  return { subject: mails[0]!.subject, body: mails[0]!.body ?? '' };
}

/** The portal path of the first link in a mail body that starts with `prefix`. */
export function linkPath(body: string, prefix: string): string {
  const match = body.match(new RegExp(`${prefix}[A-Za-z0-9_.~%-]+`));
  expect(match, `a ${prefix} link in the mail`).not.toBeNull();
  return match![0];
}

/** Where the portal keeps its tokens (localStorage, under the configured prefix). */
const TOKEN_KEYS = {
  accessToken: 'paperfield.customer-portal.accessToken',
  refreshToken: 'paperfield.customer-portal.refreshToken',
} as const;

/** The token the page holds now (null when logged out). */
export function storedToken(page: Page, which: keyof typeof TOKEN_KEYS): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), TOKEN_KEYS[which]);
}

/** The `exp` claim (seconds) of a JWT access token. */
export function expiresAt(accessToken: string): number {
  const payload = accessToken.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp: number }).exp;
}

/**
 * A fresh customer registration, not yet activated: its address and the activation link's path
 * from the reference API's outbox.
 */
export async function registeredAccount(page: Page): Promise<{ email: string; activationPath: string }> {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const registered = await page.request.post('/customerportal/Authentication/RegisterNewCustomer', {
    data: {
      emailAddress: email,
      firstName: 'Eva',
      lastName: 'Test',
      companyName: 'Proef Karton B.V.',
      customerNumber: 'C-1001',
    },
  });
  expect(registered.ok()).toBe(true);
  return { email, activationPath: linkPath((await newestMailTo(page, email)).body, '/auth/activate/') };
}

/**
 * A fresh, active customer login of its own, so a test may change its password or two-factor
 * setting without touching the demo accounts: registered through the API and activated with the
 * link the reference API's outbox holds.
 */
export async function freshAccount(page: Page, password = 'A-fresh-password-42'): Promise<string> {
  const { email, activationPath } = await registeredAccount(page);
  const token = decodeURIComponent(activationPath.slice('/auth/activate/'.length));
  const activated = await page.request.post('/customerportal/Authentication/ActivateAccount', {
    data: { token, password },
  });
  expect(activated.ok()).toBe(true);
  return email;
}

/** The path of a password reset link the reference API mailed to `email`. */
export async function passwordResetPath(page: Page, email: string): Promise<string> {
  const requested = await page.request.post('/customerportal/Authentication/RequestPasswordResetToken', {
    data: { emailAddress: email },
  });
  expect(requested.ok()).toBe(true);
  return linkPath((await newestMailTo(page, email)).body, '/auth/reset-password/');
}

/**
 * Waits until the page has stopped loading: no request for half a second and, also inside the
 * elements' shadow roots, no visible skeleton, spinner or busy region.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => {
    const busy = (root: Document | ShadowRoot): boolean =>
      [...root.querySelectorAll('sl-skeleton, sl-spinner, [aria-busy="true"]')].some((element) =>
        element.checkVisibility(),
      ) || [...root.querySelectorAll('*')].some((element) => element.shadowRoot && busy(element.shadowRoot));
    return !busy(document);
  });
}

/**
 * Every visible text of the page, also inside (nested) open shadow roots, where the elements render:
 * text nodes of visible elements, and the labels of `aria-label` and `placeholder`.
 */
export function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof Text) {
          const text = node.data.trim();
          if (text && node.parentElement?.checkVisibility()) texts.push(text);
        } else if (node instanceof Element) {
          if (node.shadowRoot) visit(node.shadowRoot);
          if (!node.checkVisibility()) continue;
          for (const name of ['aria-label', 'placeholder']) {
            const label = node.getAttribute(name)?.trim();
            if (label) texts.push(label);
          }
        }
      }
    };
    visit(document);
    return texts;
  });
}

/**
 * The keys of every English locale file, as i18next shows a missing one: `namespace:key.path`, and
 * `key.path` when it has a dot (a single word could be ordinary text). Plural forms count without
 * their suffix, because the key asked for has none.
 */
export function translationKeys(): Set<string> {
  const keys = new Set<string>();
  const folder = new URL('../../locales/en/', import.meta.url);
  const add = (namespace: string, path: string) => {
    keys.add(`${namespace}:${path}`);
    if (path.includes('.')) keys.add(path);
  };
  const walk = (namespace: string, value: unknown, path: string) => {
    if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) walk(namespace, inner, path ? `${path}.${key}` : key);
      return;
    }
    add(namespace, path);
    add(namespace, path.replace(/_(zero|one|two|few|many|other)$/, ''));
  };
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    walk(file.replace(/\.json$/, ''), JSON.parse(readFileSync(new URL(file, folder), 'utf8')), '');
  }
  return keys;
}

/** The raw translation keys among texts: words (split at anything but key characters) that are keys. */
export function rawKeysIn(texts: readonly string[], keys: ReadonlySet<string>): string[] {
  const words = texts.flatMap((text) => text.match(/[\w.:-]+/g) ?? []);
  return [...new Set(words.map((word) => word.replace(/[.:]+$/, '')).filter((word) => keys.has(word)))];
}
