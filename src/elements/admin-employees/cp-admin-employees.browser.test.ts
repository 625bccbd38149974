import { expect } from 'chai';
import { deleteEmployee, getEmployeesTable } from '../../core/api/browser-contract/admin-employees.ts';
import { getPortalRuntime } from '../../core/runtime/portal-runtime.ts';
import { afterEach, describe, it } from '../../ui/element/mocha-globals.ts';
import {
  asStaffInEnglish,
  buttonIn,
  buttonLabels,
  cellTexts,
  errorsOf,
  field,
  idle,
  logInAs,
  mountElement,
  openCreateDialog,
  openDialog,
  removeMounted,
  rowButton,
  rowOf,
  rows,
  type SlElement,
  search,
  seriousViolations,
  shadowOf,
  shown,
  showRow,
  snackbar,
  type,
  until,
} from '../../ui/testing/element-test-kit.ts';
import './cp-admin-employees.ts';

const mount = (attributes?: string) => mountElement('cp-admin-employees', attributes);

async function createEmployee(element: HTMLElement, email: string, first: string, last: string) {
  const dialog = await openCreateDialog(element);
  expect(dialog.label).to.equal('New employee');
  type(field(dialog, 'emailAddress'), email);
  type(field(dialog, 'firstName'), first);
  type(field(dialog, 'lastName'), last);
  buttonIn(dialog, 'Create employee')?.click();
  await until(() => !openDialog(element));
}

describe('<cp-admin-employees>', () => {
  const stamp = Date.now();
  asStaffInEnglish();

  afterEach(() => removeMounted('cp-admin-employees'));

  it('creates an employee through the dialog, tells the activation mail went out, and edits it', async () => {
    const element = mount();
    const email = `employee-${stamp}@example.com`;
    await createEmployee(element, email, 'Ada', `Lovelace ${stamp}`);
    expect(snackbar()).to.equal(`An activation e-mail was sent to ${email}.`);
    const row = await showRow(element, email);
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
    const dialog = await openCreateDialog(element);
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
    const dialog = await openCreateDialog(element);
    type(field(dialog, 'emailAddress'), 'staff@example.com');
    type(field(dialog, 'firstName'), 'Double');
    type(field(dialog, 'lastName'), `Booked ${stamp}`);
    buttonIn(dialog, 'Create employee')?.click();
    await until(() => errorsOf(field(dialog, 'emailAddress')) === 'This e-mail address is already in use');
    const alert = await until(() => dialog.querySelector('cp-sl-alert[variant="danger"]'));
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
    const row = await showRow(element, email);
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
    const row = await showRow(element, email);
    rowButton(row, 'Delete employee').click();
    const confirm = await until(() => openDialog(element));
    expect(confirm.label).to.equal(`Delete Alan Turing ${stamp}?`);
    expect(confirm.textContent).to.contain(`The login ${email} and all its data are deleted.`);
    const phrase = confirm.querySelector<SlElement>('cp-sl-input.cp-field') as SlElement;
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
    const row = await showRow(element, email);
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
    const alert = await until(() => edit.querySelector('cp-sl-alert[variant="danger"]'));
    expect(alert.textContent).to.match(/^The selected employee was not found\. /);
    expect(openDialog(element)).to.equal(edit);
  });

  it('as an agent, offers nothing to do and shows the refusal of the list', async () => {
    await logInAs('agent@example.com');
    try {
      const element = mount();
      await until(() => shadowOf(element)?.querySelector('cp-sl-alert[variant="danger"]'));
      expect(shadowOf(element).querySelector('[part="create-button"]')).to.equal(null);
    } finally {
      await logInAs('staff@example.com');
    }
  });

  it('has no serious or critical accessibility violations with a dialog open, light and dark', async () => {
    for (const theme of ['light', 'dark']) {
      const element = mount(`lang="en" theme="${theme}"`);
      await until(() => rows(element).length > 0 && idle(element));
      const dialog = await shown(await openCreateDialog(element));
      type(field(dialog, 'emailAddress'), 'bad');
      await until(() => errorsOf(field(dialog, 'emailAddress')));
      expect(await seriousViolations(element), theme).to.deep.equal([]);
      element.parentElement?.remove();
    }
  });
});
