import axe from 'axe-core';
import { expect } from 'chai';
import { createClient, createLogin, deleteClient, deleteLogin } from '../../core/api/contract/admin.ts';
import { getPortalRuntime } from '../../core/runtime/portal-runtime.ts';
import { TABLE_REQUESTS_KEY } from '../../core/table/table-request-store.ts';
import './cp-admin-clients.ts';

// Mocha's globals, provided by @web/test-runner in the page.
declare const describe: (name: string, body: () => void) => void;
declare const it: (name: string, body: () => Promise<void>) => void;
declare const before: (body: () => Promise<void>) => void;
declare const after: (body: () => Promise<void>) => void;
declare const afterEach: (body: () => void) => void;

type SlElement = HTMLElement & { value: string; open: boolean; label: string; disabled: boolean };

async function until<T>(read: () => T | null | undefined | false, timeout = 8000): Promise<T> {
  const start = performance.now();
  for (;;) {
    const value = read();
    if (value) return value;
    if (performance.now() - start > timeout) throw new Error(`Timed out waiting for ${read}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function mount(attributes = 'lang="en"'): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = `<cp-admin-clients ${attributes}></cp-admin-clients>`;
  document.body.append(holder);
  return holder.firstElementChild as HTMLElement;
}

const shadowOf = (element: HTMLElement) => element.shadowRoot as ShadowRoot;
const rows = (element: HTMLElement) => [
  ...shadowOf(element).querySelectorAll<HTMLTableRowElement>('tr[part="row"]'),
];
const idle = (element: HTMLElement) => !shadowOf(element).querySelector('sl-progress-bar');
const rowOf = (element: HTMLElement, customerNumber: string) =>
  rows(element).find((row) => row.cells[0]?.textContent === customerNumber);
const cellTexts = (row: HTMLTableRowElement) => [...row.cells].map((cell) => cell.textContent ?? '');
const rowButton = (row: HTMLTableRowElement, label: string) =>
  [...row.querySelectorAll<SlElement>('sl-icon-button')].find((button) => button.label === label);
const openDialog = (element: HTMLElement) =>
  [...shadowOf(element).querySelectorAll<SlElement>('sl-dialog')].find((dialog) => dialog.open);
/** Closed, its hide animation over (a user cannot click through the fading overlay either). */
const closed = (dialog: SlElement) =>
  !dialog.open && (dialog.shadowRoot?.querySelector('[part="base"]') as HTMLElement | null)?.hidden;
const buttonIn = (root: ParentNode, text: string) =>
  [...root.querySelectorAll<SlElement>('sl-button')].find((button) => button.textContent?.trim() === text);
const field = (dialog: Element, name: string) =>
  [...dialog.querySelectorAll<SlElement & { name: string }>('sl-input')].find(
    (input) => input.name === name,
  ) as SlElement;
const errorsOf = (input: SlElement) => input.querySelector('.cp-field__errors')?.textContent ?? '';
const alertIn = (dialog: Element) => dialog.querySelector('sl-alert[variant="danger"]')?.textContent ?? '';

/** Types into a Shoelace input as a user would: the value changes, then the field loses focus. */
function type(input: SlElement, text: string) {
  input.value = text;
  input.dispatchEvent(new CustomEvent('sl-input', { bubbles: true, composed: true }));
  input.dispatchEvent(new CustomEvent('sl-blur', { bubbles: true, composed: true }));
}

async function showClient(element: HTMLElement, customerNumber: string): Promise<HTMLTableRowElement> {
  const input = await until(() => shadowOf(element)?.querySelector<SlElement>('sl-input.search'));
  input.value = customerNumber;
  input.dispatchEvent(new CustomEvent('sl-input', { bubbles: true, composed: true }));
  return until(() => idle(element) && rowOf(element, customerNumber));
}

async function openCreateDialog(element: HTMLElement): Promise<SlElement> {
  (await until(() => shadowOf(element)?.querySelector<HTMLElement>('[part="create-button"]'))).click();
  const dialog = await until(() => openDialog(element));
  expect(dialog.label).to.equal('New client');
  return dialog;
}

describe('<cp-admin-clients>', () => {
  const stamp = Date.now();
  const { api } = getPortalRuntime();
  const cleanup: (() => Promise<unknown>)[] = [];
  const pageLanguage = getPortalRuntime().preferences.get().languageCode;

  before(async () => {
    const response = await fetch('/customerportal/Authentication/LoginWithCredentials', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailAddress: 'staff@example.com', password: 'Portal-demo-2026!' }),
    });
    expect(response.status).to.equal(200);
    getPortalRuntime().tokens.setTokens(await response.json());
    // The server words its refusals in the page's language (accept-language), not the element's.
    getPortalRuntime().preferences.set({ languageCode: 'en' });
  });

  after(async () => {
    getPortalRuntime().preferences.set({ languageCode: pageLanguage });
    for (const step of cleanup) await step().catch(() => undefined);
  });

  afterEach(() => {
    for (const element of document.querySelectorAll('cp-admin-clients')) element.parentElement?.remove();
    getPortalRuntime().storage.removeItem(TABLE_REQUESTS_KEY);
    getPortalRuntime().queryClient.clear();
  });

  it('creates a client through the dialog, finds its row, and edits it', async () => {
    const element = mount();
    const number = `C-${stamp}`;
    const dialog = await openCreateDialog(element);
    type(field(dialog, 'displayName'), `Test client ${stamp}`);
    type(field(dialog, 'customerNumber'), number);
    type(field(dialog, 'countryCode'), 'BE');
    type(field(dialog, 'addressLine'), 'Kaai 12');
    type(field(dialog, 'postalCode'), '2000');
    type(field(dialog, 'city'), 'Antwerpen');
    buttonIn(dialog, 'Create')?.click();
    await until(() => closed(dialog));
    const row = await showClient(element, number);
    expect(cellTexts(row).slice(0, 7)).to.deep.equal([
      number,
      `Test client ${stamp}`,
      'BE',
      'Antwerpen',
      '—',
      '0',
      'Active',
    ]);

    rowButton(row, 'Edit')?.click();
    const edit = await until(() => openDialog(element));
    expect(edit.label).to.equal(`Edit client Test client ${stamp}`);
    expect(field(edit, 'addressLine').value).to.equal('Kaai 12');
    type(field(edit, 'city'), 'Gent');
    buttonIn(edit, 'Save')?.click();
    await until(() => closed(edit));
    await until(() => idle(element) && rowOf(element, number)?.cells[3]?.textContent === 'Gent');
  });

  it('given bad fields, shows each rule under its field and keeps what was typed', async () => {
    const element = mount();
    const dialog = await openCreateDialog(element);
    type(field(dialog, 'countryCode'), 'nl');
    await until(() => errorsOf(field(dialog, 'countryCode')) === 'Only capital letters are allowed');
    type(field(dialog, 'countryCode'), 'NLD');
    await until(() => errorsOf(field(dialog, 'countryCode')) === 'Must be exactly 2 characters');
    type(field(dialog, 'customerNumber'), 'AB 12');
    await until(() => errorsOf(field(dialog, 'customerNumber')) === 'Invalid format');
    buttonIn(dialog, 'Create')?.click();
    await until(() => errorsOf(field(dialog, 'displayName')) === 'This field is required');
    expect(field(dialog, 'customerNumber').value).to.equal('AB 12');
    expect(openDialog(element)).to.equal(dialog);
  });

  it("given a customer number that is taken, shows the server's message under the field", async () => {
    const existing = await api.call(createClient, {
      body: {
        displayName: `Taken ${stamp}`,
        customerNumber: `T-${stamp}`,
        countryCode: 'NL',
        city: null,
        addressLine: null,
        postalCode: null,
      },
    });
    cleanup.push(() => api.call(deleteClient, { body: { clientId: existing.id } }));
    const element = mount();
    const dialog = await openCreateDialog(element);
    type(field(dialog, 'displayName'), `Second ${stamp}`);
    type(field(dialog, 'customerNumber'), `t-${stamp}`);
    type(field(dialog, 'countryCode'), 'NL');
    buttonIn(dialog, 'Create')?.click();
    await until(() => alertIn(dialog).startsWith('The client could not be created.'));
    await until(() => errorsOf(field(dialog, 'customerNumber')));
    expect(errorsOf(field(dialog, 'customerNumber'))).to.not.contain('errors.');
    expect(field(dialog, 'displayName').value, 'what was typed stays').to.equal(`Second ${stamp}`);
    expect(openDialog(element)).to.equal(dialog);
  });

  it('disables a client after a confirmation that names the consequence, and enables it again', async () => {
    const client = await api.call(createClient, {
      body: {
        displayName: `Disabled ${stamp}`,
        customerNumber: `D-${stamp}`,
        countryCode: 'DE',
        city: null,
        addressLine: null,
        postalCode: null,
      },
    });
    cleanup.push(() => api.call(deleteClient, { body: { clientId: client.id } }));
    const element = mount();
    const row = await showClient(element, `D-${stamp}`);
    expect(rowButton(row, 'Enable'), 'an active client offers no Enable').to.equal(undefined);
    rowButton(row, 'Disable')?.click();
    const confirm = await until(() => openDialog(element));
    expect(confirm.label).to.equal('Disable client?');
    expect(confirm.textContent).to.contain('its logins can no longer log in');
    buttonIn(confirm, 'Disable')?.click();
    await until(() => closed(confirm));
    await until(
      () => idle(element) && cellTexts(rowOf(element, `D-${stamp}`) as HTMLTableRowElement)[6] === 'Disabled',
    );

    rowButton(rowOf(element, `D-${stamp}`) as HTMLTableRowElement, 'Enable')?.click();
    await until(
      () => idle(element) && cellTexts(rowOf(element, `D-${stamp}`) as HTMLTableRowElement)[6] === 'Active',
    );
  });

  it('refuses to delete a client while a login remains, showing why; deletes it once none is left', async () => {
    const client = await api.call(createClient, {
      body: {
        displayName: `Deleted ${stamp}`,
        customerNumber: `X-${stamp}`,
        countryCode: 'NL',
        city: null,
        addressLine: null,
        postalCode: null,
      },
    });
    const dropClient = () => api.call(deleteClient, { body: { clientId: client.id } });
    cleanup.push(dropClient);
    const login = await api.call(createLogin, {
      body: {
        emailAddress: `client-login-${stamp}@example.com`,
        displayName: 'Client login',
        accountType: 'customer',
        clientId: client.id,
        agentId: null,
        languageId: null,
      },
    });
    const element = mount();
    const row = await showClient(element, `X-${stamp}`);
    expect(cellTexts(row)[5]).to.equal('1');
    rowButton(row, 'Delete')?.click();
    const confirm = await until(() => openDialog(element));
    expect(confirm.label).to.equal('Delete client?');
    buttonIn(confirm, 'Delete')?.click();
    await until(() => alertIn(confirm));
    expect(alertIn(confirm)).to.match(/^The client could not be deleted\. \S/);
    expect(alertIn(confirm)).to.contain('This client still has 1 login.');
    expect(openDialog(element)).to.equal(confirm);
    buttonIn(confirm, 'Cancel')?.click();
    await until(() => closed(confirm));

    await api.call(deleteLogin, { body: { accountId: login.id } });
    [...shadowOf(element).querySelectorAll<SlElement>('sl-icon-button')]
      .find((button) => button.label === 'Refresh')
      ?.click();
    await until(() => idle(element) && rowOf(element, `X-${stamp}`)?.cells[5]?.textContent === '0');
    rowButton(rowOf(element, `X-${stamp}`) as HTMLTableRowElement, 'Delete')?.click();
    const second = await until(() => openDialog(element));
    expect(alertIn(second), 'the earlier refusal is gone').to.equal('');
    buttonIn(second, 'Delete')?.click();
    await until(() => closed(second));
    await until(() => idle(element) && shadowOf(element).querySelector('.no-data'));
    cleanup.splice(cleanup.indexOf(dropClient), 1);
  });

  it('speaks German with lang="de"', async () => {
    const element = mount('lang="de"');
    await until(() => rows(element).length > 0);
    const headers = [...shadowOf(element).querySelectorAll('th')].map((th) =>
      (th.textContent ?? '').replace(/[↑↓]/g, '').trim(),
    );
    expect(headers).to.include.members(['Kundennummer', 'Ort']);
    expect(shadowOf(element).querySelector('[part="create-button"]')?.textContent).to.contain('Neuer Kunde');
  });

  it('has no serious or critical accessibility violations, with and without a dialog open, light and dark', async () => {
    const serious = async (context: axe.ElementContext) => {
      const results = await axe.run(context, { resultTypes: ['violations'] });
      return results.violations
        .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
    };
    for (const theme of ['light', 'dark']) {
      const element = mount(`lang="en" theme="${theme}"`);
      await until(() => rows(element).length > 0 && idle(element));
      expect(await serious(element), `${theme}, the table`).to.deep.equal([]);
      const dialog = await openCreateDialog(element);
      type(field(dialog, 'countryCode'), 'x');
      await until(() => errorsOf(field(dialog, 'countryCode')));
      // The dialog alone: the page behind the modal's overlay is dimmed on purpose.
      expect(
        await serious({
          include: [['cp-admin-clients', 'sl-dialog[open]']],
        } as unknown as axe.ElementContext),
        `${theme}, the form dialog`,
      ).to.deep.equal([]);
      element.parentElement?.remove();
    }
  });
});
