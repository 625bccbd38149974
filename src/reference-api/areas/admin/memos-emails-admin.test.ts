import { describe, expect, it } from 'vitest';
import { adminSeed } from '../../db/seed/admin-seed.ts';
import { testAppPerFile } from '../../testing/test-app-per-file.ts';
import { adminCalls } from './admin-test-kit.ts';

const t = testAppPerFile({ logins: { staff: 'staff@example.com', customer: 'customer@example.com' } });
const calls = adminCalls(t);

describe('memos', () => {
  it('publishes a sanitized memo for a client, which its dashboard then shows', async () => {
    const created = await calls.post('/Admin/CreateMemo', t.tokens.staff, {
      memoType: 'Dashboard',
      memoContents:
        '<p onclick="steal()">Closed on <b>Friday</b><script>alert(1)</script> <a href="https://example.com">details</a><img src="x"></p>',
      clientId: 1001,
    });
    expect(created.statusCode).toBe(200);
    const memo = created.json();
    expect(memo).toMatchObject({
      memoType: 'Dashboard',
      clientId: 1001,
      clientName: 'Van Dijk Verpakkingen B.V.',
    });
    expect(memo.memoContents).toBe(
      '<p>Closed on <b>Friday</b> <a href="https://example.com" target="_blank" rel="noopener noreferrer">details</a></p>',
    );
    expect(memo.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const shown = await calls.get('/Memos/GetMemo', t.tokens.customer, { memoType: 'Dashboard' });
    expect(shown.json()).toMatchObject({ memoId: memo.id, memoContents: memo.memoContents });

    const changed = await calls.post('/Admin/UpdateMemo', t.tokens.staff, {
      memoId: memo.id,
      memoType: 'Dashboard',
      memoContents: '<p>Open again</p>',
      clientId: 1001,
    });
    expect(changed.json().memoContents).toBe('<p>Open again</p>');
    const newest = await calls.table('/Admin/GetMemosTable', t.tokens.staff, { rowsPerPage: 1 });
    expect(newest.json().items[0].id).toBe(memo.id);
    expect((await calls.post('/Admin/DeleteMemo', t.tokens.staff, { memoId: memo.id })).statusCode).toBe(204);
    expect((await calls.post('/Admin/DeleteMemo', t.tokens.staff, { memoId: memo.id })).statusCode).toBe(404);
  });

  it('refuses a memo for a client that does not exist, one that sanitizes to nothing, and an unknown type', async () => {
    const noClient = await calls.post('/Admin/CreateMemo', t.tokens.staff, {
      memoType: 'Login',
      memoContents: '<p>Hello</p>',
      clientId: 999_999,
    });
    expect(noClient.statusCode).toBe(400);
    expect(noClient.json().errors).toEqual({ clientId: ['This client does not exist'] });
    const empty = await calls.post('/Admin/CreateMemo', t.tokens.staff, {
      memoType: 'Login',
      memoContents: '<script>alert(1)</script>',
      clientId: null,
    });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors)).toEqual(['memoContents']);
    const badType = await calls.post('/Admin/CreateMemo', t.tokens.staff, {
      memoType: 'Popup',
      memoContents: 'x',
      clientId: null,
    });
    expect(badType.statusCode).toBe(400);
  });
});

