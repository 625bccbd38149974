import { expect } from 'chai';
import { deleteMemo, getMemosTable } from '../../core/api/browser-contract/admin-memos.ts';
import { getPortalRuntime } from '../../core/runtime/portal-runtime.ts';
import { DEFAULT_TABLE_REQUEST } from '../../core/table/table-request.ts';
import { toListRequestBody } from '../../core/table/table-wire.ts';
import { after, afterEach, before, describe, it } from '../../ui/element/mocha-globals.ts';
import {
  cellTexts,
  choose,
  fetchTokens,
  idle,
  logInAs,
  mountElement,
  openCreateDialog,
  openDialog,
  removeMounted,
  rowButton,
  rows,
  search,
  seriousViolations,
  shadowOf,
  shown,
  until,
} from '../../ui/testing/element-test-kit.ts';
import './cp-admin-memos.ts';
import { memoExcerpt } from './memo-excerpt.ts';

/** The demo customer's client (README.md#demo-accounts). */
const CUSTOMER_CLIENT_ID = 1001;

type Field = HTMLElement & { value: string; updateComplete: Promise<unknown> };

const button = (root: ParentNode, text: string) =>
  [...root.querySelectorAll<HTMLElement>('cp-sl-button')].find((candidate) =>
    candidate.textContent?.trim().startsWith(text),
  );

const mount = (attributes?: string) => mountElement('cp-admin-memos', attributes);

/** Types into a Shoelace textarea as a user does: its inner textarea gets the text, then loses focus. */
async function typeInto(field: Field, text: string) {
  await field.updateComplete;
  const native = field.shadowRoot?.querySelector('textarea') as HTMLTextAreaElement;
  native.focus();
  native.value = text;
  native.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  native.blur();
  await field.updateComplete;
}

const fields = (dialog: HTMLElement) => ({
  memoType: dialog.querySelectorAll<Field>('cp-sl-select')[0] as Field,
  client: dialog.querySelectorAll<Field>('cp-sl-select')[1] as Field,
  contents: dialog.querySelector<Field>('cp-sl-textarea') as Field,
});

async function submit(dialog: HTMLElement, label: string) {
  (await until(() => button(dialog, label))).click();
}

