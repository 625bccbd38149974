import { expect, type Page, test } from '@playwright/test';
import { logIn, settled } from './support.ts';

/** The host's list screens and the element that holds each one's table. */
const SCREENS = [
  { path: '/orders', tag: 'cp-orders' },
  { path: '/deliveries', tag: 'cp-deliveries' },
  { path: '/invoices', tag: 'cp-invoices' },
  { path: '/stock', tag: 'cp-stock' },
  { path: '/statistics', tag: 'cp-statistics' },
  { path: '/certificates', tag: 'cp-certificates' },
  { path: '/dashboard', tag: 'cp-dashboard' },
] as const;

/** One cell of a first row as the user finds it: its column's title, its text and whether it shows whole. */
interface CellReading {
  label: string;
  value: string;
  /** Why the value cannot be read whole; empty when it can. */
  clipped: string;
}

/**
 * The first data row of every table in the element: each cell's column title (the header cell above
 * it, or the title a card shows before the value) and its value, with what hides any part of it: text
 * wider than its cell, a cell outside the table's visible box (scrolled sideways) or the window.
 */
function firstRows(page: Page, tag: string, scrollIntoView = false): Promise<CellReading[][]> {
  return page.evaluate(
    ({ tag, scrollIntoView }) => {
      const root = document.querySelector(tag)?.shadowRoot;
      if (!root) throw new Error(`no ${tag}`);
      const visible = (element: Element) => {
        const style = getComputedStyle(element);
        return (
          element.checkVisibility() &&
          style.position !== 'absolute' &&
          element.getBoundingClientRect().width > 1
        );
      };
      // A table folded away (the statistics chart's table) is read unfolded, as the user would.
      for (const details of root.querySelectorAll('details')) details.open = true;
      return [...root.querySelectorAll('table')].map((table) => {
        const row = table.querySelector<HTMLTableRowElement>('tbody tr');
        if (!row) throw new Error(`${tag}: a table without rows`);
        const headers = [...table.querySelectorAll('thead th')];
        return [...row.cells].map((cell, index) => {
          const before = getComputedStyle(cell, '::before').content;
          const header = headers[index];
          const label =
            before !== 'none' && before !== 'normal'
              ? before.replace(/^"|"$/g, '')
              : header && visible(header)
                ? (header.textContent ?? '').replace(/[↑↓]/g, '').trim()
                : '';
          // A wide table scrolls sideways in its own box: the user brings the cell into view first.
          if (scrollIntoView) cell.scrollIntoView({ block: 'center', inline: 'center' });
          const box = cell.getBoundingClientRect();
          // The nearest ancestor that cuts what sticks out (the table's own scroll box).
          let clipper: Element | null = cell.parentElement;
          while (clipper && getComputedStyle(clipper).overflowX === 'visible')
            clipper = clipper.parentElement;
          const area = clipper?.getBoundingClientRect() ?? { left: 0, right: innerWidth };
          const clipped = [
            cell.scrollWidth > cell.clientWidth + 1
              ? `text ${cell.scrollWidth}px in ${cell.clientWidth}px`
              : '',
            box.left < area.left - 1 || box.right > area.right + 1 ? 'outside the table box' : '',
            box.left < -1 || box.right > innerWidth + 1 ? 'outside the window' : '',
            // Scrolled sideways, a cell may sit inside the box and still hide under the sticky actions.
            !scrollIntoView && clipper && clipper.scrollWidth > clipper.clientWidth + 1
              ? 'in a table scrolled sideways'
              : '',
            scrollIntoView &&
            !cell.contains(root.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))
              ? 'covered'
              : '',
          ]
            .filter(Boolean)
            .join(', ');
          return { label, value: (cell.textContent ?? '').trim(), clipped };
        });
      });
    },
    { tag, scrollIntoView },
  );
}

const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) > window.innerWidth);