describe('e-mails', () => {
  it('shows an e-mail with its send log, and resending it logs Resent on the original and a new sent copy', async () => {
    const table = await calls.table('/Admin/GetEmailsTable', t.tokens.staff, {
      search: adminSeed.pendingCustomer,
    });
    expect(table.json().total).toBe(1);
    const original = table.json().items[0];
    expect(original).toMatchObject({ toAddress: adminSeed.pendingCustomer, status: 'Sent' });

    const before = (await calls.get('/Admin/GetEmail', t.tokens.staff, { emailId: original.id })).json();
    expect(before.log.map((e: { event: string }) => e.event)).toEqual(['Queued', 'Sent']);
    expect(before.body).toContain('/auth/activate/');

    const resent = await calls.post('/Admin/ResendEmail', t.tokens.staff, { emailId: original.id });
    expect(resent.statusCode).toBe(200);
    const copy = resent.json();
    expect(copy).toMatchObject({
      toAddress: adminSeed.pendingCustomer,
      subject: original.subject,
      status: 'Sent',
    });
    expect(copy.id).not.toBe(original.id);

    const after = (await calls.get('/Admin/GetEmail', t.tokens.staff, { emailId: original.id })).json();
    expect(after.log.at(-1)).toEqual({
      loggedAt: expect.stringMatching(/Z$/),
      event: 'Resent',
      message: `Sent again as e-mail ${copy.id}`,
      actor: 'staff@example.com',
    });
    const copyDetail = (await calls.get('/Admin/GetEmail', t.tokens.staff, { emailId: copy.id })).json();
    expect(copyDetail.body).toBe(before.body);
    expect(copyDetail.log.map((e: { event: string; actor: string | null }) => [e.event, e.actor])).toEqual([
      ['Queued', 'staff@example.com'],
      ['Sent', null],
    ]);
    const newest = await calls.table('/Admin/GetEmailsTable', t.tokens.staff, { rowsPerPage: 1 });
    expect(newest.json().items[0].id).toBe(copy.id);
    expect((await calls.get('/Admin/GetEmail', t.tokens.staff, { emailId: 999_999 })).statusCode).toBe(404);
  });

  it('logs new mails as queued and sent, and shows seeded failed and retrying mails', async () => {
    await calls.post('/Authentication/RequestPasswordResetToken', null, {
      emailAddress: 'muller@example.com',
    });
    await t.app.mailJobs.idle(); // the reset mail is written after the answer
    const [mail] = (
      await calls.table('/Admin/GetEmailsTable', t.tokens.staff, { search: 'muller@example.com' })
    ).json().items;
    const detail = (await calls.get('/Admin/GetEmail', t.tokens.staff, { emailId: mail.id })).json();
    expect(detail.log.map((e: { event: string }) => e.event)).toEqual(['Queued', 'Sent']);
    const failed = (
      await calls.table('/Admin/GetEmailsTable', t.tokens.staff, { search: adminSeed.failedMailTo })
    ).json().items[0];
    expect(failed).toMatchObject({
      status: 'Failed',
      sentAt: null,
      attempts: 1,
      nextAttemptAt: null,
      lastResponse: '550 5.1.1 Mailbox unavailable (demo)',
    });
    const failedLog = (await calls.get('/Admin/GetEmail', t.tokens.staff, { emailId: failed.id })).json().log;
    expect(failedLog.map((e: { event: string }) => e.event)).toEqual(['Queued', 'Failed']);
    const queued = (
      await calls.table('/Admin/GetEmailsTable', t.tokens.staff, { search: adminSeed.queuedMailTo })
    ).json().items[0];
    // Refused twice by a busy relay: Retrying, with the time of the next attempt and the last answer.
    expect(queued).toMatchObject({
      status: 'Retrying',
      attempts: 2,
      lastResponse: '421 4.7.0 Try again later (demo)',
    });
    // Due after its last refusal (not necessarily after now: the test database's seed may be minutes old).
    const queuedLog = (await calls.get('/Admin/GetEmail', t.tokens.staff, { emailId: queued.id })).json().log;
    expect(Date.parse(queued.nextAttemptAt)).toBeGreaterThan(Date.parse(queuedLog.at(-1).loggedAt));
    const retrying = await calls.table('/Admin/GetEmailsTable', t.tokens.staff, { search: 'retrying' });
    expect(retrying.json().items.map((row: { toAddress: string }) => row.toAddress)).toEqual([
      adminSeed.queuedMailTo,
    ]);
    const bySubject = await calls.table('/Admin/GetEmailsTable', t.tokens.staff, { sortBy: 'subject' });
    expect(bySubject.statusCode).toBe(200);
    expect((await calls.table('/Admin/GetEmailsTable', t.tokens.staff, { sortBy: 'body' })).statusCode).toBe(
      400,
    );
  });
});
