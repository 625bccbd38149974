import { expect } from 'chai';
import { getPortalRuntime } from '../../core/runtime/portal-runtime.ts';
import { afterEach, before, describe, it } from '../../ui/element/mocha-globals.ts';
import {
  buttonIn,
  cellTexts,
  fetchTokens,
  idle,
  logInAs,
  mountElement,
  openCreateDialog,
  openDialog,
  removeMounted,
  rowButton,
  rows,
  type SlElement,
  seriousViolations,
  shadowOf,
  shown,
  type,
  until,
} from '../../ui/testing/element-test-kit.ts';
import { answerMalformed } from '../../ui/testing/malformed-answer.ts';
import './cp-admin-integrations.ts';
import { ADMIN_INTEGRATIONS_TABLE_KEY } from './AdminIntegrationsElement.tsx';
import { apiKeyPage } from './api-key-page.ts';

/** Every key this file creates is named with this, so the rows of this run are told apart. */
const MARK = `cp-admin-integrations ${Date.now()}`;
let made = 0;
const uniqueName = (what: string) => `${MARK} ${what} ${++made}`;

/**
 * Mounts the element on a fresh list: the page's query cache would show the keys of an earlier
 * mount for 30 s, without the ones this test just made through the API. All keys on one page.
 */
function mount(attributes = 'lang="en"') {
  getPortalRuntime().queryClient.removeQueries({ queryKey: ['dataTable', ADMIN_INTEGRATIONS_TABLE_KEY] });
  return mountElement('cp-admin-integrations', `${attributes} page-size="100"`);
}

// Columns fold into the row's details when the table is narrow: cells are found by content, not place.
const rowNamed = (element: HTMLElement, name: string) =>
  rows(element).find((row) => cellTexts(row).includes(name));
/** What a row shows in `column`: in its cell, or in its details when the column is folded away. */
async function shownValue(row: HTMLTableRowElement, column: string): Promise<string> {
  const cell = row.querySelector(`td[data-column="${column}"]`);
  if (cell) return cell.textContent ?? '';
  const expand = row.querySelector<HTMLButtonElement>('.expand-cell button');
  if (expand?.getAttribute('aria-expanded') !== 'true') expand?.click();
  const details = await until(() => row.nextElementSibling?.querySelector(`[data-column="${column}"] dd`));
  return details.textContent ?? '';
}
/** The key's state: the badge, and when and by whom it was revoked. */
const stateOf = (row: HTMLTableRowElement) =>
  (row.querySelector('.api-key-state') ?? row.querySelector('cp-sl-badge'))?.textContent ?? '';

const dialogs = (element: HTMLElement) => [
  ...shadowOf(element).querySelectorAll<SlElement>('cp-sl-dialog[open]'),
];
const dialogOf = (element: HTMLElement, className: string) =>
  dialogs(element).find((dialog) => dialog.classList.contains(className));

/** Creates a key through the API as staff, and answers it. */
async function keyMadeByApi(name: string, scopes = ['import']) {
  const { accessToken } = await fetchTokens('staff@example.com');
  const response = await fetch('/customerportal/Admin/CreateApiKey', {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name, scopes }),
  });
  expect(response.status).to.equal(200);
  return (await response.json()) as { apiKeyId: number; apiKey: string };
}

/** What the ERP does: imports a client with the key. */
function importClient(apiKey: string, clientId: number) {
  return fetch('/customerportal/Integration/Clients', {
    method: 'PUT',
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
    body: JSON.stringify({
      items: [
        {
          clientId,
          displayName: `Browser test ${clientId}`,
          customerNumber: `BT-${clientId}`,
          countryCode: 'NL',
        },
      ],
    }),
  });
}

