import { expect } from 'chai';
import { afterEach, before, describe, it } from '../../ui/element/mocha-globals.ts';
import {
  headerCell,
  iconButton,
  idle,
  logInAs,
  mountElement,
  pageText,
  removeMounted,
  rows,
  rowsPerPageLabel,
  search,
  seriousViolations,
  shadowOf,
  until,
} from '../../ui/testing/element-test-kit.ts';
import { exportFrom } from '../../ui/testing/list-element-suite.ts';
import './cp-statistics.ts';

const mount = (attributes = '') => mountElement('cp-statistics', attributes);
const productCodes = (element: HTMLElement) => rows(element).map((row) => row.cells[1]?.textContent ?? '');
const bars = (element: HTMLElement, measure: string) => [
  ...shadowOf(element).querySelectorAll<SVGRectElement>(`.chart-${measure} rect.bar`),
];

describe('<cp-statistics>', () => {
  before(async () => {
    await logInAs('customer@example.com');
  });

  afterEach(() => removeMounted('cp-statistics'));

  it('shows a skeleton, then the first page of monthly sales; pages forward and back', async () => {
    const element = mount('lang="en"');
    await until(() => shadowOf(element)?.querySelector('.skeleton'));
    await until(() => rows(element).length === 10);
    expect(shadowOf(element).querySelector('.skeleton')).to.equal(null);
    expect(pageText(element)).to.match(/^1–10 of [\d,]+$/);
    const firstPage = rows(element)
      .map((row) => row.textContent)
      .join();

    iconButton(element, 'Next page').click();
    await until(() => pageText(element).startsWith('11–20'));
    await until(
      () =>
        rows(element)
          .map((row) => row.textContent)
          .join() !== firstPage,
    );
    iconButton(element, 'Previous page').click();
    await until(() => pageText(element).startsWith('1–10'));
    await until(
      () =>
        rows(element)
          .map((row) => row.textContent)
          .join() === firstPage,
    );
  });

  it('draws volume and value bars for every month of the data, with titles and a table', async () => {
    const element = mount('lang="en"');
    await until(() => bars(element, 'volumeKg').length > 0);
    // The seed holds 24 months of sales per product.
    expect(bars(element, 'volumeKg').length).to.equal(24);
    expect(bars(element, 'valueEur').length).to.equal(24);
    const svg = shadowOf(element).querySelector('.chart-volumeKg svg') as SVGSVGElement;
    expect(svg.getAttribute('role')).to.equal('img');
    expect(svg.querySelector('title')?.textContent).to.equal('Volume (kg)');
    expect(svg.querySelector('desc')?.textContent).to.match(
      /^Bar chart of the volume in kilograms per month of All products, from \w{3} \d{4} to \w{3} \d{4}\./,
    );
    expect(bars(element, 'volumeKg')[0]?.querySelector('title')?.textContent).to.match(
      /^\w{3} \d{4}: [\d,]+ kg$/,
    );
    expect(bars(element, 'valueEur')[0]?.querySelector('title')?.textContent).to.match(
      /^\w{3} \d{4}: €[\d,.]+$/,
    );
    const tableRows = shadowOf(element).querySelectorAll('.chart-table tbody tr');
    expect(tableRows.length).to.equal(24);
    for (const bar of bars(element, 'volumeKg'))
      expect(Number(bar.getAttribute('height'))).to.be.greaterThan(0);
  });

  it('given one product chosen, it charts that product only', async () => {
    const element = mount('lang="en"');
    await until(() => bars(element, 'volumeKg').length === 24);
    const allHeights = bars(element, 'volumeKg').map((bar) => bar.getAttribute('height'));
    const select = shadowOf(element).querySelector('cp-sl-select.product-select') as HTMLElement & {
      value: string;
    };
    const option = select.querySelectorAll<HTMLElement & { value: string }>(
      'cp-sl-option',
    )[1] as HTMLElement & {
      value: string;
    };
    select.value = option.value;
    select.dispatchEvent(new CustomEvent('sl-change', { bubbles: true, composed: true }));
    await until(
      () =>
        bars(element, 'volumeKg')
          .map((bar) => bar.getAttribute('height'))
          .join() !== allHeights.join(),
    );
    expect(bars(element, 'volumeKg').length).to.equal(24);
    const svg = shadowOf(element).querySelector('.chart-volumeKg svg') as SVGSVGElement;
    expect(svg.querySelector('desc')?.textContent).to.contain(`of ${option.value},`);
  });

  it('cycles the product sort ascending, descending, off', async () => {
    const element = mount('lang="en"');
    await until(() => rows(element).length === 10);
    const sortButton = () => headerCell(element, 'Product').querySelector('button') as HTMLButtonElement;
    sortButton().click();
    await until(() => headerCell(element, 'Product').getAttribute('aria-sort') === 'ascending');
    await until(() => {
      const numbers = productCodes(element);
      return numbers.join() === [...numbers].sort().join() && idle(element);
    });
    const ascending = productCodes(element);
    sortButton().click();
    await until(() => headerCell(element, 'Product').getAttribute('aria-sort') === 'descending');
    await until(() => productCodes(element)[0] !== ascending[0] && idle(element));
    const descending = productCodes(element);
    expect(descending.join()).to.equal([...descending].sort().reverse().join());
    sortButton().click();
    await until(() => headerCell(element, 'Product').getAttribute('aria-sort') === 'none');
  });

  it('searches, and shows "No data available" for a search that matches nothing', async () => {
    const element = mount('lang="en"');
    await until(() => rows(element).length === 10);
    const code = productCodes(element)[0] as string;
    await search(element, code);
    await until(() => rows(element).length > 0 && productCodes(element).every((number) => number === code));
    expect(pageText(element)).to.equal('1–10 of 24');
    await search(element, 'no-such-product-zzz');
    const empty = await until(() => shadowOf(element).querySelector('.no-data'));
    expect(empty.textContent).to.equal('No data available');
    expect(pageText(element)).to.equal('0–0 of 0');
  });

  it('given page-size -1 (All), it counts every month of every product and keeps few rows in the DOM', async () => {
    const element = mount('lang="en" page-size="-1"');
    await until(() => shadowOf(element)?.querySelector('.scroll.virtual'), 15_000);
    // The small seed: 5 products × 24 months.
    expect(pageText(element)).to.equal('1–120 of 120');
    expect(rows(element).length).to.be.lessThan(80);
  });

  it('exports the current view as a real .xlsx named by the server', async () => {
    const element = mount('lang="en"');
    await until(() => rows(element).length === 10);
    const downloads = await exportFrom(element, 'Export view');
    expect(downloads[0]?.download).to.match(/^sales-statistics-.+-\d{4}-\d{2}-\d{2}-page-1\.xlsx$/);
    const blob = await (await fetch(downloads[0]?.href as string)).blob();
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(blob.size).to.be.greaterThan(1000);
    expect(String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0), 'a zip (xlsx) file').to.equal('PK');
  });

  it('given a client the user may not see, it replaces the table with an alert', async () => {
    const element = mount('lang="en" client-id="999999"');
    const alert = await until(() => shadowOf(element)?.querySelector('cp-sl-alert.load-error'));
    // The API's reason (403), not the generic text; in the language the calls carry (the page's).
    expect(alert.textContent).to.match(/You may not act for this client|U mag niet voor deze klant optreden/);
    // The chart's alert too says why.
    await until(() =>
      /You may not act for this client|U mag niet voor deze klant optreden/.test(
        shadowOf(element).querySelector('cp-sl-alert:not(.load-error)')?.textContent ?? '',
      ),
    );
    expect(shadowOf(element).querySelector('table')).to.equal(null);
    expect(shadowOf(element).querySelector('svg')).to.equal(null);
  });

  it('speaks Dutch with lang="nl" and English with lang="en"', async () => {
    const dutch = mount('lang="nl"');
    await until(() => rows(dutch).length === 10);
    expect(headerCell(dutch, 'Maand')).to.not.equal(undefined);
    expect(shadowOf(dutch).querySelector('.title')?.textContent).to.equal('Statistieken');
    expect(rowsPerPageLabel(dutch)).to.equal('Rijen per pagina');
    const english = mount('lang="en"');
    await until(() => rows(english).length === 10);
    expect(headerCell(english, 'Month')).to.not.equal(undefined);
    expect(rowsPerPageLabel(english)).to.equal('Rows per page');
  });

  it('given theme="dark", it wears the dark surface colour', async () => {
    const element = mount('lang="en" theme="dark"');
    await until(() => rows(element).length === 10);
    const section = shadowOf(element).querySelector('.statistics') as HTMLElement;
    expect(getComputedStyle(section).backgroundColor).to.equal('rgb(55, 55, 55)');
    const light = mount('lang="en" theme="light"');
    await until(() => rows(light).length === 10);
    expect(
      getComputedStyle(shadowOf(light).querySelector('.statistics') as HTMLElement).backgroundColor,
    ).to.equal('rgb(255, 255, 255)');
  });

  it('has no serious or critical accessibility violations, light and dark, table of numbers open', async () => {
    const light = mount('lang="en"');
    const dark = mount('lang="en" theme="dark"');
    await until(
      () => rows(dark).length === 10 && rows(light).length === 10 && bars(dark, 'valueEur').length > 0,
    );
    (shadowOf(dark).querySelector('.chart-table') as HTMLDetailsElement).open = true;
    expect(await seriousViolations(document.body)).to.deep.equal([]);
  });
});
