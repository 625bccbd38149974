import { expect } from 'chai';
import { afterEach, before, describe, it } from '../../ui/element/mocha-globals.ts';
import {
  appears,
  iconButton,
  idle,
  logInAs,
  mountElement,
  pageText,
  removeMounted,
  rows,
  search,
  seriousViolations,
  shadowOf,
  until,
} from '../../ui/testing/element-test-kit.ts';
import { exportFrom, listElementSuite } from '../../ui/testing/list-element-suite.ts';
import './cp-stock.ts';

const mount = (attributes = '') => mountElement('cp-stock', attributes);
const firstCells = (element: HTMLElement) => rows(element).map((row) => row.cells[0]?.textContent ?? '');
const levelTitle = (element: HTMLElement) =>
  shadowOf(element).querySelector('.level-title')?.textContent ?? '';
const hint = (element: HTMLElement) => shadowOf(element).querySelector('.hint');

/** Opens the products' stock orders and then the pallets of the first stock order with the most pallets. */
async function openPallets(element: HTMLElement): Promise<HTMLElement> {
  await until(() => rows(element).length > 0);
  const byStockOrders = [...rows(element)].sort(
    (a, b) => Number(b.cells[5]?.textContent) - Number(a.cells[5]?.textContent),
  );
  ((byStockOrders[0] as HTMLTableRowElement).querySelector('.link-button') as HTMLButtonElement).click();
  await until(
    () => levelTitle(element).startsWith('Stock orders of') && rows(element).length > 0 && idle(element),
  );
  const byPallets = [...rows(element)].sort(
    (a, b) => Number(b.cells[5]?.textContent) - Number(a.cells[5]?.textContent),
  );
  ((byPallets[0] as HTMLTableRowElement).querySelector('.link-button') as HTMLButtonElement).click();
  await until(
    () => levelTitle(element).startsWith('Pallets of') && rows(element).length > 1 && idle(element),
  );
  return element;
}

