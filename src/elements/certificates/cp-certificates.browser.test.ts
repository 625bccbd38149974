import { expect } from 'chai';
import type { ProductCertificate } from '../../core/api/contract/certificates.ts';
import { getPortalRuntime } from '../../core/runtime/portal-runtime.ts';
import { afterEach, before, describe, it } from '../../ui/element/mocha-globals.ts';
import {
  appears,
  captureDownloads,
  logInAs,
  mountElement,
  seriousViolations,
  shadowOf,
  until as waitUntil,
} from '../../ui/testing/element-test-kit.ts';
import './cp-certificates.ts';

/** The kit's `until` with this file's longer default wait of 10 s. */
const until = <T>(read: () => T | null | undefined | false, timeout = 10_000) => waitUntil(read, timeout);

const mount = (attributes = '') => mountElement('cp-certificates', attributes);

const rows = (element: HTMLElement) => [
  ...(shadowOf(element)?.querySelectorAll<HTMLTableRowElement>('tr[part="row"]') ?? []),
];
const rowOf = (element: HTMLElement, product: string) =>
  rows(element).find((row) => row.querySelector('th')?.textContent === product);
const downloadButton = (row: HTMLElement | undefined) =>
  row?.querySelector<HTMLElement & { loading: boolean }>('cp-sl-button.download') ?? null;

describe('<cp-certificates>', () => {
  before(async () => {
    await logInAs('customer@example.com');
  });

  afterEach(() => {
    for (const element of document.querySelectorAll('cp-certificates')) element.parentElement?.remove();
    getPortalRuntime().queryClient.clear();
  });

  it('lists every certificate with product, kind and validity in a table', async () => {
    const element = mount('lang="en"');
    await appears(element, '.skeleton');
    await until(() => rows(element).length === 7);
    const headers = [...shadowOf(element).querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers.slice(0, 3)).to.deep.equal(['Product', 'Certificate', 'Valid until']);
    const food = rowOf(element, 'FoodBoard GC1 250–400 g/m²');
    expect(food?.textContent).to.contain('EU 1935/2004');
    expect(food?.textContent).to.contain('Food contact compliance');
    expect(food?.textContent).to.contain('01/14/2027');
    const expired = rowOf(element, 'Paperfield Kraft Liner 175 g/m²');
    expect(expired?.querySelector('[part="expired"]')?.textContent).to.equal('Expired');
  });

  it('downloads a certificate under the non-ASCII filename of its Content-Disposition, busy while it loads', async () => {
    const element = mount('lang="en"');
    await until(() => rows(element).length === 7);
    // The element's only guess at a name is the one in the list, the same the server sends. Renamed
    // here, it can no longer produce the expected names: only a parsed header can (and its plain
    // filename= is the ASCII "Konformitatserklarung-…", so filename* must win).
    const { queryClient } = getPortalRuntime();
    const listed = queryClient.getQueryCache().find<ProductCertificate[]>({ queryKey: ['certificates'] });
    expect(listed?.getObserversCount(), 'the element reads the listed certificates').to.be.greaterThan(0);
    queryClient.setQueryData<ProductCertificate[]>(['certificates'], (list) =>
      list?.map((certificate) => ({ ...certificate, filename: `listed-${certificate.certificateId}.pdf` })),
    );
    const capture = captureDownloads();
    try {
      const german = downloadButton(rowOf(element, 'FoodBoard GC1 250–400 g/m²'));
      german?.click();
      await until(() => german?.loading);
      await until(() => capture.downloads.length === 1);
      await until(() => !german?.loading);
      const chinese = downloadButton(rowOf(element, 'Paperfield Duplex GD2'));
      chinese?.click();
      await until(() => capture.downloads.length === 2);
    } finally {
      capture.stop();
    }
    expect(capture.downloads.map((file) => file.download)).to.deep.equal([
      'Konformitätserklärung-Lebensmittelkontakt.pdf',
      '产品证书-FSC.pdf',
    ]);
    const pdf = await (await fetch(capture.downloads[0]?.href as string)).blob();
    expect(await pdf.slice(0, 5).text()).to.equal('%PDF-');
  });

  it('given a download that fails, it says so in an alert and emits cp-error', async () => {
    const element = mount('lang="en"');
    await until(() => rows(element).length === 7);
    const errors: string[] = [];
    const listener = (event: CustomEvent<{ message: string }>) => errors.push(event.detail.message);
    document.addEventListener('cp-error', listener);
    // The download call is sent to an address the server does not know, so it answers 404.
    const open = XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, method: string, url: string | URL) {
      const target = String(url).replace('GetProductCertificate', 'GetNoSuchCertificate');
      open.call(this, method, target, true);
    } as typeof open;
    try {
      downloadButton(rows(element)[0])?.click();
      const alert = await until(() => shadowOf(element).querySelector('cp-sl-alert[variant="danger"]'));
      expect(alert.textContent).to.contain('could not be downloaded');
      expect(errors).to.have.length(1);
      expect(errors[0]).to.contain('404');
      expect(downloadButton(rows(element)[0])?.loading).to.equal(false);
    } finally {
      XMLHttpRequest.prototype.open = open;
      document.removeEventListener('cp-error', listener);
    }
  });

  it('speaks Dutch with lang="nl" and English with lang="en"', async () => {
    const dutch = mount('lang="nl"');
    const english = mount('lang="en"');
    await until(() => rows(dutch).length === 7 && rows(english).length === 7);
    expect(shadowOf(dutch).querySelector('h2')?.textContent).to.equal('Productcertificaten');
    expect(downloadButton(rows(dutch)[0])?.textContent).to.contain('Downloaden');
    expect(shadowOf(english).querySelector('h2')?.textContent).to.equal('Product certificates');
    expect(downloadButton(rows(english)[0])?.textContent).to.contain('Download');
  });

  it('given theme="dark", it wears the dark surface colour', async () => {
    const dark = mount('lang="en" theme="dark"');
    await until(() => rows(dark).length === 7);
    const card = shadowOf(dark).querySelector('.certificates') as HTMLElement;
    expect(getComputedStyle(card).backgroundColor).to.equal('rgb(55, 55, 55)');
  });

  it('has no serious or critical accessibility violations, light and dark', async () => {
    const light = mount('lang="en"');
    const dark = mount('lang="en" theme="dark"');
    await until(() => rows(light).length === 7 && rows(dark).length === 7);
    expect(await seriousViolations(document.body)).to.deep.equal([]);
  });
});
