import { expect } from 'chai';
import { it } from '../element/mocha-globals.ts';
import {
  appears,
  headerCell,
  iconButton,
  idle,
  mountElement,
  pageText,
  rows,
  rowsPerPageLabel,
  search,
  seriousViolations,
  shadowOf,
  until,
} from './element-test-kit.ts';

/** One list element as the shared suite tests it; a part left out is tested by the element's own file. */
export interface ListElementCase {
  tag: string;
  /** The element's panel (`.orders`): it wears the theme's surface colour. */
  panel: string;
  /** Its first rows are in. Default: a page of 10. */
  loaded?: (element: HTMLElement) => boolean;
  /** A page's identity, to see paging change the rows and bring them back. Default: the rows' text. */
  paging?: { noun: string; identity?: (element: HTMLElement) => string };
  /** The column whose sort is cycled; `open` brings the element to the level that has it. */
  sort?: {
    noun: string;
    title: string;
    values: (element: HTMLElement) => string[];
    open?: (element: HTMLElement) => Promise<HTMLElement>;
  };
  /** The search: for `term` (default: the first row's value), then for `missing`. */
  search?: { values: (element: HTMLElement) => string[]; term?: string; missing: string };
  /** Page size All loads every row of the client. */
  allRows?: { noun: string };
  /** "Export view" saves the file `<name>-…-page-1.xlsx`. */
  exportView?: { name: string };
  /** The first row's reprint button opens a PDF. */
  reprint?: { noun: string; label: string };
  /** What shows in Dutch and in English. */
  languages: { dutchHeader: string; englishHeader: string; dutchText?: { selector: string; text: string } };
  /** Whether the suite scans it for accessibility (light and dark). Default true. */
  accessibility?: boolean;
}

const pageOfTen = (element: HTMLElement) => rows(element).length === 10;
const rowTexts = (element: HTMLElement) =>
  rows(element)
    .map((row) => row.textContent)
    .join();

/** Clicks the toolbar's export button named `label` and returns the files it saved (at least one). */
export async function exportFrom(
  element: HTMLElement,
  label: string,
): Promise<{ href: string; download: string }[]> {
  const downloads: { href: string; download: string }[] = [];
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    if (this.download) downloads.push({ href: this.href, download: this.download });
    else click.call(this);
  };
  try {
    const exportButton = [...shadowOf(element).querySelectorAll('cp-sl-button')].find((button) =>
      button.textContent?.includes(label),
    ) as HTMLElement;
    exportButton.click();
    await until(() => downloads.length === 1, 10_000);
  } finally {
    HTMLAnchorElement.prototype.click = click;
  }
  return downloads;
}

/**
 * The behaviour every list element shares (docs/screens/lists.md#the-data-table), as `it` blocks to call inside
 * the element's `describe` (signed in, mounted elements removed after each test).
 */