async function memoOfCustomer(): Promise<{ memoContents: string } | null> {
  const { accessToken } = await fetchTokens('customer@example.com');
  const response = await fetch('/customerportal/Memos/GetMemo?memoType=Dashboard', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(response.status).to.equal(200);
  return response.json();
}

/** Every memo this file writes starts with this, so any left after a failure can be deleted. */
const MARK = `cp-admin-memos test ${Date.now()}`;

describe('<cp-admin-memos>', () => {
  before(async () => {
    await logInAs('staff@example.com');
  });

  afterEach(() => removeMounted('cp-admin-memos'));

  // A memo left for the demo client would hide the seeded one from the dashboard's tests.
  after(async () => {
    const { api } = getPortalRuntime();
    const body = toListRequestBody({ ...DEFAULT_TABLE_REQUEST, itemsPerPage: 100, search: MARK });
    const left = await api.call(getMemosTable, { body });
    for (const memo of left.items) await api.call(deleteMemo, { body: { memoId: memo.id } });
  });

  it("writes a Dashboard memo for the customer's client with a sanitized live preview; the customer gets it; edits and deletes it", async () => {
    const unique = `${MARK} maintenance`;
    const element = mount();
    await until(() => idle(element) && shadowOf(element).querySelector('table'));
    const dialog = await openCreateDialog(element);
    expect(dialog.getAttribute('label')).to.equal('New memo');
    const { memoType, client, contents } = fields(dialog);
    expect(memoType.value).to.equal('Dashboard');
    expect(client.value).to.equal('everyone');
    expect(contents.querySelector('[slot="help-text"]')?.textContent).to.contain('Removed: scripts');
    expect(client.querySelector('[slot="help-text"]')?.textContent).to.contain("A client's own memo");
    await choose(client, String(CUSTOMER_CLIENT_ID));

    await typeInto(
      contents,
      `<p><strong>${unique}</strong> on Saturday</p><img src=x onerror="window.hacked=1"><script>window.hacked=1</script>`,
    );
    const preview = await until(() => dialog.querySelector('.memo-preview__body strong'));
    expect(preview.textContent).to.equal(unique);
    expect(dialog.querySelector('.memo-preview__body script, .memo-preview__body img')).to.equal(null);
    expect((window as { hacked?: number }).hacked).to.equal(undefined);

    await submit(dialog, 'Publish');
    await until(() => !openDialog(element));
    expect(getPortalRuntime().snackbar.get().message).to.equal('The memo has been published.');
    await search(element, unique);
    const row = await until(() => idle(element) && rows(element).length === 1 && rows(element)[0]);
    const [type, audience, excerpt] = cellTexts(row);
    expect(type).to.equal('Dashboard');
    expect(audience).to.equal('Van Dijk Verpakkingen B.V.');
    expect(excerpt).to.equal(`${unique} on Saturday`);

    // What the customer's dashboard asks for: its client's own memo, newest first.
    const published = await memoOfCustomer();
    expect(published?.memoContents).to.contain(unique);
    expect(published?.memoContents).to.not.contain('script');

    rowButton(row, 'Edit').click();
    const editDialog = await until(() => openDialog(element));
    expect(editDialog.getAttribute('label')).to.equal('Edit memo');
    const edit = fields(editDialog);
    expect(edit.client.value).to.equal(String(CUSTOMER_CLIENT_ID));
    expect(edit.contents.value).to.contain(unique);
    await typeInto(edit.contents, `<p>${unique} moved to Sunday</p>`);
    await submit(editDialog, 'Save');
    await until(() => !openDialog(element));
    await until(
      () => idle(element) && cellTexts(rows(element)[0] as HTMLTableRowElement)[2]?.includes('Sunday'),
    );
    expect((await memoOfCustomer())?.memoContents).to.contain('moved to Sunday');

    rowButton(rows(element)[0] as HTMLTableRowElement, 'Delete').click();
    const confirm = await until(() => openDialog(element));
    expect(confirm.getAttribute('label')).to.equal('Delete memo?');
    expect(confirm.textContent).to.contain(
      'The Dashboard memo for Van Dijk Verpakkingen B.V. will be deleted',
    );
    await submit(confirm, 'Delete');
    await until(() => !openDialog(element));
    expect(getPortalRuntime().snackbar.get().message).to.equal('The memo has been deleted.');
    await until(() => idle(element) && shadowOf(element).querySelector('.no-data'));
    expect((await memoOfCustomer())?.memoContents ?? '').to.not.contain(unique);
  });

  it("shows the required message for an empty memo, and the server's refusal under the field without losing the text", async () => {
    const element = mount();
    await until(() => idle(element) && shadowOf(element).querySelector('table'));
    const dialog = await openCreateDialog(element);
    const { contents } = fields(dialog);

    await submit(dialog, 'Publish');
    const required = await until(() => contents.querySelector('.cp-field__errors'));
    expect(required.textContent).to.equal('This field is required');
    expect(contents.getAttribute('aria-invalid')).to.equal('true');

    // Nothing of this would be shown: the server refuses it on the field.
    const onlyScript = '<script>alert(1)</script>';
    await typeInto(contents, onlyScript);
    await until(() => !contents.querySelector('.cp-field__errors'));
    await until(
      () =>
        dialog.querySelector('.memo-preview__empty')?.textContent === 'Nothing of this HTML would be shown.',
    );
    await submit(dialog, 'Publish');
    const alert = await until(() => dialog.querySelector('cp-sl-alert[variant="danger"]'));
    expect(alert.textContent).to.contain('The memo could not be created.');
    const fieldError = await until(() => contents.querySelector('.cp-field__errors'));
    expect(fieldError.textContent).to.not.equal('');
    expect(openDialog(element)).to.equal(dialog);
    expect(contents.value).to.equal(onlyScript);
  });

  it('has no serious or critical accessibility violations with the dialog open, light and dark', async () => {
    for (const theme of ['light', 'dark']) {
      const element = mount(`lang="en" theme="${theme}"`);
      await until(() => idle(element) && shadowOf(element).querySelector('table'));
      const dialog = await openCreateDialog(element);
      await typeInto(fields(dialog).contents, '<p>Accessible <a href="https://example.com">link</a></p>');
      await until(() => dialog.querySelector('.memo-preview__body a'));
      await shown(dialog);
      expect(await seriousViolations(shadowOf(element)), theme).to.deep.equal([]);
      element.parentElement?.remove();
    }
  });

  it('speaks Dutch: "Inlogpagina" for the login memo type and "Iedereen" for no client', async () => {
    const element = mount('lang="nl"');
    await until(() => idle(element) && shadowOf(element).querySelector('table'));
    const dialog = await openCreateDialog(element);
    const { memoType, client } = fields(dialog);
    expect(await until(() => memoType.querySelector('cp-sl-option[value="Login"]')?.textContent)).to.equal(
      'Inlogpagina',
    );
    expect(client.querySelector('cp-sl-option[value="everyone"]')?.textContent).to.equal('Iedereen');
    expect(dialog.getAttribute('label')).to.equal('Nieuwe memo');
  });

  it('given a customer session, it offers no memo actions and the table shows the refusal', async () => {
    const runtime = getPortalRuntime();
    runtime.tokens.setTokens(await fetchTokens('customer@example.com'));
    try {
      const element = mount();
      const alert = await until(() => shadowOf(element)?.querySelector('cp-sl-alert[variant="danger"]'));
      // The API's reason (403), not the generic text; in the language the calls carry (the page's).
      expect(alert.textContent).to.match(/You are not allowed to do this|U mag dit niet doen/);
      expect(shadowOf(element).querySelector('cp-sl-button[part="create-button"]')).to.equal(null);
    } finally {
      await logInAs('staff@example.com');
    }
  });

  it('cuts server HTML to a short plain-text excerpt, without scripts or markup', () => {
    expect(
      memoExcerpt('<h2>Closed</h2><p>on <b>Monday</b></p><script>alert(1)</script><style>p{}</style>'),
    ).to.equal('Closed on Monday');
    expect(memoExcerpt('<img src=x onerror=alert(1)>')).to.equal('');
    const long = memoExcerpt(`<p>${'word '.repeat(40)}</p>`);
    expect(long.length).to.equal(80);
    expect(long.endsWith('…')).to.equal(true);
  });
});
