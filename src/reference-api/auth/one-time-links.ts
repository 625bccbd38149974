import type { Db } from '../db/db.ts';
import { accountIdOfAddress } from './account-queries.ts';
import { retireSingleUseTokens, type TokenPurpose } from './one-time-token-queries.ts';
import { createOneTimeToken } from './one-time-tokens.ts';
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
  const ownerId = await accountIdOfAddress(db, toAddress ?? '');
  if (ownerId === null) return null;
  // The reusable demo login token stays as it is: only single-use tokens are renewed.
  await retireSingleUseTokens(db, ownerId, purpose);
  const token = await createOneTimeToken(db, purpose, ownerId);
  const fresh = `/auth/${kind}/${encodeURIComponent(token)}`;
  return { recipientBody: loggedBody.split(link).join(fresh), purpose };
}
