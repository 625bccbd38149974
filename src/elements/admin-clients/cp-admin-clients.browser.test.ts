import { expect } from 'chai';
import { createClient, deleteClient } from '../../core/api/browser-contract/admin-clients.ts';
import { createLogin, deleteLogin } from '../../core/api/browser-contract/admin-logins.ts';
import { getPortalRuntime } from '../../core/runtime/portal-runtime.ts';
import { after, afterEach, describe, it } from '../../ui/element/mocha-globals.ts';
import {
  asStaffInEnglish,
  buttonIn,
  cellTexts,
  closed,
  errorsOf,
  field,
  idle,
  mountElement,
  openCreateDialog,
  openDialog,
  openDialogOf,
  removeMounted,
  rowButton,
  rowOf,
  rows,
  type SlElement,
  seriousViolations,
  shadowOf,
  showRow,
  type,
  until,
} from '../../ui/testing/element-test-kit.ts';
import './cp-admin-clients.ts';

const mount = (attributes?: string) => mountElement('cp-admin-clients', attributes);
const alertIn = (dialog: Element) => dialog.querySelector('cp-sl-alert[variant="danger"]')?.textContent ?? '';

async function openClientDialog(element: HTMLElement): Promise<SlElement> {
  const dialog = await openCreateDialog(element);
  expect(dialog.label).to.equal('New client');
  return dialog;
}

describe('<cp-admin-clients>', () => {
  const stamp = Date.now();
  const { api } = getPortalRuntime();
  const cleanup: (() => Promise<unknown>)[] = [];
  asStaffInEnglish();

  after(async () => {
    for (const step of cleanup) await step().catch(() => undefined);
  });

  afterEach(() => removeMounted('cp-admin-clients'));

  it('creates a client through the dialog, finds its row, and edits it', async () => {
    const element = mount();
    const number = `C-${stamp}`;
    const dialog = await openClientDialog(element);
    type(field(dialog, 'displayName'), `Test client ${stamp}`);
    type(field(dialog, 'customerNumber'), number);
    type(field(dialog, 'countryCode'), 'BE');
    type(field(dialog, 'addressLine'), 'Kaai 12');
    type(field(dialog, 'postalCode'), '2000');
    type(field(dialog, 'city'), 'Antwerpen');
    buttonIn(dialog, 'Create')?.click();
    await until(() => closed(dialog));
    const row = await showRow(element, number);
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
    const dialog = await openClientDialog(element);
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
    const dialog = await openClientDialog(element);
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
    const row = await showRow(element, `D-${stamp}`);
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
    const row = await showRow(element, `X-${stamp}`);
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
    [...shadowOf(element).querySelectorAll<SlElement>('cp-sl-icon-button')]
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
    for (const theme of ['light', 'dark']) {
      const element = mount(`lang="en" theme="${theme}"`);
      await until(() => rows(element).length > 0 && idle(element));
      expect(await seriousViolations(element), `${theme}, the table`).to.deep.equal([]);
      const dialog = await openClientDialog(element);
      type(field(dialog, 'countryCode'), 'x');
      await until(() => errorsOf(field(dialog, 'countryCode')));
      // The dialog alone: the page behind the modal's overlay is dimmed on purpose.
      expect(
        await seriousViolations(openDialogOf('cp-admin-clients')),
        `${theme}, the form dialog`,
      ).to.deep.equal([]);
      element.parentElement?.remove();
    }
  });

  it('given page-size 25, opens on 25 rows per page and follows a later change to 50', async () => {
    const element = mount('lang="en" page-size="25"');
    const rowsPerPage = () =>
      shadowOf(element).querySelector<HTMLSelectElement>('select.rows-per-page')?.value;
    await until(() => idle(element) && rows(element).length > 0);
    expect(rowsPerPage()).to.equal('25');
    element.setAttribute('page-size', '50');
    await until(() => rowsPerPage() === '50');
  });
});
