// `npm run screenshots`: headless-Chromium screenshots of the portal's screens in light and dark
// and in several languages, written to screenshots/ (git-ignored) to be looked at by a person.
// Needs a running server: `npm start` (or BASE_URL=http://127.0.0.1:PORT). Usage:
//   node scripts/screenshots.mjs [--langs nl,zhHans] [--themes lightTheme,dark] [--only orders,login] [--width 390]
// Chinese needs a CJK font (Debian: fonts-noto-cjk): without one the script says so, or installs it
// when it runs as root on Debian. Files are named screen-language-theme(-width unless 1280).png.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { chromiumArgs } from '../web-test-runner.config.mjs';

const { values } = parseArgs({
  options: {
    langs: { type: 'string', default: 'nl,en,de,zhHans' },
    themes: { type: 'string', default: 'lightTheme,dark' },
    only: { type: 'string', default: '' },
    width: { type: 'string', default: '1280' },
  },
});
const baseUrl = process.env.BASE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;
const prefix = 'paperfield.customer-portal.';
const password = 'Portal-demo-2026!';

/** Screens as a signed-in user sees them; `account` picks the demo login. */
const screens = [
  { name: 'login', path: '/login', account: null },
  // A refused link in the link's language (the language is the path's last segment).
  {
    name: 'token-invalid',
    path: (_tokens, language) => `/auth/token/not-a-valid-token/${language}`,
    account: null,
  },
  {
    name: 'reset-invalid',
    path: (_tokens, language) => `/auth/reset-password/not-a-valid-token/${language}`,
    account: null,
  },
  { name: 'dashboard', path: '/dashboard', account: 'customer@example.com' },
  { name: 'orders', path: '/orders', account: 'customer@example.com' },
  { name: 'deliveries', path: '/deliveries', account: 'customer@example.com' },
  { name: 'invoices', path: '/invoices', account: 'customer@example.com' },
  { name: 'stock', path: '/stock', account: 'customer@example.com' },
  { name: 'stock-orders', path: stockLevelPath(1), account: 'customer@example.com' },
  { name: 'stock-pallets', path: stockLevelPath(2), account: 'customer@example.com' },
  { name: 'statistics', path: '/statistics', account: 'customer@example.com' },
  { name: 'certificates', path: '/certificates', account: 'customer@example.com' },
  { name: 'price-list', path: '/price-list', account: 'customer@example.com' },
  { name: 'contact', path: '/contact', account: 'customer@example.com' },
  { name: 'contact-agent', path: '/contact', account: 'agent@example.com' },
  { name: 'settings', path: '/settings', account: 'customer@example.com' },
  // The inbox with entries a carrier's events made (and the bell's count), and an empty one.
  { name: 'notifications', path: inboxWithEntries, account: 'customer@example.com' },
  { name: 'notifications-empty', path: '/notifications', account: 'muller@example.com' },
  // The notifications card with e-mail as a daily digest chosen: its hour and time zone show.
  {
    name: 'settings-notifications',
    path: '/settings',
    account: 'customer@example.com',
    after: async (page) => {
      const card = page.locator('cp-settings [part~="notifications"]');
      await card.locator('cp-sl-radio').last().click();
      await card.locator('cp-sl-select').last().scrollIntoViewIfNeeded();
    },
  },
  // The webhooks card's delivery log of the customer's first endpoint, opened (an endpoint with a few
  // deliveries must exist: docs/alerts.md#webhook-addresses says how to point one at a local receiver).
  {
    name: 'settings-webhook-log',
    path: '/settings',
    account: 'customer@example.com',
    after: async (page) => {
      await page.locator('cp-settings [part~="webhook-endpoints"] cp-sl-button').nth(1).click();
      await page.locator('cp-settings [part~="webhook-log"]').waitFor();
    },
  },
  { name: 'tracking-road', path: '/track-and-traces/road/L2611-70001', account: 'customer@example.com' },
  {
    name: 'tracking-ocean',
    path: '/track-and-traces/ocean-hellmann/HLXU7001232',
    account: 'customer@example.com',
  },
  { name: 'orders-agent', path: '/orders', account: 'agent@example.com' },
  // <cp-deliveries-at-risk> by itself on a page of the portal's origin, as an embedder would place it.
  // Shipments are at risk only once the carrier feed says so (docs/alerts.md#deliveries-at-risk).
  {
    name: 'deliveries-at-risk',
    path: '/dashboard',
    account: 'customer@example.com',
    after: async (page) => {
      await page.evaluate(async () => {
        const { theme } = JSON.parse(localStorage.getItem('paperfield.customer-portal.preferences') ?? '{}');
        // The page asks for Trusted Types: built with DOM calls, not innerHTML.
        const main = document.createElement('main');
        main.style.cssText = 'padding:16px;max-width:960px';
        main.append(document.createElement('cp-deliveries-at-risk'));
        document.body.replaceChildren(main);
        document.body.style.background = theme === 'dark' ? '#121212' : '#f5f5f5';
        await import('/elements/cp-deliveries-at-risk.js');
      });
      await page.locator('cp-deliveries-at-risk .risk-title').waitFor();
    },
  },
  { name: 'dashboard-staff', path: '/dashboard', account: 'staff@example.com' },
  { name: 'admin-agents', path: '/admin/agents', account: 'staff@example.com' },
  { name: 'admin-clients', path: '/admin/clients', account: 'staff@example.com' },
  { name: 'admin-logins', path: '/admin/logins', account: 'staff@example.com' },
  { name: 'admin-employees', path: '/admin/employees', account: 'staff@example.com' },
  { name: 'admin-memos', path: '/admin/memos', account: 'staff@example.com' },
  { name: 'admin-emails', path: '/admin/e-mails', account: 'staff@example.com' },
  { name: 'admin-integrations', path: '/admin/integrations', account: 'staff@example.com' },
  // The seeded mail a busy relay refused twice, opened: its attempts, next attempt and last answer.
  {
    name: 'admin-email-retrying',
    path: '/admin/e-mails',
    account: 'staff@example.com',
    after: async (page) => {
      const row = page.locator('cp-admin-emails tbody tr', { hasText: 'queued@example.com' }).first();
      await row.locator('cp-sl-icon-button').first().click();
      await page.locator('cp-admin-emails .email-detail').waitFor();
    },
  },
];