test.describe('tables at every width', () => {
  test('at 390 px every column of each list’s first row is titled and readable, with no sideways page scroll', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/orders');
    await logIn(page, 'customer@example.com');
    for (const { path, tag } of SCREENS) {
      await page.goto(path);
      await settled(page);
      const tables = await firstRows(page, tag);
      expect(tables.length, `${path}: tables`).toBeGreaterThan(0);
      for (const cells of tables) {
        for (const cell of cells) {
          if (!cell.value) continue; // an empty value (no load number yet) has nothing to read
          expect(cell.clipped, `${path}: ${cell.label} = ${cell.value}`).toBe('');
          // Action cells hold icon buttons, named for screen readers; every value has its title.
          if (!/^\s*$/.test(cell.value)) expect(cell.label, `${path}: title of ${cell.value}`).not.toBe('');
        }
      }
      expect(await pageScrollsSideways(page), `${path}: page scrolls sideways`).toBe(false);
    }
    // The invoice's amount is on screen, under its title.
    await page.goto('/invoices');
    await settled(page);
    const [invoice] = await firstRows(page, 'cp-invoices');
    const outstanding = invoice?.find((cell) => cell.label === 'Openstaand (EUR)');
    expect(outstanding?.value).toMatch(/€/);
    expect(outstanding?.clipped).toBe('');
  });

  test('at 390 px the price list’s download is in view, with no sideways page scroll', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/price-list');
    await logIn(page, 'customer@example.com');
    await settled(page);
    const download = page.locator('cp-price-list').getByRole('button', { name: 'Prijslijst downloaden' });
    await expect(download).toBeInViewport({ ratio: 1 });
    expect(await pageScrollsSideways(page)).toBe(false);
  });

  test('at 1280 px each list is a table, no cell cuts its text (a wide one scrolled to), and the actions column is not “Custom Actions”', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/orders');
    await logIn(page, 'customer@example.com');
    for (const { path, tag } of SCREENS) {
      await page.goto(path);
      await settled(page);
      expect(
        await page.locator(tag).evaluate((element) => element.shadowRoot?.querySelector('.cards')),
        path,
      ).toBeNull();
      for (const cells of await firstRows(page, tag, true)) {
        for (const cell of cells) {
          if (cell.value) expect(cell.clipped, `${path}: ${cell.label} = ${cell.value}`).toBe('');
        }
      }
      const texts = await page.locator(tag).evaluate((element) => element.shadowRoot?.textContent ?? '');
      expect(texts, path).not.toMatch(/Custom Actions|Aangepaste acties/);
      expect(await pageScrollsSideways(page), `${path}: page scrolls sideways`).toBe(false);
    }
    // The print column is named for what it holds, and each print button has its own name.
    await page.goto('/orders');
    await settled(page);
    const orders = page.locator('cp-orders');
    await expect(orders.locator('th.actions-cell--custom')).toHaveText('Order opnieuw afdrukken');
    await expect(
      orders.locator('tbody tr').first().getByRole('button', { name: 'Order opnieuw afdrukken' }),
    ).toBeVisible();
  });

  test('a list that fails to load says so without counts, and its exports are off', async ({ page }) => {
    await page.goto('/orders');
    await logIn(page, 'customer@example.com');
    await settled(page);
    // A server error: an aborted call counts as the network gone, which sends the user to login (docs/screens/shell.md#session-signals).
    await page.route('**/customerportal/Order/GetOrdersTable**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"title":"Internal error"}' }),
    );
    await page.reload();
    const orders = page.locator('cp-orders');
    // The query client retries a failed load a few times before it gives up.
    await expect(orders.locator('[part="error"]')).toBeVisible({ timeout: 20_000 });
    await expect(orders.locator('.pagination')).toHaveCount(0);
    await expect(orders).not.toContainText(/\d+–\d+ van \d+/);
    await expect(orders.getByRole('button', { name: 'Weergave exporteren' })).toBeDisabled();
    await expect(orders.getByRole('button', { name: 'Alles exporteren' })).toBeDisabled();
  });
});