describe('<cp-stock>', () => {
  before(async () => {
    await logInAs('customer@example.com');
  });

  afterEach(() => removeMounted('cp-stock'));

  listElementSuite({
    tag: 'cp-stock',
    panel: '.stock',
    loaded: (element) => rows(element).length > 0,
    sort: { noun: 'pallet', title: 'Pallet', values: firstCells, open: openPallets },
    languages: {
      dutchHeader: 'Kwaliteit',
      englishHeader: 'Grade',
      dutchText: { selector: '.hint', text: 'Selecteer een product om de voorraad te zien.' },
    },
    // Scanned below on every level.
    accessibility: false,
  });

  it('shows a skeleton, then the products with the hint to select one', async () => {
    const element = mount('lang="en"');
    await appears(element, '.skeleton');
    await until(() => rows(element).length > 0);
    expect(shadowOf(element).querySelector('.skeleton')).to.equal(null);
    expect(hint(element)?.textContent).to.equal('Select a product to see its stock.');
    expect(levelTitle(element)).to.equal('Products');
    // The small seed stocks twelve products for this client: two pages of ten.
    expect(rows(element).length).to.equal(10);
    expect(pageText(element)).to.equal('1–10 of 12');
    const firstPage = firstCells(element);
    iconButton(element, 'Next page').click();
    await until(() => pageText(element) === '11–12 of 12' && rows(element).length === 2 && idle(element));
    expect(iconButton(element, 'Next page').hasAttribute('disabled')).to.equal(true);
    // One row per product, and only this client's stock.
    expect(new Set([...firstPage, ...firstCells(element)]).size, 'distinct products').to.equal(12);
  });

  it('pages through the stock orders of a product and the pallets of a stock order, ten at a time', async () => {
    const element = mount('lang="en"');
    await until(() => rows(element).length > 0 && idle(element));
    /** The link of the row whose sixth cell (stock orders, then pallets) says twelve, on this page or the next. */
    const rowWithTwelve = async () => {
      const find = () => rows(element).find((row) => row.cells[5]?.textContent === '12');
      if (!find()) {
        iconButton(element, 'Next page').click();
        await until(() => pageText(element).startsWith('11–') && idle(element));
      }
      return (find() as HTMLTableRowElement).querySelector('.link-button') as HTMLButtonElement;
    };
    (await rowWithTwelve()).click();
    await until(() => levelTitle(element).startsWith('Stock orders of') && idle(element));
    await until(() => pageText(element) === '1–10 of 12' && rows(element).length === 10);
    iconButton(element, 'Next page').click();
    await until(() => pageText(element) === '11–12 of 12' && rows(element).length === 2 && idle(element));

    iconButton(element, 'Previous page').click();
    await until(() => pageText(element) === '1–10 of 12' && idle(element));
    (await rowWithTwelve()).click();
    await until(() => levelTitle(element).startsWith('Pallets of') && idle(element));
    await until(() => pageText(element) === '1–10 of 12' && rows(element).length === 10);
    const firstPage = firstCells(element);
    iconButton(element, 'Next page').click();
    await until(() => pageText(element) === '11–12 of 12' && rows(element).length === 2 && idle(element));
    expect(new Set([...firstPage, ...firstCells(element)]).size, 'distinct pallets').to.equal(12);
  });

  it('goes from the hint to a product, its stock orders, their pallets, and back', async () => {
    const element = mount('lang="en"');
    await until(() => rows(element).length > 0);
    const productRow = rows(element)[0] as HTMLTableRowElement;
    const productCode = productRow.cells[0]?.textContent as string;
    const stockOrderCount = Number(productRow.cells[5]?.textContent);
    (productRow.querySelector('.link-button') as HTMLButtonElement).click();

    await until(() => levelTitle(element).startsWith(`Stock orders of ${productCode}`));
    expect(hint(element)).to.equal(null);
    await until(
      () =>
        rows(element).length === Math.min(stockOrderCount, 10) &&
        pageText(element).endsWith(` of ${stockOrderCount}`),
    );
    expect(shadowOf(element).activeElement?.className).to.equal('level-title');
    const crumbs = shadowOf(element).querySelector('.breadcrumbs') as HTMLElement;
    expect(crumbs.textContent).to.equal(`Products${productCode}`);

    const orderRow = rows(element)[0] as HTMLTableRowElement;
    const orderNumber = orderRow.cells[0]?.textContent as string;
    const palletCount = Number(orderRow.cells[5]?.textContent);
    (orderRow.querySelector('.link-button') as HTMLButtonElement).click();
    await until(() => levelTitle(element) === `Pallets of stock order ${orderNumber}`);
    await until(
      () =>
        rows(element).length === Math.min(palletCount, 10) &&
        pageText(element).endsWith(` of ${palletCount}`),
    );
    expect(crumbs.querySelector('[aria-current="page"]')?.textContent).to.equal(orderNumber);

    // The product crumb goes one level up, the back button to the products and the hint.
    (crumbs.querySelectorAll('button')[1] as HTMLButtonElement).click();
    await until(() => levelTitle(element).startsWith(`Stock orders of ${productCode}`));
    const back = [...shadowOf(element).querySelectorAll('cp-sl-button')].find(
      (button) => button.textContent === 'Back',
    ) as HTMLElement;
    back.click();
    await until(() => hint(element) && levelTitle(element) === 'Products');
  });

  it('emits cp-level-change on each click, and given those attributes another element opens the same level', async () => {
    const element = mount('lang="en"');
    const changes: { path: string; level: string; params: Record<string, string> }[] = [];
    element.addEventListener('cp-level-change', (event) => changes.push(event.detail));
    await until(() => rows(element).length > 0);
    const productCode = firstCells(element)[0] as string;
    ((rows(element)[0] as HTMLTableRowElement).querySelector('.link-button') as HTMLButtonElement).click();
    await until(
      () => levelTitle(element).startsWith(`Stock orders of ${productCode}`) && rows(element).length > 0,
    );
    const orderNumber = firstCells(element)[0] as string;
    ((rows(element)[0] as HTMLTableRowElement).querySelector('.link-button') as HTMLButtonElement).click();
    await until(() => levelTitle(element) === `Pallets of stock order ${orderNumber}`);
    expect(changes).to.deep.equal([
      { path: `/stock/${productCode}`, level: 'stock-orders', params: { product: productCode } },
      {
        path: `/stock/${productCode}/${orderNumber}`,
        level: 'pallets',
        params: { product: productCode, 'stock-order': orderNumber },
      },
    ]);

    // A reload of /stock/{product}/{stockOrder}: the level from the attributes, the rows looked up.
    const reloaded = mount(`lang="en" product="${productCode}" stock-order="${orderNumber}"`);
    await until(
      () => levelTitle(reloaded) === `Pallets of stock order ${orderNumber}` && rows(reloaded).length > 0,
    );
    expect(shadowOf(reloaded).querySelector('.breadcrumbs')?.textContent).to.equal(
      `Products${productCode}${orderNumber}`,
    );
    // Back in the page's history: the attributes go up a level, and so does the element, without an event.
    const before = changes.length;
    reloaded.addEventListener('cp-level-change', (event) => changes.push(event.detail));
    reloaded.removeAttribute('stock-order');
    await until(
      () => levelTitle(reloaded).startsWith(`Stock orders of ${productCode} `) && rows(reloaded).length > 0,
    );
    reloaded.removeAttribute('product');
    await until(() => levelTitle(reloaded) === 'Products' && hint(reloaded) !== null);
    expect(changes.length).to.equal(before);
  });

  it('given a product code the client has no stock of, it says so and offers the products', async () => {
    const element = mount('lang="en" product="NO-SUCH-PRODUCT"');
    const alert = await until(() => shadowOf(element)?.querySelector('cp-sl-alert[variant="warning"]'));
    expect(alert.textContent).to.contain("Product NO-SUCH-PRODUCT is not in this client's stock.");
    expect(shadowOf(element).querySelector('table')).to.equal(null);
    (alert.querySelector('cp-sl-button') as HTMLElement).click();
    await until(() => levelTitle(element) === 'Products' && rows(element).length > 0);
  });

  it('opens a product through its row action too', async () => {
    const element = mount('lang="en"');
    await until(() => rows(element).length > 0);
    const productCode = firstCells(element)[1] as string;
    const action = rows(element)[1]?.querySelector<HTMLElement & { label: string }>('cp-sl-icon-button');
    expect(action?.label).to.equal('Show stock orders');
    action?.click();
    await until(() => levelTitle(element).startsWith(`Stock orders of ${productCode}`));
  });

  it('searches pallets, and shows "No data available" for a search that matches nothing', async () => {
    const element = await openPallets(mount('lang="en"'));
    const pallet = firstCells(element)[1] as string;
    await search(element, pallet);
    await until(() => rows(element).length === 1 && firstCells(element)[0] === pallet);
    await search(element, 'no-such-pallet-zzz');
    const empty = await until(() => shadowOf(element).querySelector('.no-data'));
    expect(empty.textContent).to.equal('No data available');
    expect(pageText(element)).to.equal('0–0 of 0');
  });

  it('given page-size -1 (All), it shows every product on one page', async () => {
    const element = mount('lang="en" page-size="-1"');
    await until(() => rows(element).length > 0 && idle(element));
    const select = shadowOf(element).querySelector('select.rows-per-page') as HTMLSelectElement;
    expect(select.value).to.equal('-1');
    const total = Number(pageText(element).split(' of ')[1]);
    expect(pageText(element)).to.equal(`1–${total} of ${total}`);
    expect(iconButton(element, 'Next page').hasAttribute('disabled')).to.equal(true);
  });

  it("exports a product's stock orders as a real .xlsx named by the server", async () => {
    const element = mount('lang="en"');
    await until(() => rows(element).length > 0);
    expect(shadowOf(element).querySelector('cp-sl-button')).to.equal(null);
    ((rows(element)[0] as HTMLTableRowElement).querySelector('.link-button') as HTMLButtonElement).click();
    await until(() => levelTitle(element).startsWith('Stock orders of') && rows(element).length > 0);
    const downloads = await exportFrom(element, 'Export all');
    expect(downloads[0]?.download).to.match(/^stock-.+-\d{4}-\d{2}-\d{2}-all\.xlsx$/);
    const blob = await (await fetch(downloads[0]?.href as string)).blob();
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(blob.size).to.be.greaterThan(1000);
    expect(String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0), 'a zip (xlsx) file').to.equal('PK');
  });

  it('has no serious or critical accessibility violations, light and dark, on every level', async () => {
    const light = mount('lang="en"');
    const dark = mount('lang="en" theme="dark"');
    await until(() => rows(dark).length > 0 && rows(light).length > 0);
    ((rows(dark)[0] as HTMLTableRowElement).querySelector('.link-button') as HTMLButtonElement).click();
    await until(() => levelTitle(dark).startsWith('Stock orders of') && rows(dark).length > 0 && idle(dark));
    // Products (light) and stock orders (dark).
    expect(await seriousViolations(document.body), 'products and stock orders').to.deep.equal([]);

    // Then the pallets, in both themes.
    await openPallets(light);
    ((rows(dark)[0] as HTMLTableRowElement).querySelector('.link-button') as HTMLButtonElement).click();
    await until(() => levelTitle(dark).startsWith('Pallets of') && rows(dark).length > 0 && idle(dark));
    expect(levelTitle(light)).to.match(/^Pallets of/);
    expect(await seriousViolations(document.body), 'pallets').to.deep.equal([]);
  });
});
