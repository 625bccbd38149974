import { createOneTimeToken } from '../../auth/one-time-tokens.ts';
import { defaultMailFrom, MASKED_TOKEN } from '../../auth/outbox-mail.ts';
import type { MailEvent } from '../../auth/outbox-queries.ts';
import { hashPassword } from '../../auth/password-hash.ts';
import { message } from '../../platform/server-messages.ts';
import type { Db } from '../db.ts';
import { demoPassword } from './accounts-seed.ts';

/**
 * Data worth administering (docs/screens/administration.md#who-administers), beside the demo accounts (which stay as they are):
 * an agent without clients or logins (deletable), Pending and Disabled logins of each kind, a second
 * employee, a self-registration awaiting approval, and e-mails in every state with their send logs. Client 1005 (Nordic Board AB) already has
 * no logins; it has trade data, so deleting it is refused.
 */
export const adminSeed = {
  /** An agent without clients or logins: deleting it succeeds. */
  deletableAgent: { displayName: 'Baltic Board Agency', emailAddress: 'baltic@example.com' },
  /** Customer login of client 1001 that was never activated; its activation mail is in the outbox. */
  pendingCustomer: 'pending@example.com',
  /** Agent login of agent 1 (Hanseatic Paper Agency), never activated. */
  pendingAgent: 'pending.agent@example.com',
  /** Agent login of agent 1, disabled by an administrator (it has the demo password). */
  disabledAgent: 'disabled.agent@example.com',
  /** A second active employee with the demo password: one staff member can disable or delete it. */
  secondEmployee: 'support@example.com',
  /** An employee login never activated. */
  pendingEmployee: 'new.staff@example.com',
  /**
   * A self-registration awaiting staff approval (issue 14 §2), its customer number matched to client
   * 1001: no activation mail until staff approve it in the logins screen.
   */
  awaitingApproval: {
    emailAddress: 'new.applicant@example.com',
    companyName: 'Van Dijk Verpakking',
    customerNumber: 'c-1001',
  },
  /** Outbox e-mails that failed and that are still queued. */
  failedMailTo: 'bounce@example.com',
  queuedMailTo: 'queued@example.com',
} as const;

