import type { FastifyInstance } from 'fastify';
import { findAccountByEmail } from '../auth/account-queries.ts';
import { createOneTimeToken } from '../auth/one-time-tokens.ts';
import type { Db } from '../db/db.ts';
import { apiPrefix } from '../platform/route.ts';

/** The password the generated mill's benchmark logins are activated with (a loopback bench database). */
export const MILL_BENCH_PASSWORD = 'Mill-scale-bench-2026!';

/**
 * Activates the customer logins `emails` (still Pending after the import) through the ordinary
 * `POST Authentication/ActivateAccount`, with an activation token made here instead of read from the
 * mail (the outbox keeps no live links), so the benchmark can sign in as them. Active ones are left
 * as they are: a second run changes nothing. Answers how many it activated.
 */
export async function activateMillLogins(app: FastifyInstance, db: Db, emails: readonly string[]) {
  let activated = 0;
  for (const email of emails) {
    const account = await findAccountByEmail(db, email);
    if (!account) throw new Error(`no login ${email}: was the mill loaded?`);
    if (account.is_active) continue;
    const token = await createOneTimeToken(db, 'activation', account.account_id);
    const answer = await app.inject({
      method: 'POST',
      url: `${apiPrefix}/Authentication/ActivateAccount`,
      payload: { token, password: MILL_BENCH_PASSWORD },
    });
    if (answer.statusCode !== 204)
      throw new Error(`activating ${email}: ${answer.statusCode} ${answer.body}`);
    activated++;
  }
  return activated;
}
