import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { logIn, settled } from './support.ts';

const texts = (language: string, namespace: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}/${namespace}.json`, import.meta.url), 'utf8'));

/** A demo account per interface language (its stored language is the one the portal opens in). */
const ACCOUNTS = [
  { language: 'nl', email: 'customer@example.com' },
  { language: 'de', email: 'muller@example.com' },
  { language: 'en', email: 'brightwell@example.com' },
  { language: 'zhHans', email: 'huamei@example.com' },
] as const;

/** Per list: the columns a user identifies a row by and dates it with, which must be in view. */
const LISTS = [
  {
    path: '/orders',
    tag: 'cp-orders',
    namespace: 'orders',
    keys: ['orderNumber', 'loadNumber', 'dateOrder', 'dateDeparture'],
    identifiers: ['orderNumber', 'customerOrderNumber', 'loadNumber'],
  },
  {
    path: '/deliveries',
    tag: 'cp-deliveries',
    namespace: 'deliveries',
    keys: ['loadNumber', 'orderNumber', 'dateDeparture'],
    identifiers: ['loadNumber', 'orderNumber', 'customerOrderNumber', 'containerNumber'],
  },
  {
    path: '/invoices',
    tag: 'cp-invoices',
    namespace: 'invoices',
    keys: ['invoiceNumber', 'invoiceDate', 'dateDue', 'outstanding'],
    identifiers: ['invoiceNumber'],
  },
] as const;

/** How one cell of the first row shows, found by its column's title as the header row shows it. */
interface CellView {
  /** Why the cell cannot be read as it stands; empty when it can. */
  hidden: string;
  /** Lines the cell's text takes. */
  lines: number;
  text: string;
}

/**
 * The first row's cells under the given column titles: each one's box against the window and the
 * table's visible box (no scrolling done), and the number of lines its text takes.
 */
function firstRowCells(page: Page, tag: string, titles: string[]): Promise<Record<string, CellView | null>> {
  return page.evaluate(
    ({ tag, titles }) => {
      const root = document.querySelector(tag)?.shadowRoot;
      const table = root?.querySelector('table');
      if (!root || !table) throw new Error(`no table in ${tag}`);
      const headers = [...table.querySelectorAll('thead th')].map((th) =>
        (th.textContent ?? '').replace(/[↑↓]/g, '').trim(),
      );
      const row = table.querySelector<HTMLTableRowElement>('tbody tr[part="row"]');
      if (!row) throw new Error(`${tag}: no rows`);
      const result: Record<string, CellView | null> = {};
      for (const title of titles) {
        const index = headers.indexOf(title);
        const cell = index < 0 ? undefined : row.cells[index];
        if (!cell) {
          result[title] = null;
          continue;
        }
        const box = cell.getBoundingClientRect();
        let clipper: Element | null = cell.parentElement;
        while (clipper && getComputedStyle(clipper).overflowX === 'visible') clipper = clipper.parentElement;
        const area = clipper?.getBoundingClientRect() ?? new DOMRect(0, 0, innerWidth, innerHeight);
        const tops = new Set<number>();
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
        }
        result[title] = {
          hidden: [
            box.left < area.left - 1 || box.right > area.right + 1 ? 'outside the table’s visible box' : '',
            box.left < 0 || box.right > innerWidth || box.top < 0 || box.bottom > innerHeight
              ? 'outside the window'
              : '',
            cell.scrollWidth > cell.clientWidth + 1
              ? `text ${cell.scrollWidth}px in ${cell.clientWidth}px`
              : '',
          ]
            .filter(Boolean)
            .join(', '),
          lines: tops.size,
          text: (cell.textContent ?? '').trim(),
        };
      }
      return result;
    },
    { tag, titles },
  );
}

test.describe('key figures in view', () => {
  for (const { language, email } of ACCOUNTS) {
    test(`at 1280 × 800 with the drawer open, in ${language}, the lists show their identifying and date columns without scrolling, identifiers on one line`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/orders');
      await logIn(page, email);
      for (const list of LISTS) {
        await page.goto(list.path);
        await settled(page);
        // The host's navigation drawer is open beside the list.
        const drawer = page.getByRole('navigation').first();
        await expect(drawer).toBeVisible();
        const columns = texts(language, list.namespace).columns as Record<string, string>;
        const keyTitles = list.keys.map((key) => columns[key] as string);
        const cells = await firstRowCells(page, list.tag, keyTitles);
        for (const title of keyTitles) {
          expect(
            cells[title],
            `${list.path} (${language}): column “${title}” in the header row`,
          ).not.toBeNull();
          expect(cells[title]?.hidden, `${list.path} (${language}): “${title}” = ${cells[title]?.text}`).toBe(
            '',
          );
        }
        const idTitles = list.identifiers.map((key) => columns[key] as string);
        const ids = await firstRowCells(page, list.tag, idTitles);
        for (const title of idTitles) {
          const cell = ids[title];
          if (!cell?.text) continue; // folded into the row's details, or empty (no container on the road)
          expect(cell.lines, `${list.path} (${language}): “${title}” = ${cell.text} on one line`).toBe(1);
        }
      }
    });
  }
});

/** The Intl locale of each interface language (src/core/i18n/supported-languages.ts). */
const DATE_LOCALES = { nl: 'nl-NL', de: 'de-DE', en: 'en-US', zhHans: 'zh-CN' } as const;

interface EtaView {
  /** The ETA as the row should tell it: the translated "expected …" with the full date and time. */
  expected: string;
  /** The text of the smallest element that holds it. */
  shown: string;
  /** Why the ETA cannot be read whole; empty when it can. */
  cut: string;
}

/**
 * For each dashboard track & trace row of a delivery still under way: the full ETA (from the API's
 * answer, formatted as the screen formats dates), the element that shows it and what cuts it: its
 * own box too narrow, or an ancestor that clips (overflow) or the window.
 */
function trackingEtas(page: Page, language: keyof typeof DATE_LOCALES, arrivals: (string | null)[]) {
  const etaText = texts(language, 'dashboard').tracking.eta as string;
  return page.evaluate(
    ({ etaText, locale, arrivals }) => {
      const root = document.querySelector('cp-dashboard')?.shadowRoot;
      if (!root) throw new Error('no cp-dashboard');
      const format = new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      });
      const items = [...root.querySelectorAll<HTMLElement>('.tracking-list > li')];
      return items.flatMap((item, index): EtaView[] => {
        const arrival = arrivals[index];
        if (!arrival) return [];
        const expected = etaText.replace('{{eta}}', format.format(new Date(arrival)));
        const holders = [...item.querySelectorAll<HTMLElement>('*')].filter((element) =>
          element.textContent?.includes(expected),
        );
        const holder = holders.at(-1);
        if (!holder) return [{ expected, shown: item.textContent ?? '', cut: 'not in the row' }];
        // The ETA's own characters, wherever they sit in the holder's text.
        const walker = document.createTreeWalker(holder, NodeFilter.SHOW_TEXT);
        let text = '';
        const range = document.createRange();
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const start = (node.textContent ?? '').indexOf(expected);
          if (start >= 0) {
            range.setStart(node, start);
            range.setEnd(node, start + expected.length);
            text = expected;
            break;
          }
        }
        if (!text) return [{ expected, shown: holder.textContent ?? '', cut: 'split over several texts' }];
        const box = range.getBoundingClientRect();
        const cuts: string[] = [];
        if (holder.scrollWidth > holder.clientWidth + 1)
          cuts.push(`its line is ${holder.scrollWidth}px in ${holder.clientWidth}px`);
        for (let element: Element | null = holder; element; element = element.parentElement ?? null) {
          const style = getComputedStyle(element);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const area = element.getBoundingClientRect();
          if (box.left < area.left - 1 || box.right > area.right + 1)
            cuts.push(`clipped by <${element.tagName.toLowerCase()} class="${element.className}">`);
        }
        if (box.left < 0 || box.right > innerWidth) cuts.push('outside the window');
        return [{ expected, shown: holder.textContent ?? '', cut: cuts.join(', ') }];
      });
    },
    { etaText, locale: DATE_LOCALES[language], arrivals },
  );
}

test.describe('the dashboard’s track & trace', () => {
  for (const { width, height } of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    for (const { language, email } of ACCOUNTS.filter((account) => account.language !== 'en')) {
      test(`at ${width} px, in ${language}, every row of a delivery under way shows its ETA whole`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height });
        await page.goto('/dashboard');
        const answer = page.waitForResponse((response) =>
          response.url().includes('/Dashboard/GetTrackAndTraceDeliveries'),
        );
        await logIn(page, email);
        const deliveries = (await (await answer).json()) as {
          deliveryStatus: string;
          estimatedArrival: string | null;
        }[];
        await settled(page);
        const arrivals = deliveries
          .slice(0, 5)
          .map((delivery) => (delivery.deliveryStatus === 'Delivered' ? null : delivery.estimatedArrival));
        expect(arrivals.filter(Boolean).length, 'deliveries under way').toBeGreaterThan(0);
        const etas = await trackingEtas(page, language, arrivals);
        expect(etas.length).toBe(arrivals.filter(Boolean).length);
        for (const eta of etas) expect(eta.cut, `${eta.expected} in “${eta.shown}”`).toBe('');
      });
    }
  }
});

test.describe('identifiers on admin cards', () => {
  test('at 390 px, every e-mail address of the logins, agents and employees cards is whole: on one line, or broken after its @ only when wider than the card', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/logins');
    await logIn(page, 'staff@example.com');
    for (const { path, tag } of [
      { path: '/admin/logins', tag: 'cp-admin-logins' },
      { path: '/admin/agents', tag: 'cp-admin-agents' },
      { path: '/admin/employees', tag: 'cp-admin-employees' },
    ]) {
      await page.goto(path);
      await settled(page);
      const addresses = await page.evaluate((tag) => {
        const root = document.querySelector(tag)?.shadowRoot;
        if (!root?.querySelector('.data-table.cards')) throw new Error(`${tag}: not cards`);
        return [...root.querySelectorAll<HTMLElement>('tbody td')]
          .filter((cell) => /^[^\s@]+@[^\s@]+$/.test(cell.textContent?.trim() ?? ''))
          .map((cell) => {
            const tops = new Set<number>();
            const range = document.createRange();
            range.selectNodeContents(cell);
            for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
            const card = cell.closest('tr')?.getBoundingClientRect();
            const box = cell.getBoundingClientRect();
            // A break is allowed only after the @ and only when the whole address is wider than its cell.
            const parts = [...cell.querySelectorAll('.id-part')];
            const partsWidth = parts.reduce((sum, part) => sum + part.getBoundingClientRect().width, 0);
            const atBreak =
              tops.size === 2 &&
              parts.length === 2 &&
              parts.every((part) => part.getClientRects().length === 1);
            return {
              address: cell.textContent?.trim(),
              lines: tops.size,
              breakNeeded: partsWidth > cell.clientWidth,
              atBreak,
              cut: cell.scrollWidth > cell.clientWidth + 1 || !card || box.right > card.right + 1,
            };
          });
      }, tag);
      expect(addresses.length, `${path}: e-mail addresses`).toBeGreaterThan(0);
      for (const cell of addresses) {
        if (cell.lines !== 1) {
          expect(cell.atBreak, `${path}: ${cell.address} broken elsewhere than after its @`).toBe(true);
          expect(cell.breakNeeded, `${path}: ${cell.address} broken though it fits`).toBe(true);
        }
        expect(cell.cut, `${path}: ${cell.address}`).toBe(false);
      }
    }
  });
});
