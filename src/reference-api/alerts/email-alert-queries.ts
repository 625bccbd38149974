import type { Db } from '../db/db.ts';
import type { MailedChange } from './alert-mail.ts';
import { RECIPIENTS_SQL } from './alert-recipients.ts';

/** The statements of e-mail alerts (docs/alerts.md#e-mail): recipients, digests, unsubscribe tokens. */

/** A login an alert mail goes to. */
export interface MailedLogin {
  accountId: number;
  email: string;
  name: string;
  /** The code of its preferred language (`nl-NL`), or null. */
  languageCode: string | null;
  timeZone: string;
}

const LOGIN_COLUMNS = `a.account_id as "accountId", a.email_address as email, coalesce(a.display_name, '') as name,
  l.code as "languageCode"`;

/** The recipients of these changes who want them by e-mail at once, each with the ids of its changes. */
export function immediateRecipients(
  tx: Db,
  changeIds: readonly number[],
): Promise<(MailedLogin & { changeIds: string[] })[]> {
  return tx.query(
    `select ${LOGIN_COLUMNS}, min(r.time_zone) as "timeZone",
            array_agg(r.change_id::text order by r.change_id) as "changeIds"
       from (${RECIPIENTS_SQL}) r
       join accounts a on a.account_id = r.account_id
       left join languages l on l.language_id = a.preferred_language_id
      where r.email = 'immediate'
      group by a.account_id, l.code
      order by a.account_id`,
    [changeIds],
  );
}

/** Keeps these changes for the next daily digest of each recipient who wants one. */
export async function keepForDigests(tx: Db, changeIds: readonly number[]): Promise<void> {
  await tx.query(
    `insert into alert_digest_entries (account_id, change_id)
     select r.account_id, r.change_id from (${RECIPIENTS_SQL}) r where r.email = 'digest'
     on conflict do nothing`,
    [changeIds],
  );
}

/** These changes with their shipments, as a mail tells them, oldest first. */
export function mailedChanges(db: Db, changeIds: readonly (number | string)[]): Promise<MailedChange[]> {
  return db.query<MailedChange>(
    `select c.change_id::int as "changeId", c.kind, c.details,
            to_char(c.happened_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "happenedAt",
            t.transport_type as "transportType", t.load_number as "loadNumber",
            t.container_number as "containerNumber", t.carrier
       from shipment_changes c join tracking_trips t on t.delivery_id = c.delivery_id
      where c.change_id = any($1::bigint[])
      order by c.happened_at, c.change_id`,
    [changeIds],
  );
}

/** Stores an unsubscribe token's hash for its login. */
export async function insertUnsubscribeToken(db: Db, tokenHash: string, accountId: number): Promise<void> {
  await db.query('insert into alert_unsubscribe_tokens (token_hash, account_id) values ($1, $2)', [
    tokenHash,
    accountId,
  ]);
}

/** The login an unsubscribe token stops, with its language code; undefined for an unknown token. */
export async function unsubscribeTokenOwner(
  db: Db,
  tokenHash: string,
): Promise<{ accountId: number; languageCode: string | null } | undefined> {
  const [row] = await db.query<{ accountId: number; languageCode: string | null }>(
    `select a.account_id as "accountId", l.code as "languageCode"
       from alert_unsubscribe_tokens u
       join accounts a on a.account_id = u.account_id
       left join languages l on l.language_id = a.preferred_language_id
      where u.token_hash = $1`,
    [tokenHash],
  );
  return row;
}

/** Turns a login's e-mail alerts off, and drops what waited for its digest; nothing if they were off. */
export function turnEmailAlertsOff(db: Db, accountId: number): Promise<void> {
  return db.transaction(async (tx) => {
    await tx.query(
      `update alert_subscriptions set email = 'off', updated_at = now() where account_id = $1 and email <> 'off'`,
      [accountId],
    );
    await tx.query('delete from alert_digest_entries where account_id = $1', [accountId]);
  });
}

/** The logins with changes waiting for their digest: their digest hour, zone, and oldest change's time. */
export function waitingDigests(
  db: Db,
): Promise<{ accountId: number; digestHour: number; timeZone: string; since: Date }[]> {
  return db.query(
    `select e.account_id as "accountId", s.digest_hour as "digestHour", s.time_zone as "timeZone",
            min(e.created_at) as since
       from alert_digest_entries e join alert_subscriptions s on s.account_id = e.account_id
      where s.email = 'digest'
      group by e.account_id, s.digest_hour, s.time_zone`,
  );
}

/**
 * Claims a login's digest for this transaction: its subscription row locked (`for update skip
 * locked`: another instance claiming it at once skips it) if it still wants a digest and is active.
 * Answers the login, or undefined.
 */
export async function claimDigest(tx: Db, accountId: number): Promise<MailedLogin | undefined> {
  const [row] = await tx.query<MailedLogin>(
    `select ${LOGIN_COLUMNS}, s.time_zone as "timeZone"
       from alert_subscriptions s
       join accounts a on a.account_id = s.account_id and a.is_active
       left join languages l on l.language_id = a.preferred_language_id
      where s.account_id = $1 and s.email = 'digest'
        for update of s skip locked`,
    [accountId],
  );
  return row;
}

/** Takes (deletes) a claimed login's digest entries recorded before `before`; answers their change ids. */
export async function takeDigestEntries(tx: Db, accountId: number, before: Date): Promise<string[]> {
  const rows = await tx.query<{ change_id: string }>(
    'delete from alert_digest_entries where account_id = $1 and created_at < $2 returning change_id::text as change_id',
    [accountId, before],
  );
  return rows.map((r) => r.change_id);
}

/**
 * Housekeeping: drops the digest entries of logins that no longer want a digest, and unsubscribe
 * tokens issued before `tokensBefore`.
 */
export async function dropStaleDigestData(db: Db, tokensBefore: Date): Promise<void> {
  await db.query(
    `delete from alert_digest_entries e
      where not exists (select 1 from alert_subscriptions s where s.account_id = e.account_id and s.email = 'digest')`,
  );
  await db.query('delete from alert_unsubscribe_tokens where created_at < $1', [tokensBefore]);
}
