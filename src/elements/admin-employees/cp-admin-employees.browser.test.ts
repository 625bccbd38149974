import axe from 'axe-core';
import { expect } from 'chai';
import { deleteEmployee, getEmployeesTable } from '../../core/api/contract/admin.ts';
import type { TokenPair } from '../../core/api/contract/authentication.ts';
import { getPortalRuntime } from '../../core/runtime/portal-runtime.ts';
import { TABLE_REQUESTS_KEY } from '../../core/table/table-request-store.ts';
import './cp-admin-employees.ts';

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

async function logIn(emailAddress: string): Promise<void> {
  const response = await fetch('/customerportal/Authentication/LoginWithCredentials', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress, password: 'Portal-demo-2026!' }),
  });
  expect(response.status).to.equal(200);
  getPortalRuntime().tokens.setTokens((await response.json()) as TokenPair);
}

function mount(attributes = 'lang="en"'): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = `<cp-admin-employees ${attributes}></cp-admin-employees>`;
  document.body.append(holder);
  return holder.firstElementChild as HTMLElement;
}

const shadowOf = (element: HTMLElement) => element.shadowRoot as ShadowRoot;
const rows = (element: HTMLElement) => [
  ...shadowOf(element).querySelectorAll<HTMLTableRowElement>('tr[part="row"]'),
];
const idle = (element: HTMLElement) => !shadowOf(element).querySelector('sl-progress-bar');
const rowOf = (element: HTMLElement, email: string) =>
  rows(element).find((row) => row.cells[0]?.textContent === email);
const cellTexts = (row: HTMLTableRowElement) => [...row.cells].map((cell) => cell.textContent ?? '');
const buttonLabels = (row: HTMLTableRowElement) =>
  [...row.querySelectorAll<SlElement>('sl-icon-button')].map((button) => button.label);
const rowButton = (row: HTMLTableRowElement, label: string) =>
  [...row.querySelectorAll<SlElement>('sl-icon-button')].find(
    (button) => button.label === label,
  ) as SlElement;
const openDialog = (element: HTMLElement) =>
  [...shadowOf(element).querySelectorAll<SlElement>('sl-dialog')].find((dialog) => dialog.open);

/** Waits for a dialog's opening animation: colours checked halfway are blended with the page. */
async function shown(dialog: SlElement): Promise<SlElement> {
  await Promise.all((dialog.shadowRoot?.getAnimations() ?? []).map((animation) => animation.finished));
  return dialog;
}
const buttonIn = (root: ParentNode, text: string) =>
  [...root.querySelectorAll<SlElement>('sl-button')].find((button) => button.textContent?.trim() === text);
// React sets `name` as a property of the Shoelace fields, which do not reflect it as an attribute.
const field = (dialog: Element, name: string) =>
  [...dialog.querySelectorAll<SlElement & { name: string }>('sl-input')].find(
    (input) => input.name === name,
  ) as SlElement;
const errorsOf = (input: SlElement) => input.querySelector('.cp-field__errors')?.textContent ?? '';
const snackbar = () => getPortalRuntime().snackbar.get().message;

/** Types into a Shoelace input as a user would: the value changes, then the field loses focus. */
function type(input: SlElement, text: string) {
  input.value = text;
  input.dispatchEvent(new CustomEvent('sl-input', { bubbles: true, composed: true }));
  input.dispatchEvent(new CustomEvent('sl-blur', { bubbles: true, composed: true }));
}

async function search(element: HTMLElement, text: string) {
  const input = await until(() => shadowOf(element)?.querySelector<SlElement>('sl-input.search'));
  input.value = text;
  input.dispatchEvent(new CustomEvent('sl-input', { bubbles: true, composed: true }));
}

async function showEmployee(element: HTMLElement, email: string): Promise<HTMLTableRowElement> {
  await search(element, email);
  return until(() => idle(element) && rowOf(element, email));
}

async function openCreate(element: HTMLElement): Promise<SlElement> {
  (await until(() => shadowOf(element)?.querySelector<HTMLElement>('[part="create-button"]'))).click();
  return until(() => openDialog(element));
}

async function createEmployee(element: HTMLElement, email: string, first: string, last: string) {
  const dialog = await openCreate(element);
  expect(dialog.label).to.equal('New employee');
  type(field(dialog, 'emailAddress'), email);
  type(field(dialog, 'firstName'), first);
  type(field(dialog, 'lastName'), last);
  buttonIn(dialog, 'Create employee')?.click();
  await until(() => !openDialog(element));
}

