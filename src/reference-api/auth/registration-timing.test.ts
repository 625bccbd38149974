import { describe, expect, it } from 'vitest';
import { HeldMailJobs } from '../testing/held-mail-jobs.ts';
import { testAppPerFile } from '../testing/test-app-per-file.ts';

// Issue 23 §9: registering a known address took longer than a new one (a token and a mail on the
// request path, against one insert). Both must do the same work before the answer.
const mailJobs = new HeldMailJobs();

const t = testAppPerFile({ mailJobs });

/** Registers `emailAddress`, returning the answer and every SQL statement run before it. */
async function register(emailAddress: string) {
  const query = t.db.query.bind(t.db);
  const statements: string[] = [];
  t.db.query = (async (sql: string, params?: readonly unknown[]) => {
    statements.push(sql.replace(/\s+/g, ' ').trim());
    return query(sql, params);
  }) as typeof t.db.query;
  try {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/customerportal/Authentication/RegisterNewCustomer',
      payload: {
        emailAddress,
        firstName: 'Anna',
        lastName: 'Visser',
        companyName: 'Van Dijk',
        customerNumber: 'c-1001',
      },
      headers: { 'accept-language': 'en' },
    });
    return { answer, statements };
  } finally {
    t.db.query = query;
  }
}

const accountsNamed = async (email: string) =>
  (
    await t.db.query<{ n: number }>(
      'select count(*)::int as n from accounts where lower(email_address) = lower($1)',
      [email],
    )
  )[0]!.n;
const tokensOf = async (email: string) =>
  (
    await t.db.query<{ n: number }>(
      `select count(*)::int as n from one_time_tokens t join accounts a using (account_id) where a.email_address = $1`,
      [email],
    )
  )[0]!.n;

describe('self-registration of a known and of a new address', () => {
  it('given both, it answers the same before any look-up, insert, token or mail, with the same work queued', async () => {
    const known = 'customer@example.com';
    const fresh = 'brand.new.registrant@example.com';
    // The flood counters' sweep of ended windows runs once a minute on some call: here, not below.
    await register('warm-up@example.com');
    await mailJobs.release();
    const tokensBefore = await tokensOf(known);

    const forKnown = await register(known);
    const forNew = await register(fresh);

    expect([forKnown.answer.statusCode, forNew.answer.statusCode]).toEqual([204, 204]);
    expect(forKnown.answer.body).toBe(forNew.answer.body);
    // The same statements ran on the request path for both (only the admission counters: no look-up of
    // the address, no insert of the account, no token, no outbox row).
    expect(forKnown.statements).toEqual(forNew.statements);
    expect(forKnown.statements.filter((sql) => /accounts|one_time_tokens|outbox/.test(sql))).toEqual([]);
    expect(mailJobs.held.map((job) => job.name)).toEqual(['registration', 'registration']);
    expect(await accountsNamed(fresh)).toBe(0);
    expect(await tokensOf(known)).toBe(tokensBefore);
    expect(await t.mailsTo(known)).toEqual([]);

    // After the answer: the known address gets its "already registered" mail, the new one its request.
    await mailJobs.release();
    expect(await accountsNamed(fresh)).toBe(1);
    expect(await tokensOf(known)).toBe(tokensBefore + 1);
    expect((await t.mailsTo(known))[0]?.body).toContain('/auth/reset-password/');
  });
});
