import type { Db } from '../db/db.ts';
import { createOneTimeToken, type TokenPurpose } from './one-time-tokens.ts';
import { MASKED_TOKEN } from './outbox-mail.ts';

/** The portal paths that carry a one-time token, and what the token is for. */
const linkPurposes: Record<string, TokenPurpose> = {
  'reset-password': 'reset',
  activate: 'activation',
  token: 'login',
};

/** A one-time link as the e-mail log holds it: `/auth/<kind>/` and the mask where the token was. */
const LOGGED_LINK = new RegExp(`/auth/(reset-password|activate|token)/${MASKED_TOKEN}`);

/**
 * A mail to resend with a fresh token in its one-time link: the e-mail log's copy (`loggedBody`, which
 * never held the token) gets a new token for the recipient's copy, and the log keeps the masked copy.
 * Every unused token of that login for the same purpose stops working first, so only the newest mail
 * works and whoever saw an earlier one holds nothing. The login is the one the mail was addressed to.
 * Answers null when the mail has no one-time link or no login has that address (sent as it was).
 */
export async function renewOneTimeLink(
  db: Db,
  loggedBody: string,
  toAddress: string | null,
): Promise<{ recipientBody: string; purpose: TokenPurpose } | null> {
  const found = loggedBody.match(LOGGED_LINK);
  if (!found) return null;
  const [link, kind = ''] = found;
  const purpose = linkPurposes[kind]!;
  const [owner] = await db.query<{ account_id: number }>(
    'select account_id from accounts where lower(email_address) = lower($1)',
    [toAddress ?? ''],
  );
  if (!owner) return null;
  // The reusable demo login token stays as it is: only single-use tokens are renewed.
  await db.query(
    `update one_time_tokens set used_at = now()
      where account_id = $1 and purpose = $2 and used_at is null and not reusable`,
    [owner.account_id, purpose],
  );
  const token = await createOneTimeToken(db, purpose, owner.account_id);
  const fresh = `/auth/${kind}/${encodeURIComponent(token)}`;
  return { recipientBody: loggedBody.split(link).join(fresh), purpose };
}