describe('<cp-admin-employees>', () => {
  const stamp = Date.now();
  const pageLanguage = getPortalRuntime().preferences.get().languageCode;

  before(async () => {
    await logIn('staff@example.com');
    // The server words its messages in the page's language (accept-language), not the element's.
    getPortalRuntime().preferences.set({ languageCode: 'en' });
  });

  after(async () => {
    getPortalRuntime().preferences.set({ languageCode: pageLanguage });
  });

  afterEach(() => {
    for (const element of document.querySelectorAll('cp-admin-employees')) element.parentElement?.remove();
    getPortalRuntime().storage.removeItem(TABLE_REQUESTS_KEY);
    getPortalRuntime().queryClient.clear();
  });

  it('creates an employee through the dialog, tells the activation mail went out, and edits it', async () => {
    const element = mount();
    const email = `employee-${stamp}@example.com`;
    await createEmployee(element, email, 'Ada', `Lovelace ${stamp}`);
    expect(snackbar()).to.equal(`An activation e-mail was sent to ${email}.`);
    const row = await showEmployee(element, email);
    expect(cellTexts(row).slice(0, 6)).to.deep.equal([
      email,
      'Ada',
      `Lovelace ${stamp}`,
      'Not activated',
      'No',
      'Never',
    ]);
    expect(buttonLabels(row)).to.include.members([
      'Edit',
      'Disable employee',
      'Resend activation e-mail',
      'Delete employee',
    ]);

    rowButton(row, 'Edit').click();
    const edit = await until(() => openDialog(element));
    expect(edit.label).to.equal('Edit employee');
    await until(() => field(edit, 'firstName')?.value === 'Ada');
    type(field(edit, 'firstName'), 'Augusta Ada');
    buttonIn(edit, 'Save')?.click();
    await until(() => !openDialog(element));
    await until(() => rowOf(element, email)?.cells[1]?.textContent === 'Augusta Ada');
    expect(snackbar()).to.equal(`Augusta Ada Lovelace ${stamp} was saved.`);
  });

  it('given a bad e-mail address or missing names, shows the rules under the fields and sends nothing', async () => {
    const element = mount();
    const dialog = await openCreate(element);
    type(field(dialog, 'emailAddress'), 'not-an-address');
    await until(() => errorsOf(field(dialog, 'emailAddress')) === 'Enter a valid e-mail address');
    buttonIn(dialog, 'Create employee')?.click();
    await until(() => errorsOf(field(dialog, 'firstName')) === 'This field is required');
    expect(errorsOf(field(dialog, 'lastName'))).to.equal('This field is required');
    expect(openDialog(element)).to.equal(dialog);
    expect(field(dialog, 'emailAddress').value, 'what was typed stays').to.equal('not-an-address');
  });

  it('given an e-mail address in use, shows the refusal under the field and keeps what was typed', async () => {
    const element = mount();
    const dialog = await openCreate(element);
    type(field(dialog, 'emailAddress'), 'staff@example.com');
    type(field(dialog, 'firstName'), 'Double');
    type(field(dialog, 'lastName'), `Booked ${stamp}`);
    buttonIn(dialog, 'Create employee')?.click();
    await until(() => errorsOf(field(dialog, 'emailAddress')) === 'This e-mail address is already in use');
    const alert = await until(() => dialog.querySelector('sl-alert[variant="danger"]'));
    expect(alert.textContent).to.match(/^The employee could not be created\. /);
    expect(field(dialog, 'lastName').value).to.equal(`Booked ${stamp}`);
  });

  it("offers only edit on the caller's own row", async () => {
    const element = mount();
    await search(element, 'staff@example.com');
    const own = await until(
      () => idle(element) && rows(element).find((row) => row.cells[0]?.textContent?.startsWith('staff@')),
    );
    expect(own.cells[0]?.textContent).to.equal('staff@example.com You');
    expect(buttonLabels(own)).to.deep.equal(['Edit']);
  });

  it('disables an employee after saying what happens, and enables it again', async () => {
    const element = mount();
    const email = `disable-employee-${stamp}@example.com`;
    await createEmployee(element, email, 'Grace', `Hopper ${stamp}`);
    const row = await showEmployee(element, email);
    rowButton(row, 'Disable employee').click();
    const confirm = await until(() => openDialog(element));
    expect(confirm.label).to.equal(`Disable Grace Hopper ${stamp}?`);
    expect(confirm.textContent).to.contain(
      `Grace Hopper ${stamp} (${email}) can no longer log in; open sessions end.`,
    );
    buttonIn(confirm, 'Disable')?.click();
    await until(() => !openDialog(element));
    await until(() => rowOf(element, email)?.cells[3]?.textContent === 'Disabled');
    expect(buttonLabels(rowOf(element, email) as HTMLTableRowElement)).to.not.include('Disable employee');
    rowButton(rowOf(element, email) as HTMLTableRowElement, 'Enable employee').click();
    await until(() => rowOf(element, email)?.cells[3]?.textContent === 'Not activated');
    expect(snackbar()).to.equal(`Grace Hopper ${stamp} can log in again.`);
  });

  it('deletes an employee only once its e-mail address is typed', async () => {
    const element = mount();
    const email = `delete-employee-${stamp}@example.com`;
    await createEmployee(element, email, 'Alan', `Turing ${stamp}`);
    const row = await showEmployee(element, email);
    rowButton(row, 'Delete employee').click();
    const confirm = await until(() => openDialog(element));
    expect(confirm.label).to.equal(`Delete Alan Turing ${stamp}?`);
    expect(confirm.textContent).to.contain(`The login ${email} and all its data are deleted.`);
    const phrase = confirm.querySelector<SlElement>('sl-input.cp-field') as SlElement;
    expect(phrase.label).to.equal(`Type ${email} to confirm`);
    const deleteButton = buttonIn(confirm, 'Delete for good') as SlElement;
    expect(deleteButton.disabled).to.equal(true);
    type(phrase, 'someone-else@example.com');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(deleteButton.disabled, 'a wrong address does not confirm').to.equal(true);
    type(phrase, email.toUpperCase());
    await until(() => !deleteButton.disabled);
    deleteButton.click();
    await until(() => !openDialog(element));
    await until(() => idle(element) && shadowOf(element).querySelector('.no-data'));
    expect(snackbar()).to.equal(`Alan Turing ${stamp} and all its data were deleted.`);
  });

  it('given the employee was deleted meanwhile, says the selected employee was not found', async () => {
    const element = mount();
    const email = `vanished-${stamp}@example.com`;
    await createEmployee(element, email, 'Vanishing', `Employee ${stamp}`);
    const row = await showEmployee(element, email);
    rowButton(row, 'Edit').click();
    const edit = await until(() => openDialog(element));
    await until(() => field(edit, 'emailAddress')?.value === email);
    // Another administrator deletes the employee while the dialog is open.
    const { api } = getPortalRuntime();
    const page = await api.call(getEmployeesTable, {
      body: { page: 1, rowsPerPage: 10, descending: false, search: email },
    });
    const accountId = page.items.find((item) => item.emailAddress === email)?.id as number;
    await api.call(deleteEmployee, { body: { accountId, confirmEmailAddress: email } });
    type(field(edit, 'lastName'), 'Changed');
    buttonIn(edit, 'Save')?.click();
    const alert = await until(() => edit.querySelector('sl-alert[variant="danger"]'));
    expect(alert.textContent).to.match(/^The selected employee was not found\. /);
    expect(openDialog(element)).to.equal(edit);
  });

  it('as an agent, offers nothing to do and shows the refusal of the list', async () => {
    await logIn('agent@example.com');
    try {
      const element = mount();
      await until(() => shadowOf(element)?.querySelector('sl-alert[variant="danger"]'));
      expect(shadowOf(element).querySelector('[part="create-button"]')).to.equal(null);
    } finally {
      await logIn('staff@example.com');
    }
  });

  it('has no serious or critical accessibility violations with a dialog open, light and dark', async () => {
    for (const theme of ['light', 'dark']) {
      const element = mount(`lang="en" theme="${theme}"`);
      await until(() => rows(element).length > 0 && idle(element));
      const dialog = await shown(await openCreate(element));
      type(field(dialog, 'emailAddress'), 'bad');
      await until(() => errorsOf(field(dialog, 'emailAddress')));
      const results = await axe.run(element, { resultTypes: ['violations'] });
      const serious = results.violations.filter((violation) =>
        ['serious', 'critical'].includes(violation.impact ?? ''),
      );
      expect(
        serious.map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
        theme,
      ).to.deep.equal([]);
      element.parentElement?.remove();
    }
  });
});
