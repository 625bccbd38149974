import { expect } from 'chai';
import { createClient, deleteClient } from '../../core/api/browser-contract/admin-clients.ts';
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
import './cp-admin-agents.ts';

const mount = (attributes?: string) => mountElement('cp-admin-agents', attributes);

async function createAgentThroughDialog(element: HTMLElement, name: string, email: string) {
  const dialog = await openCreateDialog(element);
  expect(dialog.label).to.equal('New agent');
  type(field(dialog, 'displayName'), name);
  type(field(dialog, 'emailAddress'), email);
  buttonIn(dialog, 'Create')?.click();
  await until(() => closed(dialog));
}

describe('<cp-admin-agents>', () => {
  const stamp = Date.now();
  const clientIds: number[] = [];
  asStaffInEnglish();

  after(async () => {
    for (const clientId of clientIds)
      await getPortalRuntime()
        .api.call(deleteClient, { body: { clientId } })
        .catch(() => undefined);
  });

  afterEach(() => removeMounted('cp-admin-agents'));

  it('creates an agent through the dialog, finds its row, and edits it', async () => {
    const element = mount();
    const name = `Test agent ${stamp}`;
    await createAgentThroughDialog(element, name, `agent-${stamp}@example.com`);
    const row = await showRow(element, name);
    expect(cellTexts(row).slice(0, 4)).to.deep.equal([name, `agent-${stamp}@example.com`, '0', '0']);

    rowButton(row, 'Edit').click();
    const dialog = await until(() => openDialog(element));
    expect(dialog.label).to.equal(`Edit agent ${name}`);
    expect(field(dialog, 'displayName').value).to.equal(name);
    type(field(dialog, 'displayName'), `${name} renamed`);
    type(field(dialog, 'emailAddress'), '');
    buttonIn(dialog, 'Save')?.click();
    await until(() => closed(dialog));
    const renamed = await showRow(element, `${name} renamed`);
    expect(cellTexts(renamed)[1]).to.equal('');
  });

  it('given a bad e-mail address or no name, shows the rule under the field and sends nothing', async () => {
    const element = mount();
    const dialog = await openCreateDialog(element);
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
    let row = await showRow(element, name);

    // Link both clients through the dialog's select.
    rowButton(row, 'Clients').click();
    const dialog = await until(() => openDialog(element));
    expect(dialog.label).to.equal(`Clients of ${name}`);
    await until(() => dialog.textContent?.includes('No clients are linked to this agent yet.'));
    for (const [index, clientId] of clientIds.entries()) {
      const select = await until(() => dialog.querySelector<SlElement>('cp-sl-select:not([disabled])'));
      await until(() => select.querySelector(`cp-sl-option[value="${clientId}"]`));
      select.value = String(clientId);
      select.dispatchEvent(new CustomEvent('sl-change', { bubbles: true, composed: true }));
      await until(() => !buttonIn(dialog, 'Link')?.disabled);
      buttonIn(dialog, 'Link')?.click();
      await until(() => dialog.querySelectorAll('.agent-clients__item').length === index + 1);
      expect(
        select.querySelector(`cp-sl-option[value="${clientId}"]`),
        'a linked client is no choice',
      ).to.equal(null);
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
    const alert = await until(() => confirm.querySelector('cp-sl-alert[variant="danger"]'));
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
        clientsDialog.querySelector<SlElement>('.agent-clients__item cp-sl-button:not([disabled])'),
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
    expect(second.querySelector('cp-sl-alert'), 'the earlier refusal is gone').to.equal(null);
    buttonIn(second, 'Delete')?.click();
    await until(() => closed(second));
    await until(() => idle(element) && shadowOf(element).querySelector('.no-data'));
  });

  it('has no serious or critical accessibility violations, with and without a dialog open, light and dark', async () => {
    for (const theme of ['light', 'dark']) {
      const element = mount(`lang="en" theme="${theme}"`);
      await until(() => rows(element).length > 0 && idle(element));
      expect(await seriousViolations(element), `${theme}, the table`).to.deep.equal([]);
      const dialog = await openCreateDialog(element);
      type(field(dialog, 'emailAddress'), 'bad');
      await until(() => errorsOf(field(dialog, 'emailAddress')));
      // The dialog alone: the page behind the modal's overlay is dimmed on purpose.
      expect(
        await seriousViolations(openDialogOf('cp-admin-agents')),
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
