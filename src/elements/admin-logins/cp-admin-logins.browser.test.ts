import { executeServerCommand } from '@web/test-runner-commands';
import { expect } from 'chai';
import { getPortalRuntime } from '../../core/runtime/portal-runtime.ts';
import { afterEach, describe, it } from '../../ui/element/mocha-globals.ts';
import { isCall, nextAnswer } from '../../ui/testing/api-answers.ts';
import {
  asStaffInEnglish,
  buttonIn,
  buttonLabels,
  cellTexts,
  choose,
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
  seriousViolations,
  shadowOf,
  showRow,
  snackbar,
  type,
  until,
} from '../../ui/testing/element-test-kit.ts';
import type { LoginAsDetail } from './cp-admin-logins.ts';
import './cp-admin-logins.ts';

const mount = (attributes?: string) => mountElement('cp-admin-logins', attributes);

/** The subjects of the mails to `to`, newest first, read from the in-process API's database. */
async function mailSubjectsTo(to: string): Promise<string[]> {
  const answer = await executeServerCommand<{ mails: { subject: string }[] }, { to: string }>(
    'reference-api:mails-to',
    { to },
  );
  return answer.mails.map((mail) => mail.subject);
}

const optionValues = (select: SlElement) =>
  [...select.querySelectorAll<SlElement>('cp-sl-option')].map((option) => option.value);

async function openCreate(element: HTMLElement): Promise<SlElement> {
  const dialog = await openCreateDialog(element);
  // The lists to choose from are in once the form is enabled again.
  await until(() => !dialog.querySelector('.cp-loading-bar'));
  return dialog;
}

async function confirmIn(element: HTMLElement, title: string, button: string): Promise<SlElement> {
  const dialog = await until(() => openDialog(element));
  expect(dialog.label).to.equal(title);
  buttonIn(dialog, button)?.click();
  return dialog;
}

