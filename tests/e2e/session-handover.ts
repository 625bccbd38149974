import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support.ts';

// Issue 23 §9: user A signs in on a page with <cp-orders>, searches, and their session ends (a
// sign-out, an expiry, a revocation, another tab); user B signs in on the same tab. Nothing of A's
// may reach B: no GetOrdersTable call carries A's search, and no row of A's is ever rendered, not
// even for one frame while B's own rows are on their way. Shared by session-handover.spec.ts and
// session-handover-expiry.spec.ts (which runs against the server with 20 s access tokens).

/** A customer of Van Dijk (client 1001) and a customer of Müller (client 1002): no order in common. */
export const USER_A = 'customer@example.com';
export const USER_B = 'muller@example.com';
/** A's search: a board grade among Van Dijk's orders. */
export const SEARCH_OF_A = 'gc1';

interface Handover {
  /** Call when A's session has ended and B is about to sign in: from here on, everything is B's. */
  nowB(): Promise<void>;
  /** The search of every GetOrdersTable call sent since `nowB`. */
  searchesForB(): string[];
  /** The texts of every row rendered while A was signed in, and since `nowB`. */
  rendered(): Promise<{ ofA: string[]; forB: string[] }>;
}

/**
 * Watches `page` from its first script on: every table row any shadow root renders (a
 * MutationObserver on every shadow root as it is attached, so a row shown for a moment is seen as
 * well), and every GetOrdersTable call's search, each marked with whose turn it is.
 */
export async function watchHandover(page: Page): Promise<Handover> {
  await page.addInitScript(() => {
    const state = { turn: 'A', rows: new Set<string>() };
    (window as unknown as { cpHandover: typeof state }).cpHandover = state;
    const record = (root: ShadowRoot) => {
      for (const row of root.querySelectorAll('tr[part="row"]'))
        state.rows.add(`${state.turn}\u0000${row.textContent ?? ''}`);
    };
    const attachShadow = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
      const root = attachShadow.call(this, init);
      new MutationObserver(() => record(root)).observe(root, {
        subtree: true,
        childList: true,
        characterData: true,
      });
      return root;
    };
  });
  let turn = 'A';
  const searches: string[] = [];
  page.on('request', (request) => {
    if (turn !== 'B' || !request.url().includes('/Order/GetOrdersTable')) return;
    searches.push(String((request.postDataJSON() as { search?: unknown }).search ?? ''));
  });
  return {
    async nowB() {
      turn = 'B';
      await page.evaluate(() => {
        (window as unknown as { cpHandover: { turn: string } }).cpHandover.turn = 'B';
      });
    },
    searchesForB: () => [...searches],
    async rendered() {
      const all = await page.evaluate(() => [
        ...(window as unknown as { cpHandover: { rows: Set<string> } }).cpHandover.rows,
      ]);
      const of = (who: string) =>
        all.filter((entry) => entry.startsWith(`${who}\u0000`)).map((entry) => entry.slice(2));
      return { ofA: of('A'), forB: of('B') };
    },
  };
}

/** Searches the orders table for `text` and waits for the answer and its rows. */
export async function searchOrders(page: Page, orders: Locator, text: string): Promise<void> {
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/Order/GetOrdersTable') &&
      (response.request().postDataJSON() as { search?: string }).search === text,
  );
  await orders.getByRole('searchbox').fill(text);
  expect((await answered).ok()).toBe(true);
  await expect(orders.locator('tr[part="row"]').first()).toBeVisible();
}

/**
 * B's table has loaded: asserts that no call for B carried A's search (each asked without one), that
 * no row of A's was rendered since B's turn began, that B saw rows of their own, and that the
 * search field is empty.
 */
export async function expectNothingOfA(handover: Handover, orders: Locator): Promise<void> {
  await expect(orders.locator('tr[part="row"]').first()).toBeVisible();
  await expect.poll(() => handover.searchesForB().length).toBeGreaterThan(0);
  // Soft: a leak shows every way it leaked (search, rows, search field), not only the first.
  expect
    .soft(
      handover.searchesForB().filter((search) => search !== ''),
      'searches sent for B',
    )
    .toEqual([]);
  const { ofA, forB } = await handover.rendered();
  expect(ofA.length).toBeGreaterThan(0);
  expect(forB.length).toBeGreaterThan(0);
  expect
    .soft(
      forB.filter((row) => ofA.includes(row)),
      'rows of A rendered for B',
    )
    .toEqual([]);
  await expect.soft(orders.getByRole('searchbox'), 'the search field B sees').toHaveValue('');
}

/** The demo password's session of `email`, asked for through the API (not stored anywhere). */
export async function tokensOf(
  page: Page,
  email: string,
): Promise<{ accessToken: string; refreshToken: string }> {
  const response = await page.request.post('/customerportal/Authentication/LoginWithCredentials', {
    data: { emailAddress: email, password: DEMO_PASSWORD },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { accessToken: string; refreshToken: string };
}

/** Ends the session of `accessToken` on the server, as a revocation (or a refresh token run out) does. */
export async function revokeOnServer(page: Page, accessToken: string): Promise<void> {
  const response = await page.request.post('/customerportal/Authentication/Logout', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(response.ok()).toBe(true);
}

/** Signs in through the intranet demo page's own form (public/embed/intranet.html). */
export async function signInOnIntranet(page: Page, email: string): Promise<void> {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('#sign-in')).toBeHidden();
}

/** The intranet page's session token (session storage, under its prefix). */
export function intranetAccessToken(page: Page): Promise<string | null> {
  return page.evaluate(() => sessionStorage.getItem('vandijk.intranet.portal.accessToken'));
}
