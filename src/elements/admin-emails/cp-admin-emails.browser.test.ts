import { expect } from 'chai';
import { afterEach, before, describe, it } from '../../ui/element/mocha-globals.ts';
import {
  buttonIn,
  cellTexts,
  idle,
  logInAs,
  mountElement,
  removeMounted,
  rowButton,
  rows,
  search,
  seriousViolations,
  shadowOf,
  shown,
  snackbar,
  until,
} from '../../ui/testing/element-test-kit.ts';
import './cp-admin-emails.ts';
import { isHtmlBody } from './email-columns.tsx';

/** The seeded e-mail that bounced (src/reference-api/db/seed/admin-seed.ts). */
const FAILED_MAIL_TO = 'bounce@example.com';
/** The seeded e-mail a busy relay refused twice: it is tried again in a few minutes. */
const RETRYING_MAIL_TO = 'queued@example.com';
/** The seeded activation e-mails go to these never-activated logins; their bodies hold a link. */
const STAFF = 'staff@example.com';

const dialogs = (element: HTMLElement) => [
  ...shadowOf(element).querySelectorAll<HTMLElement>('cp-sl-dialog[open]'),
];
const emailDialog = (element: HTMLElement) =>
  shadowOf(element).querySelector<HTMLElement>('cp-sl-dialog.email-dialog[open]') ?? undefined;
const confirmDialog = (element: HTMLElement) =>
  dialogs(element).find((dialog) => !dialog.classList.contains('email-dialog'));
/** The status column (EMAIL_COLUMNS: created, to, subject, status, sent). */
const statusOf = (row: HTMLTableRowElement) => row.cells[3]?.querySelector('cp-sl-badge')?.textContent ?? '';
const logEvents = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll<HTMLTableRowElement>('.email-log tbody tr')].map((row) => ({
    event: row.cells[1]?.textContent,
    message: row.cells[2]?.textContent,
    actor: row.cells[3]?.textContent,
  }));

const mount = (attributes?: string) => mountElement('cp-admin-emails', attributes);

/** The rows of the bounced e-mail and its copies, once the search has loaded. */
async function bouncedRows(element: HTMLElement, count?: number) {
  return until(() => {
    const found = rows(element);
    const matching =
      idle(element) && found.length > 0 && found.every((row) => cellTexts(row)[1] === FAILED_MAIL_TO);
    return matching && (count === undefined || found.length === count) && found;
  });
}

const original = (found: HTMLTableRowElement[]) =>
  found.find((row) => statusOf(row) === 'Failed') as HTMLTableRowElement;