/** The path of a stock level (1: the first product's stock orders, 2: its first stock order's pallets), found at run time. */
function stockLevelPath(depth) {
  return async (tokens) => {
    const call = async (path, body) => {
      const response = await fetch(`${baseUrl}/customerportal/Stock/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.accessToken}` },
        body: JSON.stringify({ page: 1, rowsPerPage: 1, ...body }),
      });
      if (!response.ok) throw new Error(`Stock/${path} failed: ${response.status}`);
      return (await response.json()).items[0];
    };
    const product = await call('GetStockTable', {});
    const path = `/stock/${encodeURIComponent(product.productCode)}`;
    if (depth === 1) return path;
    const order = await call('GetStockOrderTable', { productId: product.id });
    return `${path}/${encodeURIComponent(order.orderNumber)}`;
  };
}

/**
 * The inbox's path, once the demo road load's carrier has reported an ETA 3 h later and an exception
 * through the integration API (with a key staff make), the oldest entry read; done once
 * per server: a login that has entries already is left as it is.
 */
async function inboxWithEntries(tokens) {
  const api = async (path, token, init = {}) => {
    const response = await fetch(`${baseUrl}/customerportal/${path}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...init.headers,
      },
    });
    if (!response.ok) throw new Error(`${path} failed: ${response.status} ${await response.text()}`);
    return response.status === 204 ? null : response.json();
  };
  const inbox = await api('Notifications/GetNotifications', tokens.accessToken);
  if (inbox.items.length > 0) return '/notifications';
  const staff = await tokensOf('staff@example.com');
  const { apiKey } = await api('Admin/CreateApiKey', staff.accessToken, {
    method: 'POST',
    body: JSON.stringify({ name: 'screenshots carrier', scopes: ['tracking'] }),
  });
  const load = 'L2611-70001';
  const trip = await api(
    `TrackAndTrace/GetTruckloadTrackAndTraceInfo?loadNumber=${load}`,
    tokens.accessToken,
  );
  const at = (minutesAgo) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
  const event = (n, fields) => ({ eventId: `screenshots-${n}`, clientId: 1001, loadNumber: load, ...fields });
  for (const item of [
    event(1, {
      kind: 'eta',
      at: at(300),
      estimatedArrival: new Date(Date.parse(trip.estimatedarrival) + 3 * 3_600_000).toISOString(),
    }),
    event(2, { kind: 'status', at: at(20), status: 'exception' }),
  ]) {
    await api('Integration/TrackingEvents', '', {
      method: 'POST',
      headers: { 'x-api-key': apiKey },
      body: JSON.stringify({ items: [item] }),
    });
  }
  const { items } = await api('Notifications/GetNotifications', tokens.accessToken);
  if (items.length > 1)
    await api('Notifications/MarkRead', tokens.accessToken, {
      method: 'POST',
      body: JSON.stringify({ changeIds: [items.at(-1).changeId] }),
    });
  return '/notifications';
}

/** Whether a font for Chinese is installed; if not, installs it as root on Debian or says how to. */
function checkCjkFont() {
  const hasCjk = () => {
    try {
      return execFileSync('fc-list', [':lang=zh'], { encoding: 'utf8' }).trim().length > 0;
    } catch {
      return false;
    }
  };
  if (hasCjk()) return;
  if (process.getuid?.() === 0 && existsSync('/etc/debian_version')) {
    console.log('No CJK font: installing fonts-noto-cjk (apt-get) …');
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'fonts-noto-cjk'], {
      stdio: 'inherit',
    });
    if (hasCjk()) return;
  }
  console.warn(
    'No CJK font found (fc-list :lang=zh): Chinese screenshots will show boxes. Install one, e.g. on Debian/Ubuntu `sudo apt-get install -y fonts-noto-cjk`.',
  );
}

async function tokensOf(email) {
  const response = await fetch(`${baseUrl}/customerportal/Authentication/LoginWithCredentials`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress: email, password }),
  });
  if (!response.ok) throw new Error(`login of ${email} failed: ${response.status}`);
  return response.json();
}

if (values.langs.split(',').includes('zhHans')) checkCjkFont();
const only = new Set(values.only.split(',').filter(Boolean));
const chosen = screens.filter((screen) => !only.size || only.has(screen.name));
mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
});
try {
  for (const languageCode of values.langs.split(',')) {
    for (const theme of values.themes.split(',')) {
      for (const screen of chosen) {
        const tokens = screen.account ? await tokensOf(screen.account) : null;
        const context = await browser.newContext({ viewport: { width: Number(values.width), height: 860 } });
        await context.addInitScript(
          ({ prefix, tokens, preferences }) => {
            if (sessionStorage.getItem('screenshots.seeded')) return;
            sessionStorage.setItem('screenshots.seeded', '1');
            localStorage.setItem(`${prefix}preferences`, JSON.stringify(preferences));
            if (tokens) {
              localStorage.setItem(`${prefix}accessToken`, tokens.accessToken);
              localStorage.setItem(`${prefix}refreshToken`, tokens.refreshToken);
            }
          },
          { prefix, tokens, preferences: { languageCode, theme, showDrawer: true } },
        );
        const page = await context.newPage();
        const path =
          typeof screen.path === 'function' ? await screen.path(tokens, languageCode) : screen.path;
        await page.goto(`${baseUrl}${path}`);
        // A page showing a shipment keeps its live stream open (docs/alerts.md#live-updates): never
        // "network idle", so it gets the wait below only.
        await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
        // Let skeletons resolve and maps draw.
        await page.waitForTimeout(screen.name.startsWith('tracking') ? 2500 : 1200);
        if (screen.after) {
          await screen.after(page);
          await page.waitForTimeout(600);
        }
        const width = values.width === '1280' ? '' : `-${values.width}`;
        const file = `screenshots/${screen.name}-${languageCode}-${theme}${width}.png`;
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
