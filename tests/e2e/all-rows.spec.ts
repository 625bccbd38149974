import { expect, test } from '@playwright/test';
import { logIn } from './support.ts';

// Runs against the third server of playwright.config.ts, whose demo customer has exactly 10,000
// order positions.
const ROWS = 10_000;

/** One data row as the table showed it: its aria-rowindex and the position it stands for. */
type SeenRow = [rowIndex: number, orderNumber: string, position: string];

test('page size All of 10,000 orders, scrolled from top to bottom, shows every row number once, in order, with the sort kept', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Wide enough that no column folds into the rows' details: each row shows its order and position.
  await page.setViewportSize({ width: 1920, height: 720 });
  await page.goto('/orders');
  await logIn(page, 'customer@example.com');
  const orders = page.locator('cp-orders');
  await expect(orders.locator('tr[part="row"]')).toHaveCount(10);

  // Sorted by order number, ascending: the server's order, which All must keep window after window.
  const orderHeader = orders.getByRole('columnheader', { name: 'Order', exact: true });
  await orderHeader.getByRole('button').click();
  await expect(orderHeader).toHaveAttribute('aria-sort', 'ascending');
  await orders.getByRole('combobox', { name: 'Rijen per pagina' }).selectOption({ label: 'Alle' });

  const table = orders.locator('table[aria-rowcount]');
  await expect(table, 'the total from the first answer').toHaveAttribute('aria-rowcount', String(ROWS + 1));
  await expect(orders.locator('.page-text')).toHaveText('1–10.000 van 10.000');
  await expect(orders.locator('tr[part="row"]').first()).toHaveAttribute('aria-rowindex', '2');

  // A tall box (a CSS custom property, so no inline style under the page's CSP) takes ~140 rows a
  // step; the scrolling and reading happen in the page, so the steps do not cost a round trip each.
  const steps = await orders.evaluate(async (element) => {
    element.style.setProperty('--cp-data-table-height', '9000px');
    const root = element.shadowRoot as ShadowRoot;
    const scroller = root.querySelector('.scroll.virtual') as HTMLElement;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const rowsInDom = () => [...root.querySelectorAll<HTMLElement>('tr[part="row"], tr.placeholder')];
    const box = () => scroller.getBoundingClientRect();
    const headHeight = () => root.querySelector('thead')?.getBoundingClientRect().height ?? 0;
    // The rows in the DOM cover the box, every one of them loaded, and no window is on its way.
    const ready = () => {
      const rows = rowsInDom();
      const first = rows[0]?.getBoundingClientRect();
      const last = rows.at(-1);
      if (!first || !last) return false;
      const atEnd = last.getAttribute('aria-rowindex') === String(10_001);
      return (
        first.top <= box().top + headHeight() + 1 &&
        (atEnd || last.getBoundingClientRect().bottom >= box().bottom - 1) &&
        !root.querySelector('tr.placeholder') &&
        !root.querySelector('table[aria-busy="true"]')
      );
    };
    const settled = async () => {
      const started = performance.now();
      while (!ready()) {
        if (performance.now() - started > 10_000) throw new Error(`rows at ${scroller.scrollTop} never came`);
        await frame();
      }
    };
    const read = (): [number, string, string][] =>
      [...root.querySelectorAll('tr[part="row"]')].map((row) => [
        Number(row.getAttribute('aria-rowindex')),
        row.querySelector('td[data-label="Order"]')?.textContent ?? '',
        row.querySelector('td[data-label="Positie"]')?.textContent ?? '',
      ]);
    await frame();
    const seen: [number, string, string][][] = [];
    for (;;) {
      await settled();
      seen.push(read());
      if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1) return seen;
      if (seen.length > 1000) {
        throw new Error(
          `no end at ${scroller.scrollTop} + ${scroller.clientHeight} of ${scroller.scrollHeight}`,
        );
      }
      // The last row wholly in view goes to the top, under the header: the next step starts with it.
      const bottom = box().bottom;
      const lastWhole = rowsInDom()
        .filter((row) => row.getBoundingClientRect().bottom <= bottom)
        .at(-1) as HTMLElement;
      scroller.scrollTop += lastWhole.getBoundingClientRect().top - box().top - headHeight();
      await frame();
      await frame();
    }
  });

  // Each step shows consecutive row numbers; together they are 2 … 10,001, each for one position.
  // Checked in plain code and asserted once: an expect per row (a step in the trace each) would
  // take minutes.
  const byRowIndex = new Map<number, string>();
  const problems: string[] = [];
  let previousFirst = 0;
  for (const rows of steps as SeenRow[][]) {
    if (rows.length === 0) problems.push('a step showed no rows');
    const first = rows[0]?.[0] ?? 0;
    if (first < previousFirst) problems.push(`a step back from row ${previousFirst} to ${first}`);
    previousFirst = first;
    rows.forEach(([rowIndex, orderNumber, position], offset) => {
      if (rowIndex !== first + offset) problems.push(`row ${rowIndex} after ${rows[offset - 1]?.[0]}`);
      const identity = `${orderNumber}/${position}`;
      const earlier = byRowIndex.get(rowIndex);
      if (earlier !== undefined && earlier !== identity)
        problems.push(`row ${rowIndex}: ${earlier}, then ${identity}`);
      byRowIndex.set(rowIndex, identity);
    });
  }
  expect(problems.slice(0, 10)).toEqual([]);
  const rowIndexes = [...byRowIndex.keys()].sort((a, b) => a - b);
  expect(rowIndexes.length).toBe(ROWS);
  expect(rowIndexes[0]).toBe(2);
  expect(rowIndexes.at(-1)).toBe(ROWS + 1);
  const identities = rowIndexes.map((rowIndex) => byRowIndex.get(rowIndex) as string);
  expect(new Set(identities).size, 'every position once').toBe(ROWS);
  const orderNumbers = identities.map((identity) => identity.split('/')[0] as string);
  const outOfOrder = orderNumbers.findIndex(
    (orderNumber, index) => index > 0 && orderNumber < orderNumbers[index - 1]!,
  );
  expect(outOfOrder, 'order numbers ascending from first row to last').toBe(-1);
  await expect(orderHeader).toHaveAttribute('aria-sort', 'ascending');
});