export function listElementSuite(list: ListElementCase): void {
  const mount = (attributes = '') => mountElement(list.tag, attributes);
  const loaded = list.loaded ?? pageOfTen;

  const { paging, sort, search: searching, allRows, exportView, reprint } = list;
  if (paging) {
    it(`shows a skeleton, then the first page of ${paging.noun}; pages forward and back`, async () => {
      const identity = paging.identity ?? rowTexts;
      const element = mount('lang="en"');
      await appears(element, '.skeleton');
      await until(() => rows(element).length === 10);
      expect(shadowOf(element).querySelector('.skeleton')).to.equal(null);
      expect(pageText(element)).to.match(/^1–10 of [\d,]+$/);
      const firstPage = identity(element);

      iconButton(element, 'Next page').click();
      await until(() => pageText(element).startsWith('11–20'));
      await until(() => identity(element) !== firstPage);
      iconButton(element, 'Previous page').click();
      await until(() => pageText(element).startsWith('1–10'));
      await until(() => identity(element) === firstPage);
    });
  }

  if (sort) {
    it(`cycles the ${sort.noun} sort ascending, descending, off`, async () => {
      const element = sort.open ? await sort.open(mount('lang="en"')) : mount('lang="en"');
      await until(() => loaded(element));
      const sortButton = () => headerCell(element, sort.title).querySelector('button') as HTMLButtonElement;
      sortButton().click();
      await until(() => headerCell(element, sort.title).getAttribute('aria-sort') === 'ascending');
      await until(() => {
        const values = sort.values(element);
        return values.join() === [...values].sort().join() && idle(element);
      });
      const ascending = sort.values(element);
      sortButton().click();
      await until(() => headerCell(element, sort.title).getAttribute('aria-sort') === 'descending');
      await until(() => sort.values(element)[0] !== ascending[0] && idle(element));
      const descending = sort.values(element);
      expect(descending.join()).to.equal([...descending].sort().reverse().join());
      sortButton().click();
      await until(() => headerCell(element, sort.title).getAttribute('aria-sort') === 'none');
    });
  }

  if (searching) {
    it('searches, and shows "No data available" for a search that matches nothing', async () => {
      const element = mount('lang="en"');
      await until(() => rows(element).length === 10);
      const term = searching.term ?? (searching.values(element)[0] as string);
      await search(element, term);
      await until(
        () => rows(element).length > 0 && searching.values(element).every((value) => value === term),
      );
      await search(element, searching.missing);
      const empty = await until(() => shadowOf(element).querySelector('.no-data'));
      expect(empty.textContent).to.equal('No data available');
      expect(pageText(element)).to.equal('0–0 of 0');
    });
  }

  if (allRows) {
    it(`given page-size -1 (All), it loads every ${allRows.noun} of the client`, async () => {
      const element = mount('lang="en" page-size="-1"');
      await until(() => pageText(element).includes(' of ') && idle(element) && rows(element).length > 10);
      const total = Number(pageText(element).split(' of ')[1]?.replaceAll(',', ''));
      expect(pageText(element)).to.equal(`1–${total} of ${total}`);
      expect(rows(element).length).to.be.at.most(total);
    });
  }

  if (exportView) {
    it('exports the current view as a real .xlsx named by the server', async () => {
      const element = mount('lang="en"');
      await until(() => rows(element).length === 10);
      const downloads = await exportFrom(element, 'Export view');
      expect(downloads[0]?.download).to.match(
        new RegExp(`^${exportView.name}-.+-\\d{4}-\\d{2}-\\d{2}-page-1\\.xlsx$`),
      );
      const blob = await (await fetch(downloads[0]?.href as string)).blob();
      const bytes = new Uint8Array(await blob.arrayBuffer());
      expect(blob.size).to.be.greaterThan(1000);
      expect(String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0), 'a zip (xlsx) file').to.equal('PK');
    });
  }

  if (reprint) {
    it(`reprints ${reprint.noun}: the PDF opens in the tab opened on click`, async () => {
      const element = mount('lang="en"');
      await until(() => rows(element).length === 10);
      const tab = { closed: false, location: { href: '' }, close() {} };
      const open = window.open;
      window.open = () => tab as unknown as Window;
      try {
        const button = [
          ...(rows(element)[0]?.querySelectorAll<HTMLElement & { label: string }>('cp-sl-icon-button') ?? []),
        ].find((candidate) => candidate.label === reprint.label) as HTMLElement;
        button.click();
        await until(() => tab.location.href.startsWith('blob:'), 10_000);
      } finally {
        window.open = open;
      }
      const pdf = await (await fetch(tab.location.href)).blob();
      expect(pdf.type).to.equal('application/pdf');
      expect(await pdf.slice(0, 5).text()).to.equal('%PDF-');
    });
  }

  it('given a client the user may not see, it replaces the table with an alert', async () => {
    const element = mount('lang="en" client-id="999999"');
    const alert = await until(() => shadowOf(element)?.querySelector('cp-sl-alert[variant="danger"]'));
    // The API's reason (403), not the generic text; in the language the calls carry (the page's).
    expect(alert.textContent).to.match(/You may not act for this client|U mag niet voor deze klant optreden/);
    expect(shadowOf(element).querySelector('table')).to.equal(null);
  });

  it('speaks Dutch with lang="nl" and English with lang="en"', async () => {
    const { dutchHeader, englishHeader, dutchText } = list.languages;
    const dutch = mount('lang="nl"');
    await until(() => loaded(dutch));
    if (dutchText)
      expect(shadowOf(dutch).querySelector(dutchText.selector)?.textContent).to.equal(dutchText.text);
    expect(headerCell(dutch, dutchHeader)).to.not.equal(undefined);
    expect(rowsPerPageLabel(dutch)).to.equal('Rijen per pagina');
    const english = mount('lang="en"');
    await until(() => loaded(english));
    expect(headerCell(english, englishHeader)).to.not.equal(undefined);
    expect(rowsPerPageLabel(english)).to.equal('Rows per page');
  });

  it('given theme="dark", it wears the dark surface colour', async () => {
    const element = mount('lang="en" theme="dark"');
    await until(() => loaded(element));
    const section = shadowOf(element).querySelector(list.panel) as HTMLElement;
    expect(getComputedStyle(section).backgroundColor).to.equal('rgb(55, 55, 55)');
    const light = mount('lang="en" theme="light"');
    await until(() => loaded(light));
    expect(
      getComputedStyle(shadowOf(light).querySelector(list.panel) as HTMLElement).backgroundColor,
    ).to.equal('rgb(255, 255, 255)');
  });

  if (list.accessibility !== false) {
    it('has no serious or critical accessibility violations, light and dark', async () => {
      const light = mount('lang="en"');
      const dark = mount('lang="en" theme="dark"');
      await until(() => loaded(dark) && loaded(light));
      expect(await seriousViolations(document.body)).to.deep.equal([]);
    });
  }
}
