import type { Db } from '../../db/db.ts';

/** Look-ups several admin calls share before they change anything. */

/** Whether a client with this id exists. */
export async function clientExists(db: Db, clientId: number): Promise<boolean> {
  const rows = await db.query('select 1 from clients where client_id = $1', [clientId]);
  return rows.length > 0;
}

/** Whether an agent with this id exists. */
export async function agentExists(db: Db, agentId: number): Promise<boolean> {
  const rows = await db.query('select 1 from agents where agent_id = $1', [agentId]);
  return rows.length > 0;
}

/** Whether a language with this id exists. */
export async function languageExists(db: Db, languageId: number): Promise<boolean> {
  const rows = await db.query('select 1 from languages where language_id = $1', [languageId]);
  return rows.length > 0;
}

/** Whether an agent acts for this client (agent_clients). */
export async function agentActsForClient(db: Db, agentId: number | null, clientId: number): Promise<boolean> {
  const rows = await db.query('select 1 from agent_clients where agent_id = $1 and client_id = $2', [
    agentId,
    clientId,
  ]);
  return rows.length > 0;
}
