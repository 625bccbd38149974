import { executeServerCommand } from '@web/test-runner-commands';
import axe from 'axe-core';
import { expect } from 'chai';
import { find } from 'filepond';
import { getPortalRuntime } from '../../core/runtime/portal-runtime.ts';
import { afterEach, before, describe, it } from '../../ui/element/mocha-globals.ts';
import './cp-contact.ts';

const SALES_MANAGER = 'sanne.bakker@paperfield.example';

async function until<T>(read: () => T | null | undefined | false, timeout = 15_000): Promise<T> {
  const start = performance.now();
  for (;;) {
    const value = read();
    if (value) return value;
    if (performance.now() - start > timeout) throw new Error(`Timed out waiting for ${read}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Every XHR the page sends (FilePond's and axios's), with its answer once it arrives. */
interface SentRequest {
  method: string;
  url: string;
  status?: number;
}
const sent: SentRequest[] = [];
let onAnswer: ((request: SentRequest) => void) | null = null;
/** Set by a test: the next PATCH leaves with a token the server refuses, as an expired one. */
let spoilNextPatchToken = false;
const requests = new WeakMap<XMLHttpRequest, SentRequest>();
const originalOpen = XMLHttpRequest.prototype.open;
const originalSetRequestHeader = XMLHttpRequest.prototype.setRequestHeader;
XMLHttpRequest.prototype.setRequestHeader = function setRequestHeader(name: string, value: string) {
  if (spoilNextPatchToken && requests.get(this)?.method === 'PATCH' && name === 'Authorization') {
    spoilNextPatchToken = false;
    const [header, payload] = value.slice('Bearer '.length).split('.');
    return originalSetRequestHeader.call(this, name, `Bearer ${header}.${payload}.expired-signature`);
  }
  return originalSetRequestHeader.call(this, name, value);
};
XMLHttpRequest.prototype.open = function open(this: XMLHttpRequest, method: string, url: string | URL) {
  const request: SentRequest = { method: method.toUpperCase(), url: String(url) };
  sent.push(request);
  requests.set(this, request);
  this.addEventListener('loadend', () => {
    request.status = this.status;
    onAnswer?.(request);
  });
  // biome-ignore lint/complexity/noArguments: pass open's optional arguments on unchanged.
  return originalOpen.apply(this, arguments as unknown as Parameters<typeof originalOpen>);
} as typeof XMLHttpRequest.prototype.open;

function mount(lang: string): HTMLElement {
  const element = document.createElement('cp-contact');
  element.setAttribute('lang', lang);
  document.body.append(element);
  return element;
}

const shadow = (element: HTMLElement) => element.shadowRoot as ShadowRoot;
type NamedField = HTMLElement & { name: string; value: string; updateComplete: Promise<unknown> };

/** Shoelace keeps `name` a property, not an attribute: fields are found by it. */
function field(element: HTMLElement, name: string): NamedField | undefined {
  return [...shadow(element).querySelectorAll<NamedField>('cp-sl-input, cp-sl-select, cp-sl-textarea')].find(
    (candidate) => candidate.name === name,
  );
}

async function type(element: HTMLElement, name: string, text: string) {
  const target = await until(() => field(element, name));
  await target.updateComplete;
  const native = target.shadowRoot?.querySelector('input, textarea') as HTMLInputElement;
  native.value = text;
  native.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

async function choose(element: HTMLElement, name: string, value: string) {
  const select = await until(() => field(element, name));
  await until(() => select.querySelector(`cp-sl-option[value="${value}"]`));
  select.value = value;
  select.dispatchEvent(new CustomEvent('sl-change', { bubbles: true, composed: true }));
}

const errorsOf = (element: HTMLElement, name: string) =>
  field(element, name)?.querySelector('.cp-field__errors')?.textContent ?? '';

function submit(element: HTMLElement) {
  (shadow(element).querySelector('form') as HTMLFormElement).requestSubmit();
}

async function fillValidForm(element: HTMLElement, marker: string) {
  await choose(element, 'messageType', 'Question');
  await choose(element, 'salesManagerId', '1');
  await type(element, 'message', `Can call-off 4500380 move to week 50? ${marker}`);
  await type(element, 'contactName', 'Pieter de Vries');
  await type(element, 'contactEmailAddress', 'pieter@vandijk.example');
  await type(element, 'customerDisplayName', `Van Dijk Verpakkingen ${marker}`);
  await type(element, 'customerNumber', 'C-1001');
  await type(element, 'customerCountry', 'Nederland');
}

/** Adds files the way the browse dialog does: through FilePond's file input. */
async function addFiles(element: HTMLElement, files: File[]) {
  const input = await until(() => shadow(element).querySelector<HTMLInputElement>('.filepond--browser'));
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const itemState = (element: HTMLElement) =>
  shadow(element).querySelector('.filepond--item')?.getAttribute('data-filepond-item-state') ?? '';
const itemStatus = (element: HTMLElement) =>
  [
    shadow(element).querySelector('.filepond--file-status-main')?.textContent,
    shadow(element).querySelector('.filepond--file-status-sub')?.textContent,
  ].join(' | ');
const pondOf = (element: HTMLElement) =>
  find(shadow(element).querySelector('.filepond--root') as HTMLElement);

/** A PDF of `size` bytes; `random` fills its body with random bytes, so a chunk out of place changes its hash. */
function pdfOf(size: number, name: string, fill: 'pattern' | 'random' = 'pattern'): File {
  const head = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj << /Type /Catalog >> endobj\n');
  const tail = new TextEncoder().encode('\n%%EOF\n');
  const bytes = new Uint8Array(size);
  if (fill === 'random') {
    // getRandomValues fills at most 65,536 bytes per call.
    for (let start = 0; start < size; start += 65_536)
      crypto.getRandomValues(bytes.subarray(start, start + 65_536));
  } else {
    for (let index = 0; index < size; index += 1) bytes[index] = 32 + ((index * 7) % 90);
  }
  bytes.set(head, 0);
  bytes.set(tail, size - tail.length);
  return new File([bytes], name, { type: 'application/pdf' });
}

/** How many bytes the server holds for an upload id (HEAD answers Upload-Offset); null when gone. */
async function serverOffset(id: string): Promise<number | null> {
  const response = await fetch(`/customerportal/Upload/Upload?patch=${encodeURIComponent(id)}`, {
    method: 'HEAD',
    headers: { Authorization: `Bearer ${getPortalRuntime().tokens.getAccessToken()}` },
  });
  return response.status === 200 ? Number(response.headers.get('Upload-Offset')) : null;
}

/** What the reference API stored for an upload (read by the test runner from its database). */
interface StoredUpload {
  sha256: string;
  filename: string | null;
  contentType: string | null;
  size: number;
  status: string;
}
async function storedUpload(uploadId: string): Promise<StoredUpload | null> {
  const answer = await executeServerCommand<{ upload: StoredUpload | null }, { uploadId: string }>(
    'reference-api:upload',
    { uploadId },
  );
  return answer.upload;
}

/** The attachment entries of an outbox mail (read by the test runner from the reference API's database). */
interface OutboxAttachment {
  filename: string | null;
  contentType: string | null;
  uploadId: string;
}
async function outboxAttachments(emailId: number): Promise<OutboxAttachment[] | null> {
  const answer = await executeServerCommand<{ attachments: OutboxAttachment[] | null }, { emailId: number }>(
    'reference-api:outbox-attachments',
    { emailId },
  );
  return answer.attachments;
}

async function sha256Hex(blob: Blob): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await blob.arrayBuffer()));
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The mails to the sales manager, newest first, read from the in-process API's database. */
async function outbox(): Promise<{ emailId: number; subject: string; body: string }[]> {
  const answer = await executeServerCommand<
    { mails: { emailId: number; subject: string; body: string }[] },
    { to: string }
  >('reference-api:mails-to', { to: SALES_MANAGER });
  return answer.mails;
}

describe('<cp-contact>', () => {
  before(async () => {
    const response = await fetch('/customerportal/Authentication/LoginWithCredentials', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailAddress: 'customer@example.com', password: 'Portal-demo-2026!' }),
    });
    expect(response.status).to.equal(200);
    getPortalRuntime().tokens.setTokens(await response.json());
  });

  afterEach(() => {
    onAnswer = null;
    spoilNextPatchToken = false;
    sent.length = 0;
    for (const element of document.querySelectorAll('cp-contact')) element.remove();
  });

  it('given an empty form is sent, it shows the required messages in Dutch; a bad e-mail gets the e-mail message', async () => {
    const element = mount('nl');
    await until(() => field(element, 'customerNumber')?.value === 'C-1001');
    await type(element, 'contactEmailAddress', '');
    await type(element, 'customerNumber', '');
    submit(element);
    await until(() => errorsOf(element, 'message'));
    expect(errorsOf(element, 'message')).to.equal('Dit veld is verplicht');
    expect(errorsOf(element, 'messageType')).to.equal('Dit veld is verplicht');
    expect(errorsOf(element, 'customerNumber')).to.equal('Dit veld is verplicht');
    await type(element, 'contactEmailAddress', 'pieter@');
    await until(() => errorsOf(element, 'contactEmailAddress') === 'Vul een geldig e-mailadres in');
    expect(sent.some((request) => request.url.includes('SendMessage'))).to.equal(false);
  });

  it('shows the same messages in English, prefilled from the profile', async () => {
    const element = mount('en');
    // The demo customer's profile fills in the contact e-mail address.
    await until(() => field(element, 'contactEmailAddress')?.value === 'customer@example.com');
    submit(element);
    await until(() => errorsOf(element, 'message'));
    expect(errorsOf(element, 'message')).to.equal('This field is required');
    expect(errorsOf(element, 'contactEmailAddress')).to.equal('');
    await type(element, 'contactEmailAddress', 'not an address');
    await until(() => errorsOf(element, 'contactEmailAddress') === 'Enter a valid e-mail address');
    expect(field(element, 'message')?.getAttribute('aria-invalid')).to.equal('true');
  });

  it('arrives prefilled with the customer: name, number and country in the element language', async () => {
    const element = mount('de');
    await until(() => field(element, 'customerNumber')?.value === 'C-1001');
    expect(field(element, 'customerDisplayName')?.value).to.equal('Van Dijk Verpakkingen B.V.');
    expect(field(element, 'customerCountry')?.value).to.equal('Niederlande');
    expect(field(element, 'contactEmailAddress')?.value).to.equal('customer@example.com');
    expect(field(element, 'customerNumber')?.querySelector('.cp-field__help')?.textContent).to.contain(
      'C-1001',
    );
  });

  it('given a customer number without its letters, it names the format and focuses the first invalid field', async () => {
    const element = mount('en');
    await until(() => field(element, 'customerNumber')?.value === 'C-1001');
    await type(element, 'customerNumber', '1001');
    submit(element);
    await until(() => errorsOf(element, 'customerNumber'));
    expect(errorsOf(element, 'customerNumber')).to.equal('Use the format C-1001');
    // messageType comes first in the form and is empty: it gets focus.
    await until(() => shadow(element).activeElement === field(element, 'messageType'));
  });

  it("given the server refuses a field, it shows the server's message at that field and keeps what was typed", async () => {
    const element = mount('en');
    await fillValidForm(element, 'server-check');
    // Passes the form's rule (any letters in the domain) but not the server's (ASCII domains only).
    await type(element, 'contactEmailAddress', 'pieter@bücher.example');
    submit(element);
    await until(() => errorsOf(element, 'contactEmailAddress'));
    expect(field(element, 'contactEmailAddress')?.getAttribute('aria-invalid')).to.equal('true');
    expect(field(element, 'customerNumber')?.value).to.equal('C-1001');
    const alert = await until(() => shadow(element).querySelector('.cp-card__alerts cp-sl-alert'));
    expect(alert.textContent).to.contain('The form contains errors');
  });

  it('sends the message to the sales manager, shows its reference until dismissed and keeps all but the message', async () => {
    const element = mount('en');
    const marker = `M${Date.now()}`;
    await fillValidForm(element, marker);
    submit(element);
    const confirmation = await until(() => shadow(element).querySelector<HTMLElement>('.contact__sent'));
    expect(confirmation.textContent).to.contain('Your message has been sent');
    const reference = /CP-\d{6}/.exec(confirmation.textContent ?? '')?.[0];
    expect(reference).to.be.a('string');
    await until(() => field(element, 'message')?.value === '');
    expect(field(element, 'customerNumber')?.value).to.equal('C-1001');
    expect(field(element, 'contactName')?.value).to.equal('Pieter de Vries');
    expect(field(element, 'messageType')?.value).to.equal('Question');
    // Still there a while later; gone once dismissed.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(shadow(element).querySelector('.contact__sent')).to.not.equal(null);
    (confirmation as HTMLElement & { hide(): Promise<void> }).hide();
    await until(() => shadow(element).querySelector('.contact__sent') === null);
    const mails = await outbox();
    const mail = mails.find((candidate) => candidate.subject.includes(marker));
    // In the sender's language (the account's): the demo customer's is Dutch unless a test changed it.
    expect(mail?.subject).to.match(
      new RegExp(`^\\[(Klantenportaal|Customer portal|Kundenportal|客户门户) ${reference}\\]`),
    );
    expect(mail?.subject).to.match(/Vraag|Question|Frage|问题/);
    expect(mail?.body).to.contain(`Can call-off 4500380 move to week 50? ${marker}`);
  });

  it('uploads a 12 MB PDF in chunks; the server holds a byte-identical file and the sent mail attaches it', async function () {
    (this as { timeout(ms: number): void }).timeout(60_000);
    const element = mount('en');
    const file = pdfOf(12_000_000, 'big.pdf', 'random');
    const generated = await sha256Hex(file);
    await addFiles(element, [file]);
    await until(() => itemState(element) === 'processing-complete', 45_000);
    const patches = sent.filter(
      (request) => request.method === 'PATCH' && request.url.includes('/Upload/Upload'),
    );
    expect(patches.length).to.be.at.least(3);
    expect(patches.every((request) => request.status === 204)).to.equal(true);
    const serverId = pondOf(element)?.getFiles()[0]?.serverId as string;
    expect(await serverOffset(serverId)).to.equal(file.size);
    expect(await storedUpload(serverId)).to.deep.equal({
      sha256: generated,
      filename: 'big.pdf',
      contentType: 'application/pdf',
      size: file.size,
      status: 'Complete',
    });
    expect(itemStatus(element)).to.contain('Upload complete');

    const marker = `F${Date.now()}`;
    await fillValidForm(element, marker);
    submit(element);
    await until(() => shadow(element).querySelector('.contact__sent'));
    const mail = (await outbox()).find((candidate) => candidate.subject.includes(marker));
    expect(mail?.body).to.contain('big.pdf');
    expect(await outboxAttachments(mail?.emailId as number)).to.deep.equal([
      { filename: 'big.pdf', contentType: 'application/pdf', uploadId: serverId },
    ]);
    // Emptying the form after sending leaves the attached bytes on the server.
    await until(() => shadow(element).querySelectorAll('.filepond--item').length === 0);
    // A revert is sent before the item leaves the view.
    expect(sent.filter((request) => request.url.includes('/Upload/Delete'))).to.deep.equal([]);
    expect((await storedUpload(serverId))?.sha256, 'the attached upload after sending').to.equal(generated);
  });

  it('given an .exe renamed .pdf, the server refuses it and the item says why in Dutch', async () => {
    const element = mount('nl');
    const bytes = new Uint8Array(2048);
    bytes.set(new TextEncoder().encode('MZ\x90\x00\x03\x00\x00\x00\x04\x00'), 0);
    await addFiles(element, [new File([bytes], 'setup.pdf', { type: 'application/pdf' })]);
    await until(() => itemState(element).includes('error'));
    expect(itemStatus(element)).to.contain('415 (Bestand is van een ongeldig type');
    // Headless Chromium points with a mouse: "click", not the touch screen's "tik".
    expect(itemStatus(element)).to.contain('klik om opnieuw te proberen');
  });

  it('given a file of another type, it refuses it before any upload with the translated type message', async () => {
    const element = mount('en');
    await addFiles(element, [new File(['hello'], 'notes.txt', { type: 'text/plain' })]);
    await until(() => itemState(element).includes('invalid'));
    expect(itemStatus(element)).to.equal('File is of invalid type | Expects JPEG, PNG or PDF');
    expect(sent.some((request) => request.url.includes('/Upload/'))).to.equal(false);
  });

  it('given more files than the form takes, it warns "Max files" and uploads none of them', async () => {
    const element = mount('en');
    const files = Array.from({ length: 11 }, (_, index) => pdfOf(1000, `page-${index}.pdf`));
    await addFiles(element, files);
    const warning = await until(() => shadow(element).querySelector('.upload-field cp-sl-alert'));
    expect(warning.textContent).to.equal('Max files: 10');
    expect(shadow(element).querySelectorAll('.filepond--item')).to.have.length(0);
    expect(sent.some((request) => request.url.includes('/Upload/'))).to.equal(false);
  });

  it('reverts an upload: the undo button deletes it on the server', async () => {
    const element = mount('en');
    await addFiles(element, [pdfOf(20_000, 'small.pdf')]);
    await until(() => itemState(element) === 'processing-complete');
    const serverId = pondOf(element)?.getFiles()[0]?.serverId as string;
    expect(await serverOffset(serverId)).to.equal(20_000);
    const undo = await until(() =>
      shadow(element).querySelector<HTMLButtonElement>('.filepond--action-revert-item-processing'),
    );
    // FilePond keeps a button disabled while it fades in.
    await until(() => !undo.disabled);
    undo.click();
    let offset: number | null = 20_000;
    for (let tries = 0; offset !== null && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      offset = await serverOffset(serverId);
    }
    expect(offset).to.equal(null);
  });

  it('given the access token expires mid-upload, it refreshes once and the upload completes', async function () {
    (this as { timeout(ms: number): void }).timeout(60_000);
    const { tokens } = getPortalRuntime();
    const tokenBefore = tokens.getAccessToken();
    const element = mount('en');
    // After the first chunk the server refuses the token the page still holds, as it does once
    // the token has expired on the server's clock; the page learns it only from the 401.
    onAnswer = (request) => {
      if (request.method !== 'PATCH') return;
      onAnswer = null;
      spoilNextPatchToken = true;
    };
    const file = pdfOf(11_000_000, 'expiring.pdf');
    await addFiles(element, [file]);
    await until(() => itemState(element) === 'processing-complete', 45_000);
    const refreshes = sent.filter((request) => request.url.includes('RefreshAccessToken'));
    expect(refreshes.length).to.equal(1);
    expect(sent.filter((request) => request.status === 401).length).to.equal(1);
    expect(tokens.getAccessToken()).to.not.equal(tokenBefore);
    const patchStatuses = sent
      .filter((request) => request.method === 'PATCH')
      .map((request) => request.status);
    // One chunk refused once, then sent again with the refreshed token; every other chunk once.
    expect(patchStatuses.filter((status) => status === 401)).to.have.length(1);
    expect(patchStatuses.filter((status) => status === 204)).to.have.length(3);
    const serverId = pondOf(element)?.getFiles()[0]?.serverId as string;
    expect(await serverOffset(serverId)).to.equal(file.size);
  });

  it('has no serious or critical accessibility violations', async () => {
    const element = mount('en');
    await until(() => field(element, 'salesManagerId')?.querySelector('cp-sl-option'));
    // The drop label fades in: contrast is judged once it is fully shown.
    await until(() => {
      const label = shadow(element).querySelector('.filepond--drop-label');
      return label && getComputedStyle(label).opacity === '1';
    });
    const results = await axe.run(element);
    const serious = results.violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    expect(
      serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`),
    ).to.deep.equal([]);
  });
});
