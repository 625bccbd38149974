import type { Db } from '../db/db.ts';

/** The statements of `PUT Integration/Logins` and its Remove (logins-import.ts). */

/** The portal language of a login as the feed names it, to the `languages` code it is stored by. */
export const loginLanguageCodes = { nl: 'nl-NL', en: 'en-NL', de: 'de-DE', zhHans: 'zh' } as const;
export type LoginLanguage = keyof typeof loginLanguageCodes;

/** A customer login as the ERP sends it. */
export interface CustomerLoginRecord {
  emailAddress: string;
  displayName: string;
  languageCode: LoginLanguage;
  clientId: number;
}

/** An agent login as the ERP sends it, with its agent (new or existing) resolved. */
export interface AgentLoginRecord {
  emailAddress: string;
  displayName: string;
  languageCode: LoginLanguage;
  agentId: number;
}

/** A login already stored under one of the batch's addresses. */
export interface StoredLogin {
  account_id: number;
  /** Lower-cased: the key. */
  email: string;
  account_type: 'customer' | 'agent' | 'staff';
  agent_id: number | null;
}

/** The logins stored under these addresses (compared case-insensitively). */
export function storedLogins(tx: Db, addresses: readonly string[]): Promise<StoredLogin[]> {
  return tx.query<StoredLogin>(
    `select account_id, lower(email_address) as email, account_type, agent_id
       from accounts where lower(email_address) = any($1::text[])`,
    [addresses.map((a) => a.toLowerCase())],
  );
}

/** What one login upsert did: the rows it wrote, and which of them it created. */
export interface LoginWrites {
  /** account_id of each created login. */
  created: number[];
  /** account_id of each login it changed. */
  updated: number[];
}

async function upsertLogins(
  tx: Db,
  kind: 'customer' | 'agent',
  records: readonly { emailAddress: string; displayName: string; languageCode: LoginLanguage }[],
  owners: readonly number[],
): Promise<LoginWrites> {
  // A new login is Pending (no password, not active) like one an administrator creates; an existing
  // one gets its name, language and client or agent, never its password, activation, two-factor or
  // disabled state (docs/integration.md#put-integrationlogins).
  const ownerColumn = kind === 'customer' ? 'client_id' : 'agent_id';
  const rows = await tx.query<{ account_id: number; inserted: boolean }>(
    `insert into accounts (email_address, account_type, ${ownerColumn}, display_name, preferred_language_id, is_active)
     select i.email_address, '${kind}', i.owner, i.display_name, l.language_id, false
       from unnest($1::text[], $2::int[], $3::text[], $4::text[]) as i(email_address, owner, display_name, code)
       join languages l on l.code = i.code
     on conflict (lower(email_address)) do update
        set ${ownerColumn} = excluded.${ownerColumn}, display_name = excluded.display_name,
            preferred_language_id = excluded.preferred_language_id
      where accounts.account_type = '${kind}'
        and (accounts.${ownerColumn}, accounts.display_name, accounts.preferred_language_id)
            is distinct from (excluded.${ownerColumn}, excluded.display_name, excluded.preferred_language_id)
     returning account_id, (xmax = 0) as inserted`,
    [
      records.map((r) => r.emailAddress),
      owners,
      records.map((r) => r.displayName),
      records.map((r) => loginLanguageCodes[r.languageCode]),
    ],
  );
  return {
    created: rows.filter((r) => r.inserted).map((r) => r.account_id),
    updated: rows.filter((r) => !r.inserted).map((r) => r.account_id),
  };
}

/** Creates or updates customer logins by address in one statement. */
export function upsertCustomerLogins(tx: Db, records: readonly CustomerLoginRecord[]): Promise<LoginWrites> {
  return upsertLogins(
    tx,
    'customer',
    records,
    records.map((r) => r.clientId),
  );
}

/** Creates or updates agent logins by address in one statement (their agents exist by now). */
export function upsertAgentLogins(tx: Db, records: readonly AgentLoginRecord[]): Promise<LoginWrites> {
  return upsertLogins(
    tx,
    'agent',
    records,
    records.map((r) => r.agentId),
  );
}

/** One agent per new agent login, named like it; answers the new agent id by lower-cased address. */
export async function insertAgentsFor(
  tx: Db,
  records: readonly { emailAddress: string; displayName: string }[],
): Promise<Map<string, number>> {
  const rows = await tx.query<{ agent_id: number; email_address: string }>(
    `insert into agents (display_name, email_address)
     select * from unnest($1::text[], $2::text[])
     returning agent_id, email_address`,
    [records.map((r) => r.displayName), records.map((r) => r.emailAddress)],
  );
  return new Map(rows.map((r) => [r.email_address.toLowerCase(), r.agent_id]));
}

/**
 * Makes each agent's linked clients exactly `clientIds`: adds the missing links and drops the others,
 * in two statements. Answers the agents whose links changed.
 */
export async function setAgentClients(
  tx: Db,
  agents: readonly { agentId: number; clientIds: readonly number[] }[],
): Promise<Set<number>> {
  const pairs = agents.flatMap((a) => [...new Set(a.clientIds)].map((c) => [a.agentId, c] as const));
  const added = await tx.query<{ agent_id: number }>(
    `insert into agent_clients (agent_id, client_id)
     select * from unnest($1::int[], $2::int[])
     on conflict do nothing
     returning agent_id`,
    [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
  );
  const dropped = await tx.query<{ agent_id: number }>(
    `delete from agent_clients x
      where x.agent_id = any($1::int[])
        and not exists (select 1 from unnest($2::int[], $3::int[]) as keep(agent_id, client_id)
                         where keep.agent_id = x.agent_id and keep.client_id = x.client_id)
     returning x.agent_id`,
    [agents.map((a) => a.agentId), pairs.map((p) => p[0]), pairs.map((p) => p[1])],
  );
  return new Set([...added, ...dropped].map((r) => r.agent_id));
}

/**
 * Deletes the customer and agent logins with these addresses (sessions, tickets and uploads go with
 * them: foreign keys cascade), then the agents left without any login (their client links with them).
 * Answers how many logins it deleted.
 */
export async function deleteLogins(tx: Db, addresses: readonly string[]): Promise<number> {
  const deleted = await tx.query<{ agent_id: number | null }>(
    `delete from accounts
      where lower(email_address) = any($1::text[]) and account_type in ('customer', 'agent')
     returning agent_id`,
    [addresses.map((a) => a.toLowerCase())],
  );
  const agentIds = deleted.flatMap((r) => (r.agent_id === null ? [] : [r.agent_id]));
  if (agentIds.length > 0) {
    await tx.query(
      `delete from agents g
        where g.agent_id = any($1::int[]) and not exists (select 1 from accounts a where a.agent_id = g.agent_id)`,
      [agentIds],
    );
  }
  return deleted.length;
}
