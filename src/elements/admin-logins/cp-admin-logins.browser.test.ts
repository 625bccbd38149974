import axe from 'axe-core';
import { expect } from 'chai';
import type { TokenPair } from '../../core/api/contract/authentication.ts';
import { getPortalRuntime } from '../../core/runtime/portal-runtime.ts';
import { TABLE_REQUESTS_KEY } from '../../core/table/table-request-store.ts';
import type { LoginAsDetail } from './cp-admin-logins.ts';
import './cp-admin-logins.ts';

// Mocha's globals, provided by @web/test-runner in the page.
declare const describe: (name: string, body: () => void) => void;
declare const it: (name: string, body: () => Promise<void>) => void;
declare const before: (body: () => Promise<void>) => void;
declare const after: (body: () => Promise<void>) => void;
declare const afterEach: (body: () => void) => void;

type SlElement = HTMLElement & { value: string; open: boolean; label: string; disabled: boolean };

const PASSWORD = 'Portal-demo-2026!';

async function until<T>(read: () => T | null | undefined | false, timeout = 8000): Promise<T> {
  const start = performance.now();
  for (;;) {
    const value = read();
    if (value) return value;
    if (performance.now() - start > timeout) throw new Error(`Timed out waiting for ${read}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function logIn(emailAddress: string): Promise<TokenPair> {
  const response = await fetch('/customerportal/Authentication/LoginWithCredentials', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress, password: PASSWORD }),
  });
  expect(response.status).to.equal(200);
  const tokens = (await response.json()) as TokenPair;
  getPortalRuntime().tokens.setTokens(tokens);
  return tokens;
}

function mount(attributes = 'lang="en"'): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = `<cp-admin-logins ${attributes}></cp-admin-logins>`;
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
const buttonIn = (root: ParentNode, text: string) =>
  [...root.querySelectorAll<SlElement>('sl-button')].find((button) => button.textContent?.trim() === text);
// React sets `name` as a property of the Shoelace fields, which do not reflect it as an attribute.
const field = (dialog: Element, name: string) =>
  [...dialog.querySelectorAll<SlElement & { name: string }>('sl-input, sl-select')].find(
    (input) => input.name === name,
  ) as SlElement;
const optionValues = (select: SlElement) =>
  [...select.querySelectorAll<SlElement>('sl-option')].map((option) => option.value);
const errorsOf = (input: SlElement) => input.querySelector('.cp-field__errors')?.textContent ?? '';
const snackbar = () => getPortalRuntime().snackbar.get().message;

/** Types into a Shoelace input as a user would: the value changes, then the field loses focus. */
function type(input: SlElement, text: string) {
  input.value = text;
  input.dispatchEvent(new CustomEvent('sl-input', { bubbles: true, composed: true }));
  input.dispatchEvent(new CustomEvent('sl-blur', { bubbles: true, composed: true }));
}

/** Chooses an option of a Shoelace select once it is offered. */
async function choose(select: SlElement, value: string) {
  await until(() => select.querySelector(`sl-option[value="${value}"]`));
  select.value = value;
  select.dispatchEvent(new CustomEvent('sl-change', { bubbles: true, composed: true }));
}

async function search(element: HTMLElement, text: string) {
  const input = await until(() => shadowOf(element)?.querySelector<SlElement>('sl-input.search'));
  input.value = text;
  input.dispatchEvent(new CustomEvent('sl-input', { bubbles: true, composed: true }));
}

async function showLogin(element: HTMLElement, email: string): Promise<HTMLTableRowElement> {
  await search(element, email);
  return until(() => idle(element) && rowOf(element, email));
}

async function openCreate(element: HTMLElement): Promise<SlElement> {
  (await until(() => shadowOf(element)?.querySelector<HTMLElement>('[part="create-button"]'))).click();
  const dialog = await until(() => openDialog(element));
  // The lists to choose from are in once the form is enabled again.
  await until(() => !dialog.querySelector('sl-progress-bar'));
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
    for (const element of document.querySelectorAll('cp-admin-logins')) element.parentElement?.remove();
    getPortalRuntime().storage.removeItem(TABLE_REQUESTS_KEY);
    getPortalRuntime().queryClient.clear();
  });

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

    const row = await showLogin(element, email);
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
    const alert = await until(() => dialog.querySelector('sl-alert[variant="danger"]'));
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
    const row = await showLogin(element, email);
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
    const row = await showLogin(element, 'muller@example.com');
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
    const totp = await showLogin(element, 'totp@example.com');
    expect(buttonLabels(totp)).to.include('Reset two-factor login');
    expect(totp.cells[5]?.textContent).to.equal('Yes');
    const plain = await showLogin(element, 'customer@example.com');
    expect(buttonLabels(plain)).to.not.include('Reset two-factor login');
  });

  it('filters by kind, with account-type shows that kind only, and with client-id that client only', async () => {
    const element = mount();
    const filter = await until(() => shadowOf(element)?.querySelector<SlElement>('[part="filter"]'));
    expect(filter.label).to.equal('Show');
    const agents = [...filter.querySelectorAll<SlElement>('sl-radio-button')].find(
      (button) => button.value === 'agent',
    ) as SlElement;
    expect(agents.textContent).to.equal('Agent logins');
    agents.click();
    await until(() => filter.value === 'agent');
    await until(() => idle(element) && rowOf(element, 'agent@example.com'));
    expect(rows(element).every((row) => row.cells[2]?.textContent === 'Agent')).to.equal(true);

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
    await logIn('agent@example.com');
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
      const row = await showLogin(element, email);
      expect(row.cells[3]?.textContent).to.equal('Shanghai Huamei Packaging Co., Ltd.');
      rowButton(row, 'Delete').click();
      await confirmIn(element, `Delete Agent made ${stamp}?`, 'Delete');
      await until(() => !openDialog(element));
      await until(() => idle(element) && !rowOf(element, email));
    } finally {
      await logIn('staff@example.com');
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
