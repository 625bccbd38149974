import { describe, expect, it } from 'vitest';
import { adminSeed } from '../../db/seed/admin-seed.ts';
import { testAppPerFile } from '../../testing/test-app-per-file.ts';
import { adminCalls } from './admin-test-kit.ts';

// Issue 23 §9: CreateLogin answered an agent 409 for an address with a login anywhere, so an agent
// could learn whether any address has a login with this portal. The agent now gets the answer of a
// creation; staff keep the clear 409.

const t = testAppPerFile({ logins: { staff: 'staff@example.com', agent: 'agent@example.com' } });
const calls = adminCalls(t);

const customerLogin = (emailAddress: string, clientId = 1004) => ({
  emailAddress,
  displayName: 'Ada Kramer',
  accountType: 'customer',
  clientId,
  agentId: null,
  languageId: 1,
});
const account = async (email: string) =>
  (
    await t.db.query<{ account_id: number; client_id: number | null; display_name: string }>(
      'select account_id, client_id, display_name from accounts where lower(email_address) = lower($1)',
      [email],
    )
  )[0];
/** The answer without what necessarily differs between two creations: the id and the address. */
const shape = (row: Record<string, unknown>) => ({
  ...row,
  id: typeof row.id,
  emailAddress: typeof row.emailAddress,
});

describe('an agent creating a login for an address that has a login elsewhere', () => {
  it('given addresses of another client’s customer, of staff, of an agent and of a pending registration, it answers as for a new address and changes nothing', async () => {
    const fresh = await calls.post(
      '/Admin/CreateLogin',
      t.tokens.agent,
      customerLogin('ada.fresh@example.com'),
    );
    expect(fresh.statusCode).toBe(200);
    const existing = [
      'Customer@Example.com',
      'staff@example.com',
      'agent@example.com',
      adminSeed.awaitingApproval.emailAddress,
    ];
    let lastId = fresh.json().id as number;
    for (const email of existing) {
      const before = await account(email);
      const answer = await calls.post('/Admin/CreateLogin', t.tokens.agent, customerLogin(email));
      expect(answer.statusCode, email).toBe(200);
      expect(shape(answer.json()), email).toEqual(shape(fresh.json()));
      expect(answer.json().emailAddress).toBe(email);
      // Ids keep rising as they do for real creations.
      expect(answer.json().id).toBeGreaterThan(lastId);
      lastId = answer.json().id;
      expect(await account(email), email).toEqual(before);
    }
  });

  it('mails the existing owner a notice instead of an activation link, and audits the attempt for staff', async () => {
    const answer = await calls.post(
      '/Admin/CreateLogin',
      t.tokens.agent,
      customerLogin('customer@example.com'),
    );
    expect(answer.statusCode).toBe(200);
    const [notice] = await t.mailsTo('customer@example.com');
    expect(notice?.subject).toBe('Een login voor uw e-mailadres bestaat al');
    expect(notice?.body).not.toContain('/auth/activate/');
    const [audit] = await t.db.query<{ action: string; detail: Record<string, unknown> }>(
      `select action, detail from admin_audit_log where action = 'CreateLoginAddressInUse' order by audit_id desc limit 1`,
    );
    expect(audit?.detail).toMatchObject({ emailAddress: 'customer@example.com', clientId: 1004 });
  });

  it('given a login of one of its own clients (which it sees anyway), it still answers 409', async () => {
    const answer = await calls.post(
      '/Admin/CreateLogin',
      t.tokens.agent,
      customerLogin('brightwell@example.com', 1003),
    );
    expect(answer.statusCode).toBe(409);
  });
});

describe('staff creating a login for an address in use', () => {
  it('answers a clear 409 on emailAddress', async () => {
    const answer = await calls.post(
      '/Admin/CreateLogin',
      t.tokens.staff,
      customerLogin('agent@example.com', 1001),
    );
    expect(answer.statusCode).toBe(409);
    expect(answer.json().errors).toEqual({ emailAddress: ['This e-mail address is already in use'] });
  });
});
