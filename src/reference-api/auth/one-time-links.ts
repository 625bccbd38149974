import type { Db } from '../db/db.ts';
import { createOneTimeToken, hashToken, type TokenPurpose } from './one-time-tokens.ts';

/** The portal paths that carry a one-time token, and what the token is for. */
const linkPurposes: Record<string, TokenPurpose> = {
  'reset-password': 'reset',
  activate: 'activation',
  token: 'login',
};

/** A one-time link in a mail: `/auth/<kind>/<token>` (tokens are base64url). */
const ONE_TIME_LINK = /\/auth\/(reset-password|activate|token)\/([A-Za-z0-9_%-]+)/g;

/** What a masked token reads as: the link stays recognisable, the secret is gone. */
export const MASKED_TOKEN = '••••••';

/**
 * A mail text with the token of every one-time link (reset, activation, login) replaced by a mask,
 * for staff reading the send log: a live link there would let staff take over the login it was
 * mailed to, unaudited (issue 14 §7).
 */
export function maskOneTimeLinks(text: string): string {
  return text.replace(ONE_TIME_LINK, (_whole, kind: string) => `/auth/${kind}/${MASKED_TOKEN}`);
}

/**
 * The body of a mail with a fresh token in its one-time link, for resending: the old token and every
 * other unused one of that login for the same purpose stop working, so only the newest mail works.
 * The login is the one the old token was made for, else the one the mail was addressed to. Answers
 * null when the body has no one-time link or no login owns it (the copy is then sent as it was).
 */
export async function renewOneTimeLink(
  db: Db,
  body: string,
  toAddress: string | null,
): Promise<{ body: string; purpose: TokenPurpose } | null> {
  const found = [...body.matchAll(ONE_TIME_LINK)][0];
  if (!found) return null;
  const [, kind = '', oldToken = ''] = found;
  const purpose = linkPurposes[kind]!;
  const [owner] = await db.query<{ account_id: number; client_id: number | null }>(
    `select account_id, client_id from (
       select 1 as rank, account_id, client_id from one_time_tokens where token_hash = $1 and purpose = $2
       union all
       select 2, account_id, null from accounts where lower(email_address) = lower($3)
     ) owners order by rank limit 1`,
    [hashToken(decodeURIComponent(oldToken)), purpose, toAddress ?? ''],
  );
  if (!owner) return null;
  // The reusable demo login token stays as it is: only single-use tokens are renewed.
  await db.query(
    `update one_time_tokens set used_at = now()
      where account_id = $1 and purpose = $2 and used_at is null and not reusable`,
    [owner.account_id, purpose],
  );
  const token = await createOneTimeToken(db, purpose, owner.account_id, owner.client_id);
  return { body: body.split(`/auth/${kind}/${oldToken}`).join(`/auth/${kind}/${token}`), purpose };
}
