import { queueActivationMail } from '../areas/admin/activation-mail.ts';
import { insertEmployee } from '../areas/admin/employees-queries.ts';
import { emailTaken } from '../auth/account-queries.ts';
import type { MailSettings } from '../auth/outbox-mail.ts';
import type { Db } from './db.ts';

/** The `server_settings` key recording that the first staff login was made (or had been made by hand). */
export const FIRST_STAFF_LOGIN_KEY = 'first-staff-login';

/**
 * What became of `ADMIN_EMAIL`: a new staff login with its activation mail queued; nothing, because
 * an earlier start already did this (whatever the address is now, and even if that login was deleted
 * since); or nothing, because a login with that address exists.
 */
export type FirstStaffLogin = 'created' | 'done-before' | 'address-taken';

/**
 * The first staff login of a production server (issue 26 §2): on the first start a Pending staff login
 * for `adminEmail`, named "Portal Administrator" until its owner renames it, and its activation mail
 * queued in the outbox exactly as the employees screen's Create does. Recorded in `server_settings` in
 * the same transaction, so later starts leave it alone; two instances starting together make it once
 * (the second waits on the first's key, then finds it).
 */
export async function createFirstStaffLogin(
  db: Db,
  mailSettings: MailSettings,
  adminEmail: string,
): Promise<FirstStaffLogin> {
  const email = adminEmail.trim();
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      `insert into server_settings (key, value) values ($1, $2) on conflict (key) do nothing returning key`,
      [FIRST_STAFF_LOGIN_KEY, JSON.stringify({ emailAddress: email, at: new Date().toISOString() })],
    );
    if (claimed.length === 0) return 'done-before';
    if (await emailTaken(tx, email)) return 'address-taken';
    const accountId = await insertEmployee(tx, {
      emailAddress: email,
      firstName: 'Portal',
      lastName: 'Administrator',
    });
    await queueActivationMail(tx, mailSettings, accountId);
    return 'created';
  });
}
