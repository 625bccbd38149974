import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../testing/test-app-per-file.ts';
import { adminCalls } from './admin-test-kit.ts';

// Staff reading the e-mail log must not be able to take over the login a reset link was mailed to
// (issue 14 §7): the log holds one-time links without their token, and a resend mails a fresh link
// that kills the old one.
const victim = 'customer@example.com';
const newPassword = 'Quiet-harbour-lantern-2026';

const t = testAppPerFile({ logins: { staff: 'staff@example.com' } });
const calls = adminCalls(t);

const resetToken = (body: string) => body.match(/\/auth\/reset-password\/([^"<\s/]+)/)?.[1] ?? '';
const tokenValid = async (token: string) =>
  (await calls.post('/Authentication/IsPasswordResetTokenValid', null, { token })).json().isValid;

describe('the e-mail log and one-time links', () => {
  it('given a reset mail, staff see its link masked and nothing they see resets the password; a resend mails a fresh link and the old one dies', async () => {
    await calls.post('/Authentication/RequestPasswordResetToken', null, { emailAddress: victim });
    const [mailed] = await t.mailsTo(victim);
    const liveToken = resetToken(mailed!.body);
    expect(await tokenValid(liveToken)).toBe(true);

    // What staff see: the table row and the one-mail view.
    const rows = (await calls.table('/Admin/GetEmailsTable', t.tokens.staff, { search: victim })).json()
      .items;
    expect(JSON.stringify(rows)).not.toContain(liveToken);
    const shown = (await calls.get('/Admin/GetEmail', t.tokens.staff, { emailId: mailed!.emailId })).json();
    expect(shown.body).toContain('/auth/reset-password/••••••');
    expect(shown.body).not.toContain(liveToken);
    // Trying what the view shows as a token does not work.
    const seen = resetToken(shown.body);
    expect(await tokenValid(seen)).toBe(false);
    const attempt = await calls.post('/Authentication/ResetPassword', null, {
      token: seen,
      password: newPassword,
    });
    expect(attempt.statusCode).toBe(400);

    // A resend: a new mail with a new, working link; the earlier link stops working.
    const resent = await calls.post('/Admin/ResendEmail', t.tokens.staff, { emailId: mailed!.emailId });
    expect(resent.statusCode).toBe(200);
    const [copy] = await t.mailsTo(victim);
    expect(copy!.emailId).toBe(resent.json().id);
    const freshToken = resetToken(copy!.body);
    expect(freshToken).not.toBe(liveToken);
    expect(await tokenValid(liveToken)).toBe(false);
    const copyShown = (await calls.get('/Admin/GetEmail', t.tokens.staff, { emailId: copy!.emailId })).json();
    expect(copyShown.body).not.toContain(freshToken);

    const reset = await calls.post('/Authentication/ResetPassword', null, {
      token: freshToken,
      password: newPassword,
    });
    expect(reset.statusCode).toBe(204);
    const login = await calls.post('/Authentication/LoginWithCredentials', null, {
      emailAddress: victim,
      password: newPassword,
    });
    expect(login.statusCode).toBe(200);

    // The resend is in the audit log, saying a fresh link went out.
    const [audit] = await t.db.query<{ actor_email: string; detail: Record<string, unknown> }>(
      `select actor_email, detail from admin_audit_log
        where action = 'ResendEmail' and subject_id = $1 order by audit_id desc limit 1`,
      [String(mailed!.emailId)],
    );
    expect(audit).toEqual({
      actor_email: 'staff@example.com',
      detail: { copyEmailId: copy!.emailId, freshLink: 'reset' },
    });
  });
});
