import { expect } from 'chai';
import { afterEach, before, describe, it } from '../../ui/element/mocha-globals.ts';
import {
  logInAs,
  mountElement,
  removeMounted,
  rows,
  search,
  shadowOf,
  until,
} from '../../ui/testing/element-test-kit.ts';
import { listElementSuite } from '../../ui/testing/list-element-suite.ts';
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

  listElementSuite({
    tag: 'cp-deliveries',
    panel: '.deliveries',
    paging: { noun: 'deliveries' },
    sort: { noun: 'load number', title: 'Load number', values: loadNumbers },
    search: { values: loadNumbers, term: 'L2611-70001', missing: 'no-such-delivery-zzz' },
    allRows: { noun: 'delivery' },
    exportView: { name: 'deliveries' },
    reprint: { noun: 'a delivery note', label: 'Reprint delivery note' },
    languages: {
      dutchHeader: 'Laadnummer',
      englishHeader: 'Load number',
      dutchText: { selector: '.title', text: 'Leveringen' },
    },
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
});