/** Seeds the administration's demo data (see `adminSeed`). */
export async function seedAdminData(
  db: Db,
  settings: { publicUrl?: string | undefined; mailFrom?: string | undefined } = {},
): Promise<void> {
  const origin = (settings.publicUrl ?? 'http://localhost:3000').replace(/\/+$/, '');
  const from = settings.mailFrom ?? defaultMailFrom;
  const hash = await hashPassword(demoPassword, { wait: true });
  await db.transaction(async (tx) => {
    await tx.query('insert into agents (display_name, email_address) values ($1, $2)', [
      adminSeed.deletableAgent.displayName,
      adminSeed.deletableAgent.emailAddress,
    ]);
    const insert = (
      email: string,
      kind: 'customer' | 'agent' | 'staff',
      owner: { clientId?: number; agentId?: number },
      name: [string, string],
      state: { active: boolean; disabled?: boolean },
    ) =>
      tx.query<{ account_id: number }>(
        `insert into accounts (email_address, account_type, client_id, agent_id, display_name, first_name, last_name,
                               preferred_language_id, is_active, disabled_at, password_hash)
         values ($1, $2, $3, $4, $5, $6, $7, 2, $8, $9, $10) returning account_id`,
        [
          email,
          kind,
          owner.clientId ?? null,
          owner.agentId ?? null,
          name.join(' '),
          name[0],
          name[1],
          state.active,
          state.disabled ? new Date() : null,
          state.active ? hash : null,
        ],
      );
    const pending = [
      await insert(adminSeed.pendingCustomer, 'customer', { clientId: 1001 }, ['Lars', 'Meijer'], {
        active: false,
      }),
      await insert(adminSeed.pendingAgent, 'agent', { agentId: 1 }, ['Greta', 'Hansen'], { active: false }),
      await insert(adminSeed.pendingEmployee, 'staff', {}, ['Noor', 'Bakker'], { active: false }),
    ];
    await insert(adminSeed.disabledAgent, 'agent', { agentId: 1 }, ['Klaus', 'Richter'], {
      active: true,
      disabled: true,
    });
    await insert(adminSeed.secondEmployee, 'staff', {}, ['Lotte', 'Visser'], { active: true });
    const applicant = adminSeed.awaitingApproval;
    await tx.query(
      `insert into accounts (email_address, account_type, client_id, display_name, first_name, last_name,
                             preferred_language_id, is_active, awaiting_approval,
                             registered_company_name, registered_customer_number)
       values ($1, 'customer', 1001, 'Sem de Boer', 'Sem', 'de Boer', 1, false, true, $2, $3)`,
      [applicant.emailAddress, applicant.companyName, applicant.customerNumber],
    );

    // The activation mails of the Pending logins (as if created by staff): the log's copy, without the
    // token, as every mail is logged; the recipient's copy went out long ago.
    const sent = message('en', 'mail.demoSent');
    for (const [row] of pending) {
      const [account] = await tx.query<{ email_address: string; display_name: string }>(
        'select email_address, display_name from accounts where account_id = $1',
        [row!.account_id],
      );
      await createOneTimeToken(tx, 'activation', row!.account_id);
      const link = `${origin}/auth/activate/${MASKED_TOKEN}`;
      await seedMail(tx, {
        from,
        to: account!.email_address,
        subject: message('en', 'mail.activationSubject'),
        body: `<p>${message('en', 'mail.greeting', { name: account!.display_name })}</p>\n<p>${message('en', 'mail.activationBody')}</p>\n<p><a href="${link}">${link}</a></p>`,
        status: 'Sent',
        log: [
          ['Queued', ''],
          ['Sent', sent],
        ],
      });
    }
    await seedMail(tx, {
      from,
      to: adminSeed.failedMailTo,
      subject: message('en', 'mail.resetSubject'),
      body: `<p>${message('en', 'mail.resetBody')}</p>`,
      status: 'Failed',
      log: [
        ['Queued', ''],
        ['Failed', '550 5.1.1 Mailbox unavailable (demo)'],
      ],
      attempts: 1,
    });
    await seedMail(tx, {
      from,
      to: adminSeed.queuedMailTo,
      subject: message('en', 'mail.activatedSubject'),
      body: `<p>${message('en', 'mail.activatedBody')}</p>`,
      // Refused twice by a busy relay (3 and 2 minutes ago): tried again in 3 minutes (5 after the last).
      status: 'Queued',
      log: [
        ['Queued', '', 3],
        ['Deferred', '421 4.7.0 Try again later (demo)', 3],
        ['Deferred', '421 4.7.0 Try again later (demo)', 2],
      ],
      attempts: 2,
      nextAttemptMinutes: 3,
    });
  });
}

async function seedMail(
  db: Db,
  mail: {
    from: string;
    to: string;
    subject: string;
    body: string;
    status: 'Queued' | 'Sent' | 'Failed';
    /** Each entry's event, message and minutes ago (default now). */
    log: [MailEvent, string, number?][];
    /** Attempts made so far (none: the demo sent it without trying), and when the next is due. */
    attempts?: number;
    nextAttemptMinutes?: number;
  },
): Promise<void> {
  const last = mail.log.at(-1)?.[1] ?? null;
  const attempts = mail.attempts ?? 0;
  const [row] = await db.query<{ email_id: number }>(
    `insert into outbox (status, subject, to_address, from_address, body, log_message, sent_at, language, attempts,
                         last_response, next_attempt_at, created_at)
     values ($1, $2, $3, $4, $5, $6, case when $1 = 'Sent' then now() end, 'en', $7,
             case when $7 > 0 then $6 end,
             case when $1 = 'Queued' then now() + make_interval(mins => $8) end, now() - make_interval(mins => $9))
     returning email_id`,
    [
      mail.status,
      mail.subject,
      mail.to,
      mail.from,
      mail.body,
      last,
      attempts,
      mail.nextAttemptMinutes ?? 0,
      mail.log[0]?.[2] ?? 0,
    ],
  );
  for (const [event, text, minutesAgo = 0] of mail.log)
    await db.query(
      `insert into outbox_log (email_id, event, message, logged_at)
       values ($1, $2, $3, now() - make_interval(mins => $4))`,
      [row!.email_id, event, text, minutesAgo],
    );
}
