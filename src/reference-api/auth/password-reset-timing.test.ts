import { describe, expect, it } from 'vitest';
import { HeldMailJobs } from '../testing/held-mail-jobs.ts';
import { testAppPerFile } from '../testing/test-app-per-file.ts';

const mailJobs = new HeldMailJobs();

const t = testAppPerFile({ mailJobs });

const askReset = (emailAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/customerportal/Authentication/RequestPasswordResetToken',
    payload: { emailAddress },
  });

const resetTokens = async (email: string) =>
  (
    await t.db.query<{ n: number }>(
      `select count(*)::int as n from one_time_tokens t join accounts a using (account_id)
        where a.email_address = $1 and t.purpose = 'reset'`,
      [email],
    )
  )[0]!.n;

describe('a password reset request (issue 14 §7: the same time for known and unknown addresses)', () => {
  it('given a known and an unknown address, both answer 204 before any look-up, token or mail, with the same work queued', async () => {
    const known = 'customer@example.com';
    const tokensBefore = await resetTokens(known);

    const forKnown = await askReset(known);
    const forUnknown = await askReset('nobody-here@example.com');

    // Answered while the mail work is still held: nothing of it ran on the request path, for either.
    expect([forKnown.statusCode, forUnknown.statusCode]).toEqual([204, 204]);
    expect(forKnown.body).toBe(forUnknown.body);
    expect(mailJobs.held.map((job) => job.name)).toEqual(['password reset mail', 'password reset mail']);
    expect(await resetTokens(known)).toBe(tokensBefore);
    expect(await t.mailsTo(known)).toEqual([]);

    await mailJobs.release();
    const [mail] = await t.mailsTo(known);
    expect(mail?.body).toContain('/auth/reset-password/');
    expect(await resetTokens(known)).toBe(tokensBefore + 1);
    expect(await t.mailsTo('nobody-here@example.com')).toEqual([]);
  });
});