describe('<cp-admin-logins>', () => {
  const stamp = Date.now();

  asStaffInEnglish();

  afterEach(() => removeMounted('cp-admin-logins'));

  it('creates a customer login through the dialog, tells the activation mail went out, and edits it', async () => {
    const element = mount();
    const email = `login-${stamp}@example.com`;
    const dialog = await openCreate(element);
    expect(dialog.label).to.equal('New login');
    type(field(dialog, 'emailAddress'), email);
    type(field(dialog, 'displayName'), `Test login ${stamp}`);
    expect(optionValues(field(dialog, 'accountType'))).to.deep.equal(['customer', 'agent']);
    await choose(field(dialog, 'clientId'), '1001');
    await choose(field(dialog, 'languageId'), optionValues(field(dialog, 'languageId'))[2] as string);
    buttonIn(dialog, 'Create login')?.click();
    await until(() => !openDialog(element));
    expect(snackbar()).to.equal(`An activation e-mail was sent to ${email}.`);

    const row = await showRow(element, email);
    expect(cellTexts(row).slice(0, 7)).to.deep.equal([
      email,
      `Test login ${stamp}`,
      'Customer',
      'Van Dijk Verpakkingen B.V.',
      'Not activated',
      'No',
      'Never',
    ]);
    // A pending login can be sent its activation mail again; nobody can log in as it yet.
    expect(buttonLabels(row)).to.include('Resend activation e-mail');
    expect(buttonLabels(row)).to.not.include('Log in as this user');
    expect(buttonLabels(row)).to.not.include('Reset two-factor login');

    rowButton(row, 'Edit').click();
    const edit = await until(() => openDialog(element));
    expect(edit.label).to.equal('Edit login');
    await until(() => field(edit, 'displayName')?.value === `Test login ${stamp}`);
    type(field(edit, 'displayName'), `Renamed login ${stamp}`);
    buttonIn(edit, 'Save')?.click();
    await until(() => !openDialog(element));
    await until(() => rowOf(element, email)?.cells[1]?.textContent === `Renamed login ${stamp}`);

    rowButton(rowOf(element, email) as HTMLTableRowElement, 'Resend activation e-mail').click();
    await until(() => snackbar() === `A new activation e-mail was sent to ${email}.`);
  });

  it('given a bad e-mail address or missing fields, shows the rules under the fields and sends nothing', async () => {
    const element = mount();
    const dialog = await openCreate(element);
    type(field(dialog, 'emailAddress'), 'not-an-address');
    await until(() => errorsOf(field(dialog, 'emailAddress')) === 'Enter a valid e-mail address');
    expect(field(dialog, 'emailAddress').getAttribute('aria-invalid')).to.equal('true');
    buttonIn(dialog, 'Create login')?.click();
    await until(() => errorsOf(field(dialog, 'displayName')) === 'This field is required');
    expect(errorsOf(field(dialog, 'clientId'))).to.equal('This field is required');
    // An agent login needs its agent instead of a client.
    await choose(field(dialog, 'accountType'), 'agent');
    await until(() => field(dialog, 'agentId') && !field(dialog, 'clientId'));
    buttonIn(dialog, 'Create login')?.click();
    await until(() => errorsOf(field(dialog, 'agentId')) === 'This field is required');
    type(field(dialog, 'displayName'), 'x'.repeat(101));
    await until(() => errorsOf(field(dialog, 'displayName')) === 'Must be at most 100 characters');
    expect(openDialog(element)).to.equal(dialog);
    expect(field(dialog, 'emailAddress').value, 'what was typed stays').to.equal('not-an-address');
  });

  it('given an e-mail address in use, shows the refusal under the field and keeps what was typed', async () => {
    const element = mount();
    const dialog = await openCreate(element);
    type(field(dialog, 'emailAddress'), 'customer@example.com');
    type(field(dialog, 'displayName'), `Duplicate ${stamp}`);
    await choose(field(dialog, 'clientId'), '1001');
    buttonIn(dialog, 'Create login')?.click();
    await until(() => errorsOf(field(dialog, 'emailAddress')) === 'This e-mail address is already in use');
    const alert = await until(() => dialog.querySelector('cp-sl-alert[variant="danger"]'));
    expect(alert.textContent).to.match(/^The login could not be created\. /);
    expect(openDialog(element)).to.equal(dialog);
    expect(field(dialog, 'displayName').value).to.equal(`Duplicate ${stamp}`);
  });

  it('disables a login after saying what happens, enables it again, and deletes it', async () => {
    const element = mount();
    const email = `disable-${stamp}@example.com`;
    const dialog = await openCreate(element);
    type(field(dialog, 'emailAddress'), email);
    type(field(dialog, 'displayName'), `Disable me ${stamp}`);
    await choose(field(dialog, 'clientId'), '1002');
    buttonIn(dialog, 'Create login')?.click();
    await until(() => !openDialog(element));
    const row = await showRow(element, email);
    expect(buttonLabels(row)).to.not.include('Enable login');

    rowButton(row, 'Disable login').click();
    const confirm = await until(() => openDialog(element));
    expect(confirm.textContent).to.contain(
      `Disable me ${stamp} (${email}) can no longer log in; open sessions end.`,
    );
    await confirmIn(element, `Disable Disable me ${stamp}?`, 'Disable');
    await until(() => !openDialog(element));
    await until(() => rowOf(element, email)?.cells[4]?.textContent === 'Disabled');
    expect(snackbar()).to.equal(`Disable me ${stamp} can no longer log in.`);
    expect(buttonLabels(rowOf(element, email) as HTMLTableRowElement)).to.not.include('Disable login');

    rowButton(rowOf(element, email) as HTMLTableRowElement, 'Enable login').click();
    await until(() => rowOf(element, email)?.cells[4]?.textContent === 'Not activated');

    rowButton(rowOf(element, email) as HTMLTableRowElement, 'Delete').click();
    await confirmIn(element, `Delete Disable me ${stamp}?`, 'Delete');
    await until(() => !openDialog(element));
    await until(() => idle(element) && shadowOf(element).querySelector('.no-data'));
    expect(snackbar()).to.equal(`The login ${email} was deleted.`);
  });

  it('logs in as an active login after confirmation and hands the support session to the host', async () => {
    const element = mount();
    const row = await showRow(element, 'muller@example.com');
    const events: CustomEvent<LoginAsDetail>[] = [];
    const listener = (event: CustomEvent<LoginAsDetail>) => events.push(event);
    document.addEventListener('cp-login-as', listener);
    try {
      rowButton(row, 'Log in as this user').click();
      const confirm = await until(() => openDialog(element));
      expect(confirm.textContent).to.contain(
        'You will see the portal as Petra Müller (muller@example.com). Your own session stays; end the support session to come back.',
      );
      await confirmIn(element, 'Log in as Petra Müller?', 'Log in as');
      await until(() => events.length === 1);
    } finally {
      document.removeEventListener('cp-login-as', listener);
    }
    await until(() => !openDialog(element));
    const [event] = events as [CustomEvent<LoginAsDetail>];
    expect(event.bubbles && event.composed).to.equal(true);
    expect(event.detail.emailAddress).to.equal('muller@example.com');
    const payload = JSON.parse(atob(event.detail.accessToken.split('.')[1] as string)) as { role: string[] };
    expect(JSON.stringify(payload)).to.contain('SupportSession');
    expect(event.detail.refreshToken).to.be.a('string').and.not.equal('');
    // The element leaves the switch to the host: the staff session is still the page's.
    expect(getPortalRuntime().tokens.getPayload()?.roles).to.include('Staff');
  });

  it('shows the reset of two-factor login only for logins that have it on', async () => {
    const element = mount();
    const totp = await showRow(element, 'totp@example.com');
    expect(buttonLabels(totp)).to.include('Reset two-factor login');
    expect(totp.cells[5]?.textContent).to.equal('Yes');
    const plain = await showRow(element, 'customer@example.com');
    expect(buttonLabels(plain)).to.not.include('Reset two-factor login');
  });

  it('filters by kind, with account-type shows that kind only, and with client-id that client only', async () => {
    const element = mount();
    const filter = await until(() => shadowOf(element)?.querySelector<SlElement>('[part="filter"]'));
    expect(filter.label).to.equal('Show');
    const agents = [...filter.querySelectorAll<SlElement>('cp-sl-radio-button')].find(
      (button) => button.value === 'agent',
    ) as SlElement;
    expect(agents.textContent).to.equal('Agent logins');
    // The unfiltered first page may hold agent logins too: wait for the filtered answer, not a row.
    const filtered = nextAnswer(
      (call) => isCall(call, 'GetLoginsTable') && call.url.searchParams.get('accountType') === 'agent',
    );
    agents.click();
    await until(() => filter.value === 'agent');
    await filtered;
    await until(() => idle(element) && rowOf(element, 'agent@example.com'));
    expect(new Set(rows(element).map((row) => row.cells[2]?.textContent)), 'kinds shown').to.deep.equal(
      new Set(['Agent']),
    );

    const agentLogins = mount('lang="en" account-type="agent"');
    await until(() => rows(agentLogins).length > 0 && idle(agentLogins));
    expect(shadowOf(agentLogins).querySelector('[part="filter"]'), 'a fixed kind').to.equal(null);
    expect(rows(agentLogins).every((row) => row.cells[2]?.textContent === 'Agent')).to.equal(true);

    const clientLogins = mount('lang="en" client-id="1003"');
    await until(() => rows(clientLogins).length > 0 && idle(clientLogins));
    expect(shadowOf(clientLogins).querySelector('[part="filter"]')).to.equal(null);
    expect(new Set(rows(clientLogins).map((row) => row.cells[3]?.textContent))).to.deep.equal(
      new Set(['Brightwell Print Ltd']),
    );
  });

  it("as an agent, manages its own clients' customer logins only, without logging in as anyone", async () => {
    await logInAs('agent@example.com');
    try {
      const element = mount();
      await until(() => rows(element).length > 0 && idle(element));
      expect(shadowOf(element).querySelector('[part="filter"]'), 'no kind filter').to.equal(null);
      const companies = new Set(rows(element).map((row) => row.cells[3]?.textContent));
      expect([...companies].every((name) => !name?.startsWith('Van Dijk'))).to.equal(true);
      expect(rows(element).every((row) => row.cells[2]?.textContent === 'Customer')).to.equal(true);
      expect(rows(element).flatMap(buttonLabels)).to.not.include('Log in as this user');

      const email = `agent-made-${stamp}@example.com`;
      const dialog = await openCreate(element);
      expect(field(dialog, 'accountType'), 'agents create customer logins only').to.equal(undefined);
      await until(() => optionValues(field(dialog, 'clientId')).length > 0);
      expect(optionValues(field(dialog, 'clientId'))).to.have.members(['1002', '1003', '1004']);
      type(field(dialog, 'emailAddress'), email);
      type(field(dialog, 'displayName'), `Agent made ${stamp}`);
      await choose(field(dialog, 'clientId'), '1004');
      buttonIn(dialog, 'Create login')?.click();
      await until(() => !openDialog(element));
      const row = await showRow(element, email);
      expect(row.cells[3]?.textContent).to.equal('Shanghai Huamei Packaging Co., Ltd.');
      rowButton(row, 'Delete').click();
      await confirmIn(element, `Delete Agent made ${stamp}?`, 'Delete');
      await until(() => !openDialog(element));
      await until(() => idle(element) && !rowOf(element, email));
    } finally {
      await logInAs('staff@example.com');
    }
  });

  it('speaks Dutch with lang="nl"', async () => {
    const element = mount('lang="nl"');
    await until(() => rows(element).length > 0 && idle(element));
    const headers = [...shadowOf(element).querySelectorAll('thead th')].map((th) =>
      th.textContent?.replace(/[↑↓]/g, ''),
    );
    expect(headers).to.include.members(['Soort', 'Klant of agent', 'Laatst ingelogd']);
    expect(shadowOf(element).querySelector('[part="create-button"]')?.textContent).to.equal('Nieuwe login');
  });

  it('has no serious or critical accessibility violations with a dialog open, light and dark', async () => {
    for (const theme of ['light', 'dark']) {
      const element = mount(`lang="en" theme="${theme}"`);
      await until(() => rows(element).length > 0 && idle(element));
      const dialog = await openCreate(element);
      type(field(dialog, 'emailAddress'), 'bad');
      await until(() => errorsOf(field(dialog, 'emailAddress')));
      expect(await seriousViolations(element), theme).to.deep.equal([]);
      element.parentElement?.remove();
    }
  });

  it('shows a self-registration awaiting approval with what it typed, and approves it as staff: only then is the activation mailed', async () => {
    const email = `applicant-${stamp}@example.com`;
    const registered = await fetch('/customerportal/Authentication/RegisterNewCustomer', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({
        emailAddress: email,
        firstName: 'Rosa',
        lastName: `Request ${stamp}`,
        companyName: 'Brightwell',
        customerNumber: 'c-1003',
      }),
    });
    expect(registered.status).to.equal(204);
    expect(await mailSubjectsTo(email), 'nothing mailed before approval').to.deep.equal([]);

    const element = mount();
    const filter = await until(() => shadowOf(element)?.querySelector<SlElement>('[part="filter"]'));
    const awaiting = [...filter.querySelectorAll<SlElement>('cp-sl-radio-button')].find(
      (button) => button.value === 'awaiting',
    ) as SlElement;
    expect(awaiting.textContent).to.equal('Awaiting approval');
    const requests = nextAnswer(
      (call) => isCall(call, 'GetLoginsTable') && call.url.searchParams.get('status') === 'AwaitingApproval',
    );
    awaiting.click();
    await requests;
    const row = await showRow(element, email);
    expect(cellTexts(row).slice(2, 5)).to.deep.equal([
      'Customer',
      'Brightwell Print LtdRegistered as “Brightwell”, customer number “c-1003”',
      'Awaiting approval',
    ]);
    expect(buttonLabels(row)).to.include.members(['Approve request', 'Reject request']);
    // Nothing else applies to a request until it is approved.
    expect(buttonLabels(row)).to.not.include('Disable login');
    expect(buttonLabels(row)).to.not.include('Resend activation e-mail');

    rowButton(row, 'Approve request').click();
    const dialog = await until(() => openDialog(element));
    expect(dialog.label).to.equal(`Approve the request of Rosa Request ${stamp}?`);
    await until(() => !dialog.querySelector('.cp-loading-bar'));
    expect(field(dialog, 'clientId').value, 'the client the number matched').to.equal('1003');
    expect(dialog.textContent).to.contain('The customer number matched this client.');
    await choose(field(dialog, 'clientId'), '1004');
    buttonIn(dialog, 'Approve')?.click();
    await until(() => !openDialog(element));
    expect(snackbar()).to.equal(
      `The request of Rosa Request ${stamp} was approved; an activation e-mail was sent to ${email}.`,
    );
    await until(() => idle(element) && !rowOf(element, email));
    expect(await mailSubjectsTo(email)).to.deep.equal(['Activate your customer portal account']);
  });
});
