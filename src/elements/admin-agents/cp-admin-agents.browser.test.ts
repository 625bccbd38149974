import axe from 'axe-core';
import { expect } from 'chai';
import { createClient, deleteClient } from '../../core/api/contract/admin.ts';
import { getPortalRuntime } from '../../core/runtime/portal-runtime.ts';
import { TABLE_REQUESTS_KEY } from '../../core/table/table-request-store.ts';
import './cp-admin-agents.ts';

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
  holder.innerHTML = `<cp-admin-agents ${attributes}></cp-admin-agents>`;
  document.body.append(holder);
  return holder.firstElementChild as HTMLElement;
}

const shadowOf = (element: HTMLElement) => element.shadowRoot as ShadowRoot;
const rows = (element: HTMLElement) => [
  ...shadowOf(element).querySelectorAll<HTMLTableRowElement>('tr[part="row"]'),
];
const idle = (element: HTMLElement) => !shadowOf(element).querySelector('sl-progress-bar');
const rowOf = (element: HTMLElement, name: string) =>
  rows(element).find((row) => row.cells[0]?.textContent === name);
const cellTexts = (row: HTMLTableRowElement) => [...row.cells].map((cell) => cell.textContent ?? '');
const rowButton = (row: HTMLTableRowElement, label: string) =>
  [...row.querySelectorAll<SlElement>('sl-icon-button')].find(
    (button) => button.label === label,
  ) as SlElement;
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

/** Types into a Shoelace input as a user would: the value changes, then the field loses focus. */
function type(input: SlElement, text: string) {
  input.value = text;
  input.dispatchEvent(new CustomEvent('sl-input', { bubbles: true, composed: true }));
  input.dispatchEvent(new CustomEvent('sl-blur', { bubbles: true, composed: true }));
}

async function search(element: HTMLElement, text: string) {
  const input = shadowOf(element).querySelector('sl-input.search') as SlElement;
  input.value = text;
  input.dispatchEvent(new CustomEvent('sl-input', { bubbles: true, composed: true }));
}

async function showAgent(element: HTMLElement, name: string): Promise<HTMLTableRowElement> {
  await until(() => shadowOf(element)?.querySelector('sl-input.search'));
  await search(element, name);
  return until(() => idle(element) && rowOf(element, name));
}

async function createAgentThroughDialog(element: HTMLElement, name: string, email: string) {
  (await until(() => shadowOf(element)?.querySelector<HTMLElement>('[part="create-button"]'))).click();
  const dialog = await until(() => openDialog(element));
  expect(dialog.label).to.equal('New agent');
  type(field(dialog, 'displayName'), name);
  type(field(dialog, 'emailAddress'), email);
  buttonIn(dialog, 'Create')?.click();
  await until(() => closed(dialog));
}

const errorsOf = (input: SlElement) => input.querySelector('.cp-field__errors')?.textContent ?? '';

