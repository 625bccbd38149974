import type { Db } from '../db/db.ts';

/** The statements of the language calls and the agent's client list (language-routes.ts). */

/** The portal's languages, in their fixed order. */
export function listLanguages(db: Db) {
  return db.query<{ code: string; languageId: number }>(
    'select code, language_id as "languageId" from languages order by language_id',
  );
}

/** The clients an agent acts for, by name. */
export function clientsOfAgent(db: Db, agentId: number | null) {
  return db.query<{ clientId: number; displayName: string }>(
    `select c.client_id as "clientId", c.display_name as "displayName"
       from agent_clients ac join clients c on c.client_id = ac.client_id
      where ac.agent_id = $1 order by c.display_name`,
    [agentId],
  );
}

/** Every client, by name (staff act for all of them). */
export function allClients(db: Db) {
  return db.query<{ clientId: number; displayName: string }>(
    'select client_id as "clientId", display_name as "displayName" from clients order by display_name',
  );
}
