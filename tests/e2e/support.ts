import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, expect, type Locator, type Page, type Request, test } from '@playwright/test';
import { mailDropDir } from './mail-drop-dir.ts';

/** The demo password of every seeded account (reference API seed). */
export const DEMO_PASSWORD = 'Portal-demo-2026!';

/**
 * Logs in through the login form (Dutch, the default language) of a page that is on its way to
 * login (guarded deep links get there client-side) and waits to leave the login page.
 */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).not.toHaveURL(/\/login(?:[?#]|$)/);
}

/** A mail as the server dropped it into its MAIL_DROP_DIR (src/reference-api/dev/mail-drop.ts). */
interface DroppedMail {
  id: number;
  to: string | null;
  subject: string | null;
  body: string | null;
}

/** The drop folder of the server this test's page talks to (its port is in the project's baseURL). */
function dropFolder(page: Page): string {
  return mailDropDir(new URL(test.info().project.use.baseURL ?? page.url()).port);
}

/** The mails in the drop folder, oldest first (file names are zero-padded ids). */
function droppedMails(page: Page): DroppedMail[] {
  const folder = dropFolder(page);
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.json'));
  } catch {
    return []; // no mail yet
  }
  return names.sort().map((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as DroppedMail);
}

/** The id of the newest mail the server has dropped so far (0 when none): later mails have higher ids. */
export function latestMailId(page: Page): number {
  return droppedMails(page).at(-1)?.id ?? 0;
}

/**
 * The newest mail the server sent to `to` (with an id above `after`, and whose body holds
 * `containing`, when given), read from its mail drop folder and waited for: mail work runs after the
 * answer and the folder is written a moment later, so another mail to the same address (the
 * "account activated" one, say) may land after the one asked for, or before it.
 */
export async function newestMailTo(
  page: Page,
  to: string,
  options: { after?: number; containing?: string } = {},
): Promise<{ subject: string | null; body: string }> {
  const newest = () =>
    droppedMails(page)
      .filter(
        (mail) =>
          mail.to?.toLowerCase() === to.toLowerCase() &&
          mail.id > (options.after ?? 0) &&
          (options.containing === undefined || (mail.body ?? '').includes(options.containing)),
      )
      .at(-1);
  await expect.poll(() => newest()?.id, { message: `a mail to ${to}`, timeout: 15_000 }).toBeDefined();
  const mail = newest()!;
  return { subject: mail.subject, body: mail.body ?? '' };
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
 * Sets the pages' clock (Playwright's, installed before they load) to a second past `accessToken`'s
 * expiry: the page holds a token it must count as expired, without waiting out its real lifetime.
 */
export async function clockPastExpiry(clock: Page['clock'], accessToken: string): Promise<void> {
  await clock.setSystemTime(expiresAt(accessToken) * 1000 + 1000);
}

/**
 * Passes the pages' token refreshes on to the server and sets their clock back to the real time before
 * the answer arrives: the successor, issued by the server's real clock, is then fresh in the page too.
 */
export async function clockBackOnRefresh(pages: Page | BrowserContext): Promise<void> {
  await pages.route('**/Authentication/RefreshAccessToken', async (route) => {
    const response = await route.fetch();
    await pages.clock.setSystemTime(Date.now());
    await route.fulfill({ response });
  });
}

/**
 * A fresh customer registration, approved by staff but not yet activated: its address and the
 * activation link's path from the mail the reference API dropped (MAIL_DROP_DIR).
 */
export async function registeredAccount(page: Page): Promise<{ email: string; activationPath: string }> {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const registered = await page.request.post('/customerportal/Authentication/RegisterNewCustomer', {
    // As a visitor of the Dutch portal registers: the account keeps that language, which is the
    // interface language after login (the logins of these tests read Dutch labels).
    headers: { 'accept-language': 'nl' },
    data: {
      emailAddress: email,
      firstName: 'Eva',
      lastName: 'Test',
      companyName: 'Proef Karton B.V.',
      customerNumber: 'C-1001',
    },
  });
  expect(registered.ok()).toBe(true);
  // Registration is a request, not access (issue 14 §2): the link is mailed once staff approve it.
  await approveAsStaff(page, email);
  const mail = await newestMailTo(page, email, { containing: '/auth/activate/' });
  return { email, activationPath: linkPath(mail.body, '/auth/activate/') };
}

/** Staff approve the self-registration of `email` with the logins screen's calls; its activation mail goes out. */
export async function approveAsStaff(page: Page, email: string): Promise<void> {
  const session = await page.request.post('/customerportal/Authentication/LoginWithCredentials', {
    data: { emailAddress: 'staff@example.com', password: DEMO_PASSWORD },
  });
  expect(session.ok()).toBe(true);
  const headers = {
    authorization: `Bearer ${((await session.json()) as { accessToken: string }).accessToken}`,
  };
  const requests = await page.request.post('/customerportal/Admin/GetLoginsTable?status=AwaitingApproval', {
    headers,
    data: { page: 1, rowsPerPage: 10, search: email },
  });
  expect(requests.ok()).toBe(true);
  const [request] = ((await requests.json()) as { items: { id: number }[] }).items;
  expect(request, `the request of ${email}`).toBeTruthy();
  const approved = await page.request.post('/customerportal/Admin/ApproveLogin', {
    headers,
    data: { accountId: request!.id, clientId: null },
  });
  expect(approved.ok()).toBe(true);
}

/**
 * A fresh, active customer login of its own, so a test may change its password or two-factor
 * setting without touching the demo accounts: registered through the API and activated with the
 * link of the mail the reference API dropped.
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
  const after = latestMailId(page);
  const requested = await page.request.post('/customerportal/Authentication/RequestPasswordResetToken', {
    data: { emailAddress: email },
  });
  expect(requested.ok()).toBe(true);
  const mail = await newestMailTo(page, email, { after, containing: '/auth/reset-password/' });
  return linkPath(mail.body, '/auth/reset-password/');
}

/** The live stream (docs/alerts.md#live-updates): open while a page shows a shipment, never "idle". */
const isLiveStream = (request: Request) => request.url().includes('/customerportal/Live/Stream');

/**
 * Resolves once no request of the page (but the live stream) has started or ended for `quietMs`.
 * Playwright's `networkidle` would never come on a page that keeps the live stream open.
 */
export async function networkQuiet(page: Page, quietMs = 500, timeoutMs = 30_000): Promise<void> {
  await page.waitForLoadState('load');
  let last = Date.now();
  const seen = (request: Request) => {
    if (!isLiveStream(request)) last = Date.now();
  };
  page.on('request', seen);
  page.on('requestfinished', seen);
  page.on('requestfailed', seen);
  try {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() - last < quietMs) {
      if (Date.now() > deadline) throw new Error(`the page's requests did not stop within ${timeoutMs} ms`);
      await page.waitForTimeout(100);
    }
  } finally {
    page.off('request', seen);
    page.off('requestfinished', seen);
    page.off('requestfailed', seen);
  }
}

/**
 * Waits until the page has stopped loading: no request (but the live stream) for half a second and,
 * also inside the elements' shadow roots, no visible skeleton, spinner or busy region (our
 * Shoelace's are `cp-sl-*`, see scripts/private-shoelace-tags.ts).
 */
export async function settled(page: Page): Promise<void> {
  await networkQuiet(page);
  await page.waitForFunction(() => {
    const busy = (root: Document | ShadowRoot): boolean =>
      [...root.querySelectorAll('cp-sl-skeleton, cp-sl-spinner, [aria-busy="true"]')].some((element) =>
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

/**
 * Signs the demo customer in for the intranet demo page's tab as its own form would: the tokens in
 * session storage under the page's prefix (`embed/intranet.html`'s cp-config), before its scripts run.
 */
export async function signInIntranetTab(page: Page): Promise<void> {
  const response = await page.request.post('/customerportal/Authentication/LoginWithCredentials', {
    data: { emailAddress: 'customer@example.com', password: DEMO_PASSWORD },
  });
  const tokens = (await response.json()) as { accessToken: string; refreshToken: string };
  await page.addInitScript((pair) => {
    sessionStorage.setItem('vandijk.intranet.portal.refreshToken', pair.refreshToken);
    sessionStorage.setItem('vandijk.intranet.portal.accessToken', pair.accessToken);
  }, tokens);
}

/**
 * Uploads a small valid PDF of about `bytes` bytes through the FilePond field of a `<cp-contact>`
 * and waits until FilePond reports the transfer complete.
 */
export async function uploadPdf(contact: Locator, bytes: number): Promise<void> {
  const pdf = Buffer.concat([
    Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'),
    Buffer.alloc(bytes, 0x20),
    Buffer.from('\n%%EOF\n'),
  ]);
  await contact
    .locator('input.filepond--browser')
    .setInputFiles({ name: 'order-sheet.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(contact.locator('.filepond--item')).toHaveAttribute(
    'data-filepond-item-state',
    'processing-complete',
    { timeout: 30_000 },
  );
}