describe('<cp-admin-agents>', () => {
  const stamp = Date.now();
  const clientIds: number[] = [];
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
    for (const clientId of clientIds)
      await getPortalRuntime()
        .api.call(deleteClient, { body: { clientId } })
        .catch(() => undefined);
  });

  afterEach(() => {
    for (const element of document.querySelectorAll('cp-admin-agents')) element.parentElement?.remove();
    getPortalRuntime().storage.removeItem(TABLE_REQUESTS_KEY);
    getPortalRuntime().queryClient.clear();
  });

  it('creates an agent through the dialog, finds its row, and edits it', async () => {
    const element = mount();
    const name = `Test agent ${stamp}`;
    await createAgentThroughDialog(element, name, `agent-${stamp}@example.com`);
    const row = await showAgent(element, name);
    expect(cellTexts(row).slice(0, 4)).to.deep.equal([name, `agent-${stamp}@example.com`, '0', '0']);

    rowButton(row, 'Edit').click();
    const dialog = await until(() => openDialog(element));
    expect(dialog.label).to.equal(`Edit agent ${name}`);
    expect(field(dialog, 'displayName').value).to.equal(name);
    type(field(dialog, 'displayName'), `${name} renamed`);
    type(field(dialog, 'emailAddress'), '');
    buttonIn(dialog, 'Save')?.click();
    await until(() => closed(dialog));
    const renamed = await showAgent(element, `${name} renamed`);
    expect(cellTexts(renamed)[1]).to.equal('');
  });

  it('given a bad e-mail address or no name, shows the rule under the field and sends nothing', async () => {
    const element = mount();
    await until(() => shadowOf(element)?.querySelector('[part="create-button"]'));
    (shadowOf(element).querySelector('[part="create-button"]') as HTMLElement).click();
    const dialog = await until(() => openDialog(element));
    type(field(dialog, 'emailAddress'), 'not-an-address');
    await until(() => errorsOf(field(dialog, 'emailAddress')) === 'Enter a valid e-mail address');
    expect(field(dialog, 'emailAddress').getAttribute('aria-invalid')).to.equal('true');
    buttonIn(dialog, 'Create')?.click();
    await until(() => errorsOf(field(dialog, 'displayName')) === 'This field is required');
    type(field(dialog, 'displayName'), 'x'.repeat(101));
    await until(() => errorsOf(field(dialog, 'displayName')) === 'Must be at most 100 characters');
    expect(openDialog(element)).to.equal(dialog);
    expect(field(dialog, 'emailAddress').value, 'what was typed stays').to.equal('not-an-address');
  });

  it('links two clients, is refused deletion with the rule, unlinks both, then deletes the agent', async () => {
    const { api } = getPortalRuntime();
    for (const suffix of ['A', 'B']) {
      const client = await api.call(createClient, {
        body: {
          displayName: `Linked client ${stamp} ${suffix}`,
          customerNumber: `T-${stamp}-${suffix}`,
          countryCode: 'NL',
          city: null,
          addressLine: null,
          postalCode: null,
        },
      });
      clientIds.push(client.id);
    }
    const element = mount();
    const name = `Linking agent ${stamp}`;
    await createAgentThroughDialog(element, name, '');
    let row = await showAgent(element, name);

    // Link both clients through the dialog's select.
    rowButton(row, 'Clients').click();
    const dialog = await until(() => openDialog(element));
    expect(dialog.label).to.equal(`Clients of ${name}`);
    await until(() => dialog.textContent?.includes('No clients are linked to this agent yet.'));
    for (const [index, clientId] of clientIds.entries()) {
      const select = await until(() => dialog.querySelector<SlElement>('sl-select:not([disabled])'));
      await until(() => select.querySelector(`sl-option[value="${clientId}"]`));
      select.value = String(clientId);
      select.dispatchEvent(new CustomEvent('sl-change', { bubbles: true, composed: true }));
      await until(() => !buttonIn(dialog, 'Link')?.disabled);
      buttonIn(dialog, 'Link')?.click();
      await until(() => dialog.querySelectorAll('.agent-clients__item').length === index + 1);
      expect(select.querySelector(`sl-option[value="${clientId}"]`), 'a linked client is no choice').to.equal(
        null,
      );
    }
    expect(
      [...dialog.querySelectorAll('.agent-clients__name')].map((item) => item.textContent),
    ).to.deep.equal([`Linked client ${stamp} A`, `Linked client ${stamp} B`]);
    await until(() => rowOf(element, name)?.cells[2]?.textContent === '2');
    buttonIn(dialog, 'Close')?.click();
    await until(() => closed(dialog));

    // Delete is refused while clients are linked; the dialog says so and stays open.
    row = rowOf(element, name) as HTMLTableRowElement;
    rowButton(row, 'Delete').click();
    const confirm = await until(() => openDialog(element));
    expect(confirm.label).to.equal('Delete agent?');
    buttonIn(confirm, 'Delete')?.click();
    const alert = await until(() => confirm.querySelector('sl-alert[variant="danger"]'));
    expect(alert.textContent).to.match(/^The agent could not be deleted\. \S/);
    expect(alert.textContent).to.contain('This agent still has 2 clients.');
    expect(openDialog(element)).to.equal(confirm);
    buttonIn(confirm, 'Cancel')?.click();
    await until(() => closed(confirm));

    // Unlink both, then the delete goes through.
    rowButton(rowOf(element, name) as HTMLTableRowElement, 'Clients').click();
    const clientsDialog = await until(() => openDialog(element));
    for (const remaining of [1, 0]) {
      const unlink = await until(() =>
        clientsDialog.querySelector<SlElement>('.agent-clients__item sl-button:not([disabled])'),
      );
      unlink.click();
      await until(() => clientsDialog.querySelectorAll('.agent-clients__item').length === remaining);
    }
    await until(() => clientsDialog.textContent?.includes('No clients are linked to this agent yet.'));
    await until(() => rowOf(element, name)?.cells[2]?.textContent === '0');
    buttonIn(clientsDialog, 'Close')?.click();
    await until(() => closed(clientsDialog));

    rowButton(rowOf(element, name) as HTMLTableRowElement, 'Delete').click();
    const second = await until(() => openDialog(element));
    expect(second.querySelector('sl-alert'), 'the earlier refusal is gone').to.equal(null);
    buttonIn(second, 'Delete')?.click();
    await until(() => closed(second));
    await until(() => idle(element) && shadowOf(element).querySelector('.no-data'));
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
      (shadowOf(element).querySelector('[part="create-button"]') as HTMLElement).click();
      const dialog = await until(() => openDialog(element));
      type(field(dialog, 'emailAddress'), 'bad');
      await until(() => errorsOf(field(dialog, 'emailAddress')));
      // The dialog alone: the page behind the modal's overlay is dimmed on purpose.
      expect(
        await serious({ include: [['cp-admin-agents', 'sl-dialog[open]']] } as unknown as axe.ElementContext),
        `${theme}, the form dialog`,
      ).to.deep.equal([]);
      element.parentElement?.remove();
    }
  });
});
