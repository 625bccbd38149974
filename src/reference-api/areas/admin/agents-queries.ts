import type { AgentOption } from '../../../core/api/contract/admin-agents.ts';
import type { Client } from '../../../core/api/contract/agent.ts';
import type { Db } from '../../db/db.ts';

/** The statements of the agents calls (agents-admin.ts). */

/** Every agent as a choice, by name. */
export function agentOptions(db: Db) {
  return db.query<AgentOption>(
    'select agent_id as "agentId", display_name as "displayName" from agents order by lower(display_name), agent_id',
  );
}

/** A new agent; answers its id. */
export async function insertAgent(db: Db, displayName: string, emailAddress: string | null): Promise<number> {
  const [created] = await db.query<{ agent_id: number }>(
    'insert into agents (display_name, email_address) values ($1, $2) returning agent_id',
    [displayName, emailAddress],
  );
  return created!.agent_id;
}

/** Changes an agent's name and address; false when there is no such agent. */
export async function updateAgentRow(
  db: Db,
  agentId: number,
  displayName: string,
  emailAddress: string | null,
): Promise<boolean> {
  const changed = await db.query(
    'update agents set display_name = $2, email_address = $3 where agent_id = $1 returning 1',
    [agentId, displayName, emailAddress],
  );
  return changed.length > 0;
}

/** Deletes an agent. */
export async function deleteAgentRow(db: Db, agentId: number): Promise<void> {
  await db.query('delete from agents where agent_id = $1', [agentId]);
}

/** The clients an agent acts for, by name. */
export function clientsLinkedTo(db: Db, agentId: number) {
  return db.query<Client>(
    `select c.client_id as "clientId", c.display_name as "displayName"
       from agent_clients x join clients c on c.client_id = x.client_id
      where x.agent_id = $1 order by lower(c.display_name), c.client_id`,
    [agentId],
  );
}

/** Links a client to an agent; false when it already was. */
export async function linkClient(db: Db, agentId: number, clientId: number): Promise<boolean> {
  const changed = await db.query(
    'insert into agent_clients (agent_id, client_id) values ($1, $2) on conflict do nothing returning 1',
    [agentId, clientId],
  );
  return changed.length > 0;
}

/** Unlinks a client from an agent; false when it was not linked. */
export async function unlinkClient(db: Db, agentId: number, clientId: number): Promise<boolean> {
  const changed = await db.query(
    'delete from agent_clients where agent_id = $1 and client_id = $2 returning 1',
    [agentId, clientId],
  );
  return changed.length > 0;
}
