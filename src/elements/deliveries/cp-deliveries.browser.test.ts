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
import './cp-deliveries.ts';

const mount = (attributes = '') => mountElement('cp-deliveries', attributes);
/** A row's cell of one column; a column folded into the row's details has none. */
const cell = (row: HTMLTableRowElement, key: string) => row.querySelector(`td[data-column="${key}"]`);
const loadNumbers = (element: HTMLElement) =>
  rows(element).map((row) => cell(row, 'loadNumber')?.textContent ?? '');

describe('<cp-deliveries>', () => {
  before(async () => {
    await logInAs('customer@example.com');
  });

  afterEach(() => removeMounted('cp-deliveries'));

  it('shows a skeleton, then the first page of deliveries; pages forward and back', async () => {
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

  it('shows each status as a translated badge and the transport type in words', async () => {
    const element = mount('lang="en" page-size="100"');
    // Wide enough for every column, the transport type's too.
    element.style.width = '2400px';
    await until(() => rows(element).length > 10);
    const badges = [...shadowOf(element).querySelectorAll('.badge')].map((badge) => badge.textContent);
    expect(badges.length).to.equal(rows(element).length);
    expect(new Set(badges)).to.include('In transit');
    for (const badge of badges) expect(['Preparing', 'In transit', 'Delivered']).to.include(badge);
    const transports = rows(element).map((row) => cell(row, 'transportType')?.textContent);
    expect(new Set(transports)).to.include('Road');
  });

  it('cycles the load number sort ascending, descending, off', async () => {
    const element = mount('lang="en"');
    await until(() => rows(element).length === 10);
    const sortButton = () => headerCell(element, 'Load number').querySelector('button') as HTMLButtonElement;
    sortButton().click();
    await until(() => headerCell(element, 'Load number').getAttribute('aria-sort') === 'ascending');
    await until(() => {
      const numbers = loadNumbers(element);
      return numbers.join() === [...numbers].sort().join() && idle(element);
    });
    const ascending = loadNumbers(element);
    sortButton().click();
    await until(() => headerCell(element, 'Load number').getAttribute('aria-sort') === 'descending');
    await until(() => loadNumbers(element)[0] !== ascending[0] && idle(element));
    const descending = loadNumbers(element);
    expect(descending.join()).to.equal([...descending].sort().reverse().join());
    sortButton().click();
    await until(() => headerCell(element, 'Load number').getAttribute('aria-sort') === 'none');
  });

  it('searches, and shows "No data available" for a search that matches nothing', async () => {
    const element = mount('lang="en"');
    await until(() => rows(element).length === 10);
    await search(element, 'L2611-70001');
    await until(
      () => rows(element).length > 0 && loadNumbers(element).every((number) => number === 'L2611-70001'),
    );
    await search(element, 'no-such-delivery-zzz');
    const empty = await until(() => shadowOf(element).querySelector('.no-data'));
    expect(empty.textContent).to.equal('No data available');
    expect(pageText(element)).to.equal('0–0 of 0');
  });

  it('given page-size -1 (All), it loads every delivery of the client', async () => {
    const element = mount('lang="en" page-size="-1"');
    await until(() => pageText(element).includes(' of ') && idle(element) && rows(element).length > 10);
    const total = Number(pageText(element).split(' of ')[1]?.replaceAll(',', ''));
    expect(pageText(element)).to.equal(`1–${total} of ${total}`);
    expect(rows(element).length).to.be.at.most(total);
  });

  it('asks the host to open a road load, never navigating itself', async () => {
    const element = mount('lang="en"');
    await until(() => rows(element).length === 10);
    await search(element, 'L2611-70001');
    const link = await until(() =>
      [...shadowOf(element).querySelectorAll<HTMLAnchorElement>('a.load-link')].find(
        (anchor) => anchor.textContent === 'L2611-70001',
      ),
    );
    expect(link.getAttribute('href')).to.equal('/track-and-traces/road/L2611-70001');
    const events: CustomEvent<{ path: string }>[] = [];
    const listener = (event: CustomEvent<{ path: string }>) => events.push(event);
    document.addEventListener('cp-navigate', listener);
    const before = location.href;
    link.click();
    document.removeEventListener('cp-navigate', listener);
    expect(events[0]?.detail.path).to.equal('/track-and-traces/road/L2611-70001');
    expect(location.href).to.equal(before);
  });

  it('asks the host to open an ocean container with its carrier', async () => {
    const element = mount('lang="en"');
    // Wide enough for every column, the container's too.
    element.style.width = '2400px';
    await until(() => rows(element).length === 10);
    await search(element, 'HLXU7001232');
    const oceanRow = await until(
      () =>
        rows(element).length > 0 &&
        rows(element).every((row) => row.textContent?.includes('HLXU7001232')) &&
        rows(element)[0],
    );
    const link = oceanRow.querySelector('a.load-link') as HTMLAnchorElement;
    expect(link.getAttribute('href')).to.equal('/track-and-traces/ocean-hellmann/HLXU7001232');
    const events: CustomEvent<{ path: string }>[] = [];
    const listener = (event: CustomEvent<{ path: string }>) => events.push(event);
    document.addEventListener('cp-navigate', listener);
    link.click();
    document.removeEventListener('cp-navigate', listener);
    expect(events[0]?.detail.path).to.equal('/track-and-traces/ocean-hellmann/HLXU7001232');
  });

  it('exports the current view as a real .xlsx named by the server', async () => {
    const element = mount('lang="en"');
    await until(() => rows(element).length === 10);
    const downloads: { href: string; download: string }[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.download) downloads.push({ href: this.href, download: this.download });
      else click.call(this);
    };
    try {
      const exportButton = [...shadowOf(element).querySelectorAll('sl-button')].find((button) =>
        button.textContent?.includes('Export view'),
      ) as HTMLElement;
      exportButton.click();
      await until(() => downloads.length === 1, 10_000);
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    expect(downloads[0]?.download).to.match(/^deliveries-.+-\d{4}-\d{2}-\d{2}-page-1\.xlsx$/);
    const blob = await (await fetch(downloads[0]?.href as string)).blob();
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(blob.size).to.be.greaterThan(1000);
    expect(String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0), 'a zip (xlsx) file').to.equal('PK');
  });

  it('reprints a delivery note: the PDF opens in the tab opened on click', async () => {
    const element = mount('lang="en"');
    await until(() => rows(element).length === 10);
    const tab = { closed: false, location: { href: '' }, close() {} };
    const open = window.open;
    window.open = () => tab as unknown as Window;
    try {
      const reprint = [
        ...(rows(element)[0]?.querySelectorAll<HTMLElement & { label: string }>('sl-icon-button') ?? []),
      ].find((button) => button.label === 'Reprint delivery note') as HTMLElement;
      reprint.click();
      await until(() => tab.location.href.startsWith('blob:'), 10_000);
    } finally {
      window.open = open;
    }
    const pdf = await (await fetch(tab.location.href)).blob();
    expect(pdf.type).to.equal('application/pdf');
    expect(await pdf.slice(0, 5).text()).to.equal('%PDF-');
  });

  it('given a client the user may not see, it replaces the table with an alert', async () => {
    const element = mount('lang="en" client-id="999999"');
    const alert = await until(() => shadowOf(element)?.querySelector('sl-alert[variant="danger"]'));
    // The API's reason (403), not the generic text; in the language the calls carry (the page's).
    expect(alert.textContent).to.match(/You may not act for this client|U mag niet voor deze klant optreden/);
    expect(shadowOf(element).querySelector('table')).to.equal(null);
  });

  it('speaks Dutch with lang="nl" and English with lang="en"', async () => {
    const dutch = mount('lang="nl"');
    await until(() => rows(dutch).length === 10);
    expect(headerCell(dutch, 'Laadnummer')).to.not.equal(undefined);
    expect(shadowOf(dutch).querySelector('.title')?.textContent).to.equal('Leveringen');
    expect(rowsPerPageLabel(dutch)).to.equal('Rijen per pagina');
    const english = mount('lang="en"');
    await until(() => rows(english).length === 10);
    expect(headerCell(english, 'Load number')).to.not.equal(undefined);
    expect(rowsPerPageLabel(english)).to.equal('Rows per page');
  });

  it('given theme="dark", it wears the dark surface colour', async () => {
    const element = mount('lang="en" theme="dark"');
    await until(() => rows(element).length === 10);
    const section = shadowOf(element).querySelector('.deliveries') as HTMLElement;
    expect(getComputedStyle(section).backgroundColor).to.equal('rgb(55, 55, 55)');
    const light = mount('lang="en" theme="light"');
    await until(() => rows(light).length === 10);
    expect(
      getComputedStyle(shadowOf(light).querySelector('.deliveries') as HTMLElement).backgroundColor,
    ).to.equal('rgb(255, 255, 255)');
  });

  it('has no serious or critical accessibility violations, light and dark', async () => {
    const light = mount('lang="en"');
    const dark = mount('lang="en" theme="dark"');
    await until(() => rows(dark).length === 10 && rows(light).length === 10);
    expect(await seriousViolations(document.body)).to.deep.equal([]);
  });
});
