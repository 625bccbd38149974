import { expect } from 'chai';
import { getPortalRuntime } from '../../core/runtime/portal-runtime.ts';
import { afterEach, describe, it } from '../../ui/element/mocha-globals.ts';
import {
  captureDownloads,
  logInAs,
  mountElement,
  seriousViolations,
  shadowOf,
  until as waitUntil,
} from '../../ui/testing/element-test-kit.ts';
import './cp-price-list.ts';

/** The kit's `until` with this file's longer default wait of 10 s. */
const until = <T>(read: () => T | null | undefined | false, timeout = 10_000) => waitUntil(read, timeout);

const mount = (attributes = '') => mountElement('cp-price-list', attributes);

const part = (element: HTMLElement, name: string) =>
  shadowOf(element)?.querySelector<HTMLElement>(`[part="${name}"]`) ?? null;
const downloadButton = (element: HTMLElement) =>
  shadowOf(element)?.querySelector<HTMLElement & { loading: boolean }>('cp-sl-button.download') ?? null;

describe('<cp-price-list>', () => {
  afterEach(() => {
    for (const element of document.querySelectorAll('cp-price-list')) element.parentElement?.remove();
    getPortalRuntime().preferences.set({ selectedClientId: null });
    getPortalRuntime().queryClient.clear();
  });

  it('given customer 1001, it downloads the price list under the server’s filename', async () => {
    await logInAs('customer@example.com');
    const element = mount('lang="en"');
    await until(() => part(element, 'skeleton'));
    const button = await until(() => downloadButton(element));
    expect(part(element, 'available')?.textContent).to.contain('your company');
    const capture = captureDownloads();
    // The busy state can be shorter than a poll: watch the reflected attribute from the click on.
    let sawLoading = false;
    const observer = new MutationObserver(() => {
      sawLoading ||= button.hasAttribute('loading');
    });
    observer.observe(button, { attributes: true, attributeFilter: ['loading'] });
    try {
      button.click();
      await until(() => capture.downloads.length === 1, 15_000);
      expect(sawLoading, 'busy while downloading').to.equal(true);
    } finally {
      observer.disconnect();
      capture.stop();
    }
    expect(capture.downloads[0]?.download).to.equal('Price list Van Dijk Verpakkingen B.V. 2027.xlsx');
    const bytes = new Uint8Array(await (await fetch(capture.downloads[0]?.href as string)).arrayBuffer());
    expect(String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0), 'a zip (xlsx) file').to.equal('PK');
    await until(() => !button.loading);
  });

  it('given an agent who selected Müller Kartonagen (1002), it saves the price list under its non-ASCII server name', async () => {
    await logInAs('agent@example.com');
    // How an agent picks a client: the host's client switcher stores the selection.
    getPortalRuntime().preferences.set({ selectedClientId: 1002 });
    const element = mount('lang="en"');
    const button = await until(() => downloadButton(element));
    expect(part(element, 'available')?.textContent).to.contain('Müller Kartonagen');
    const capture = captureDownloads();
    try {
      button.click();
      await until(() => capture.downloads.length === 1, 15_000);
    } finally {
      capture.stop();
    }
    // Only the header's filename* names it so: the element's own fallback is "price-list.xlsx"
    // and the header's plain filename= is the ASCII "Price list Muller Kartonagen GmbH 2027.xlsx".
    expect(capture.downloads[0]?.download).to.equal('Price list Müller Kartonagen GmbH 2027.xlsx');
    const bytes = new Uint8Array(await (await fetch(capture.downloads[0]?.href as string)).arrayBuffer());
    expect(String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0), 'a zip (xlsx) file').to.equal('PK');
  });

  it('given agent client 1004, it says no price list is available for that client by name', async () => {
    await logInAs('agent@example.com');
    const element = mount('lang="en" client-id="1004"');
    const absent = await until(() =>
      part(element, 'absent')?.textContent?.includes('Shanghai') ? part(element, 'absent') : null,
    );
    expect(absent.textContent).to.contain(
      'No price list is available for Shanghai Huamei Packaging Co., Ltd.',
    );
    expect(downloadButton(element)).to.equal(null);
  });

  it('follows the agent’s selected client', async () => {
    await logInAs('agent@example.com');
    getPortalRuntime().preferences.set({ selectedClientId: 1004 });
    const element = mount('lang="en"');
    await until(() => part(element, 'absent'));
    getPortalRuntime().preferences.set({ selectedClientId: 1002 });
    await until(() => downloadButton(element));
    expect(part(element, 'available')?.textContent).to.contain('Müller');
  });

  it('speaks Dutch with lang="nl" and English with lang="en"', async () => {
    await logInAs('agent@example.com');
    const dutch = mount('lang="nl" client-id="1004"');
    const english = mount('lang="en" client-id="1002"');
    await until(() => part(dutch, 'absent') && downloadButton(english));
    expect(shadowOf(dutch).querySelector('h2')?.textContent).to.equal('Prijslijst');
    expect(part(dutch, 'absent')?.textContent).to.contain('Er is geen prijslijst beschikbaar voor');
    expect(downloadButton(english)?.textContent).to.contain('Download price list');
  });

  it('given theme="dark", it wears the dark surface colour', async () => {
    await logInAs('customer@example.com');
    const dark = mount('lang="en" theme="dark"');
    await until(() => downloadButton(dark));
    expect(getComputedStyle(part(dark, 'price-list') as HTMLElement).backgroundColor).to.equal(
      'rgb(55, 55, 55)',
    );
  });

  it('has no serious or critical accessibility violations, light and dark, both states', async () => {
    await logInAs('agent@example.com');
    const light = mount('lang="en" client-id="1002"');
    const dark = mount('lang="en" theme="dark" client-id="1004"');
    await until(() => downloadButton(light) && part(dark, 'absent'));
    expect(await seriousViolations(document.body)).to.deep.equal([]);
  });
});