describe('<cp-admin-emails>', () => {
  before(async () => {
    await logInAs(STAFF);
  });

  afterEach(() => removeMounted('cp-admin-emails'));

  it('lists the send log newest first, statuses as badges', async () => {
    const element = mount();
    await until(() => idle(element) && rows(element).length > 0);
    const headers = [...shadowOf(element).querySelectorAll('thead th')].map((th) =>
      th.textContent?.replace(/[↑↓]/g, ''),
    );
    expect(headers.slice(0, 5)).to.deep.equal(['Created', 'To', 'Subject', 'Status', 'Sent']);
    const badges = rows(element).map(statusOf);
    expect(
      badges.every((badge) => ['Queued', 'Sending', 'Retrying', 'Sent', 'Failed'].includes(badge)),
    ).to.equal(true);
    await search(element, FAILED_MAIL_TO);
    const found = await bouncedRows(element);
    expect(original(found).querySelector('cp-sl-badge')?.getAttribute('variant')).to.equal('danger');
  });

  it('views an e-mail read-only: addresses, the sanitized body and its send log', async () => {
    const element = mount();
    await search(element, FAILED_MAIL_TO);
    rowButton(original(await bouncedRows(element)), 'View').click();
    const dialog = await until(() => emailDialog(element));
    await until(() => dialog.querySelector('.email-detail'));
    expect(dialog.querySelector('cp-sl-input, cp-sl-textarea, form')).to.equal(null);
    const meta = dialog.querySelector('.email-detail__meta')?.textContent ?? '';
    expect(meta).to.contain(`To${FAILED_MAIL_TO}`);
    expect(meta).to.contain('Cc—');
    expect(dialog.querySelector('.email-detail__body p')).to.not.equal(null);
    expect(logEvents(dialog).map((entry) => entry.event)).to.deep.equal(['Queued', 'Failed']);
    expect(logEvents(dialog)[1]?.message).to.contain('550');
    expect(logEvents(dialog)[1]?.actor).to.equal('System');
    // What the mail server answered, and after how many attempts.
    expect(meta).to.contain('Attempts1');
    expect(meta).to.contain('Server’s last answer550 5.1.1 Mailbox unavailable (demo)');

    buttonIn(dialog, 'Close')?.click();
    await until(() => !emailDialog(element));
  });

  it('shows a mail being retried: its badge, the next attempt, the attempts and the last answer', async () => {
    const element = mount();
    await search(element, RETRYING_MAIL_TO);
    const [row] = await until(() => {
      const found = rows(element);
      return idle(element) && found.length === 1 && cellTexts(found[0]!)[1] === RETRYING_MAIL_TO && found;
    });
    expect(statusOf(row!)).to.equal('Retrying');
    expect(row!.cells[3]?.querySelector('cp-sl-badge')?.getAttribute('variant')).to.equal('warning');
    expect(row!.cells[3]?.querySelector('.email-status__note')?.textContent).to.match(/^next \S/);

    rowButton(row!, 'View').click();
    const dialog = await until(() => emailDialog(element));
    await until(() => dialog.querySelector('.email-detail'));
    const meta = dialog.querySelector('.email-detail__meta')?.textContent ?? '';
    expect(meta).to.contain('Attempts2');
    expect(meta).to.contain('Next attempt');
    expect(meta).to.contain('Server’s last answer421 4.7.0 Try again later (demo)');
    expect(logEvents(dialog).map((entry) => entry.event)).to.deep.equal([
      'Queued',
      'Attempt failed',
      'Attempt failed',
    ]);
    buttonIn(dialog, 'Close')?.click();
    await until(() => !emailDialog(element));
  });

  it("resends from the row after a confirmation: the copy is on top and the original's log shows Resent", async () => {
    const element = mount();
    await search(element, FAILED_MAIL_TO);
    const before = await bouncedRows(element);

    // Cancelling sends nothing.
    rowButton(original(before), 'Resend').click();
    let confirm = await until(() => confirmDialog(element));
    expect(confirm.getAttribute('label')).to.equal('Send this e-mail again?');
    expect(confirm.textContent).to.contain(`is sent to ${FAILED_MAIL_TO} now`);
    buttonIn(confirm, 'Cancel')?.click();
    await until(() => !confirmDialog(element));

    rowButton(original(before), 'Resend').click();
    confirm = await until(() => confirmDialog(element));
    buttonIn(confirm, 'Resend')?.click();
    await until(() => !confirmDialog(element));
    expect(snackbar()).to.equal(`The e-mail has been sent again to ${FAILED_MAIL_TO}.`);
    const after = await bouncedRows(element, before.length + 1);
    expect(statusOf(after[0] as HTMLTableRowElement)).to.equal('Sent');

    rowButton(original(after), 'View').click();
    const dialog = await until(() => emailDialog(element));
    const resent = await until(() =>
      logEvents(dialog)
        .filter((entry) => entry.event === 'Resent')
        .at(-1),
    );
    expect(resent.actor).to.equal(STAFF);
  });

  it('resends from the open e-mail: its log shows the new Resent entry at once', async () => {
    const element = mount();
    await search(element, FAILED_MAIL_TO);
    const before = await bouncedRows(element);
    rowButton(original(before), 'View').click();
    const dialog = await until(() => emailDialog(element));
    await until(() => dialog.querySelector('.email-log'));
    const resentBefore = logEvents(dialog).filter((entry) => entry.event === 'Resent').length;

    (await until(() => buttonIn(dialog, 'Resend'))).click();
    const confirm = await until(() => confirmDialog(element));
    buttonIn(confirm, 'Resend')?.click();
    await until(() => !confirmDialog(element));
    await until(
      () => logEvents(dialog).filter((entry) => entry.event === 'Resent').length === resentBefore + 1,
    );
    expect(emailDialog(element)).to.equal(dialog);
    await bouncedRows(element, before.length + 1);
  });

  it('has no serious or critical accessibility violations with the e-mail open, light and dark', async () => {
    for (const theme of ['light', 'dark']) {
      const element = mount(`lang="en" theme="${theme}"`);
      await search(element, FAILED_MAIL_TO);
      rowButton(original(await bouncedRows(element)), 'View').click();
      const dialog = await until(() => emailDialog(element));
      await until(() => dialog.querySelector('.email-log'));
      await shown(dialog);
      expect(await seriousViolations(shadowOf(element)), theme).to.deep.equal([]);
      element.parentElement?.remove();
    }
  });

  it('speaks German: statuses, dialog and log', async () => {
    const element = mount('lang="de"');
    await search(element, FAILED_MAIL_TO);
    const found = await until(() => {
      const candidates = rows(element);
      return idle(element) && candidates.some((row) => statusOf(row) === 'Fehlgeschlagen') && candidates;
    });
    rowButton(
      found.find((row) => statusOf(row) === 'Fehlgeschlagen') as HTMLTableRowElement,
      'Anzeigen',
    ).click();
    const dialog = await until(() => emailDialog(element));
    await until(() => dialog.querySelector('.email-log'));
    expect(dialog.getAttribute('label')).to.equal('E-Mail');
    expect(logEvents(dialog)[0]?.event).to.equal('In Warteschlange');
    expect(buttonIn(dialog, 'Erneut senden')).to.not.equal(undefined);
  });

  it('tells HTML bodies from plain text', () => {
    expect(isHtmlBody('<p>Hello</p>')).to.equal(true);
    expect(isHtmlBody('Hello <b>you</b>')).to.equal(true);
    expect(isHtmlBody('a < b and c > d')).to.equal(false);
    expect(isHtmlBody('Plain text\nsecond line')).to.equal(false);
  });
});