describe('<cp-admin-integrations>', () => {
  before(async () => {
    await logInAs('staff@example.com');
  });

  afterEach(() => removeMounted('cp-admin-integrations'));

  it('creates a key and shows it once, with its warning, then lists it by its last characters only', async () => {
    const element = mount();
    await until(() => idle(element));
    const form = await openCreateDialog(element);
    expect(form.label).to.equal('New API key');
    const name = uniqueName('erp');
    type(form.querySelector<SlElement>('cp-sl-input') as SlElement, name);
    const tracking = [...form.querySelectorAll<SlElement & { checked: boolean }>('cp-sl-checkbox')];
    expect(tracking.map((box) => box.checked)).to.deep.equal([true, false]);
    buttonIn(form, 'Create key')?.click();

    const shownKey = await until(() => dialogOf(element, 'new-key-dialog'));
    expect(shownKey.label).to.equal('Your new API key');
    expect(shownKey.textContent).to.contain('It will not be shown again');
    const input = shownKey.querySelector<SlElement>('cp-sl-input.new-key__value') as SlElement;
    const apiKey = input.value;
    expect(apiKey).to.match(/^cpk_[\w-]{43}$/);
    expect(buttonIn(shownKey, 'Copy key')).to.not.equal(undefined);

    buttonIn(shownKey, 'I have copied the key')?.click();
    await until(() => !dialogOf(element, 'new-key-dialog'));
    const row = await until(() => idle(element) && rowNamed(element, name));
    expect(cellTexts(row)).to.include.members(['staff@example.com', 'Never']);
    expect(stateOf(row)).to.equal('Live');
    expect(await shownValue(row, 'hint')).to.equal(`…${apiKey.slice(-4)}`);
    expect(await shownValue(row, 'scopes')).to.equal('Import');
    await until(() => !shadowOf(element).innerHTML.includes(apiKey));
  });

  it('asks for a name and at least one scope before calling', async () => {
    const element = mount();
    const form = await openCreateDialog(element);
    const [importBox] = [...form.querySelectorAll<SlElement & { checked: boolean }>('cp-sl-checkbox')];
    (importBox as SlElement & { checked: boolean }).click();
    buttonIn(form, 'Create key')?.click();
    await until(() => form.querySelectorAll('.cp-field__errors').length === 2);
    expect(form.querySelector('fieldset.api-key-scopes')?.textContent).to.contain('at least one');
    expect(form.querySelector('fieldset.api-key-scopes')?.getAttribute('aria-invalid')).to.equal('true');
    expect(dialogOf(element, 'new-key-dialog')).to.equal(undefined);
  });

  it('revokes a key after a confirmation; cancelling keeps it live', async () => {
    const name = uniqueName('revoked');
    const { apiKey } = await keyMadeByApi(name);
    const element = mount();
    const row = await until(() => idle(element) && rowNamed(element, name));

    rowButton(row, 'Revoke').click();
    let confirm = await until(() => openDialog(element));
    expect(confirm.label).to.equal('Revoke this API key?');
    expect(confirm.textContent).to.contain(`“${name}” (…${apiKey.slice(-4)}) stops working at once`);
    buttonIn(confirm, 'Cancel')?.click();
    await until(() => !openDialog(element));
    expect((await importClient(apiKey, 880_001)).status).to.equal(200);

    rowButton(row, 'Revoke').click();
    confirm = await until(() => openDialog(element));
    buttonIn(confirm, 'Revoke')?.click();
    const revoked = await until(() => {
      const found = idle(element) && rowNamed(element, name);
      return found && stateOf(found).startsWith('Revoked') && found;
    });
    expect(stateOf(revoked)).to.contain('by staff@example.com');
    expect(rowButton(revoked, 'Revoke')).to.equal(undefined);
    expect((await importClient(apiKey, 880_002)).status).to.equal(401);
  });

  it("shows a key's calls with status and counts, and says when there are none", async () => {
    const name = uniqueName('calls');
    const { apiKey } = await keyMadeByApi(name);
    const quiet = uniqueName('quiet');
    await keyMadeByApi(quiet);
    expect((await importClient(apiKey, 880_101)).status).to.equal(200);
    expect((await importClient(apiKey, 880_101)).status).to.equal(200);
    const element = mount();

    rowButton(await until(() => idle(element) && rowNamed(element, name)), 'Calls').click();
    let calls = await until(() => dialogOf(element, 'calls-dialog'));
    expect(calls.label).to.equal(`Calls with “${name}”`);
    const callRows = await until(() => {
      const found = [...calls.querySelectorAll<HTMLTableRowElement>('table.calls tbody tr')];
      return found.length === 2 && found;
    });
    expect(cellTexts(callRows[0] as HTMLTableRowElement).slice(1)).to.deep.equal([
      'PUT /Integration/Clients',
      '200 OK',
      '1',
      '0 created, 0 updated, 1 unchanged',
    ]);
    expect(cellTexts(callRows[1] as HTMLTableRowElement)[4]).to.equal('1 created, 0 updated, 0 unchanged');
    buttonIn(calls, 'Close')?.click();
    await until(() => !dialogOf(element, 'calls-dialog'));

    rowButton(await until(() => rowNamed(element, quiet)), 'Calls').click();
    calls = await until(() => dialogOf(element, 'calls-dialog'));
    await until(() => calls.querySelector('.calls__empty'));
    expect(calls.textContent).to.contain('No calls made with this key yet.');
  });

  it('shows its load error when the keys cannot be read', async () => {
    const restore = answerMalformed('/Admin/GetApiKeys', [{ unexpected: true }]);
    try {
      const element = mount();
      const alert = await until(() =>
        shadowOf(element)?.querySelector('cp-sl-alert.load-error[variant="danger"]'),
      );
      expect(alert.textContent).to.contain('There was an error loading the data');
    } finally {
      restore();
    }
  });

  it('speaks German: columns, dialog and states', async () => {
    const name = uniqueName('deutsch');
    await keyMadeByApi(name, ['import', 'tracking']);
    const element = mount('lang="de"');
    const row = await until(() => idle(element) && rowNamed(element, name));
    expect(stateOf(row)).to.equal('Aktiv');
    expect(row.textContent).to.contain('Nie');
    const form = await openCreateDialog(element);
    expect(form.label).to.equal('Neuer API-Schlüssel');
  });

  it('has no serious or critical accessibility violations with the new-key form open, light and dark', async () => {
    for (const theme of ['light', 'dark']) {
      const element = mount(`lang="en" theme="${theme}"`);
      await until(() => idle(element));
      const form = await openCreateDialog(element);
      await shown(form);
      expect(await seriousViolations(shadowOf(element)), theme).to.deep.equal([]);
      element.parentElement?.remove();
    }
  });

  it('searches, sorts and pages the keys in the browser', () => {
    const key = (apiKeyId: number, name: string, createdAt: string) => ({
      apiKeyId,
      name,
      scopes: ['import' as const],
      hint: `h${apiKeyId}`,
      createdAt,
      createdBy: null,
      lastUsedAt: null,
      revokedAt: null,
      revokedBy: null,
    });
    const keys = [
      key(3, 'b', '2026-01-03T00:00:00Z'),
      key(2, 'C', '2026-01-02T00:00:00Z'),
      key(1, 'a', '2026-01-01T00:00:00Z'),
    ];
    const page = (request: Partial<Parameters<typeof apiKeyPage>[1]>) =>
      apiKeyPage(keys, { page: 1, itemsPerPage: 10, sortBy: [], search: '', ...request });
    expect(page({}).items.map((k) => k.apiKeyId)).to.deep.equal([3, 2, 1]);
    expect(page({ sortBy: [{ key: 'name', order: 'asc' }] }).items.map((k) => k.name)).to.deep.equal([
      'a',
      'b',
      'C',
    ]);
    expect(page({ sortBy: [{ key: 'createdAt', order: 'asc' }] }).items.map((k) => k.apiKeyId)).to.deep.equal(
      [1, 2, 3],
    );
    expect(page({ search: 'H2' })).to.deep.equal({ items: [keys[1]], total: 1 });
    expect(page({ itemsPerPage: 2, page: 2 })).to.deep.equal({ items: [keys[2]], total: 3 });
    expect(page({ itemsPerPage: -1 }).total).to.equal(3);
  });
});
