import {
  type AgentOption,
  type AgentRow,
  createAgent,
  deleteAgent,
  getAgentClients,
  getAgentOptions,
  getAgentsTable,
  linkClientToAgent,
  unlinkClientFromAgent,
  updateAgent,
} from '../../../core/api/contract/admin-agents.ts';
import type { Client } from '../../../core/api/contract/agent.ts';
import type { Db } from '../../db/db.ts';
import { writeAuditLog } from '../../platform/audit-log.ts';
import { route } from '../../platform/route.ts';
import type { AreaPlugin } from '../area-plugin.ts';
import { queryFilteredTable } from '../trade/table-query.ts';
import { actorOf, countPhrase, notFound, refused } from './admin-common.ts';
import { agentsTable, tableRow } from './admin-tables.ts';

async function agentRow(db: Db, agentId: number): Promise<AgentRow> {
  const row = await tableRow<AgentRow>(db, agentsTable, agentId);
  if (!row) throw notFound('errors.agentNotFound');
  return row;
}

async function requireClient(db: Db, clientId: number): Promise<void> {
  const rows = await db.query('select 1 from clients where client_id = $1', [clientId]);
  if (rows.length === 0) throw notFound('errors.clientNotFound');
}

/** The agents calls (staff only, spec §6): the table, create, change, delete, and linking clients. */
export const agentsAdmin: AreaPlugin = (app, { db }) => {
  route(app, getAgentsTable, async ({ body }) => queryFilteredTable<AgentRow>(db, agentsTable, body, []));

  route(app, getAgentOptions, async () =>
    db.query<AgentOption>(
      'select agent_id as "agentId", display_name as "displayName" from agents order by lower(display_name), agent_id',
    ),
  );

  route(app, createAgent, async ({ body, principal }) => {
    const [created] = await db.query<{ agent_id: number }>(
      'insert into agents (display_name, email_address) values ($1, $2) returning agent_id',
      [body.displayName.trim(), body.emailAddress?.trim() || null],
    );
    const agentId = created!.agent_id;
    await writeAuditLog(db, {
      actor: actorOf(principal),
      action: 'CreateAgent',
      subjectType: 'agent',
      subjectId: agentId,
      detail: { displayName: body.displayName, emailAddress: body.emailAddress },
    });
    return agentRow(db, agentId);
  });

  route(app, updateAgent, async ({ body, principal }) => {
    const changed = await db.query(
      'update agents set display_name = $2, email_address = $3 where agent_id = $1 returning 1',
      [body.agentId, body.displayName.trim(), body.emailAddress?.trim() || null],
    );
    if (changed.length === 0) throw notFound('errors.agentNotFound');
    await writeAuditLog(db, {
      actor: actorOf(principal),
      action: 'UpdateAgent',
      subjectType: 'agent',
      subjectId: body.agentId,
      detail: { displayName: body.displayName, emailAddress: body.emailAddress },
    });
    return agentRow(db, body.agentId);
  });

  // Spec §5: an agent is deleted only once it has no logins and no clients; the refusal names what remains.
  route(app, deleteAgent, async ({ body, principal, request }) => {
    const agent = await agentRow(db, body.agentId);
    if (agent.clientCount > 0 || agent.loginCount > 0) {
      throw refused(request, 'errors.agentInUse', {
        remaining: countPhrase(request, { clients: agent.clientCount, logins: agent.loginCount }),
      });
    }
    await db.query('delete from agents where agent_id = $1', [body.agentId]);
    await writeAuditLog(db, {
      actor: actorOf(principal),
      action: 'DeleteAgent',
      subjectType: 'agent',
      subjectId: body.agentId,
      detail: { displayName: agent.displayName },
    });
  });

  route(app, getAgentClients, async ({ query }) => {
    await agentRow(db, query.agentId);
    return db.query<Client>(
      `select c.client_id as "clientId", c.display_name as "displayName"
         from agent_clients x join clients c on c.client_id = x.client_id
        where x.agent_id = $1 order by lower(c.display_name), c.client_id`,
      [query.agentId],
    );
  });

  /** Links or unlinks; audited only when something changed (a repeated call answers 204 all the same). */
  const changeLink = (action: 'LinkClientToAgent' | 'UnlinkClientFromAgent', sql: string) =>
    (async ({ body, principal }) => {
      await agentRow(db, body.agentId);
      await requireClient(db, body.clientId);
      const changed = await db.query(sql, [body.agentId, body.clientId]);
      if (changed.length === 0) return;
      await writeAuditLog(db, {
        actor: actorOf(principal),
        action,
        subjectType: 'agent',
        subjectId: body.agentId,
        detail: { clientId: body.clientId },
      });
    }) satisfies Parameters<typeof route<typeof linkClientToAgent>>[2];

  route(
    app,
    linkClientToAgent,
    changeLink(
      'LinkClientToAgent',
      'insert into agent_clients (agent_id, client_id) values ($1, $2) on conflict do nothing returning 1',
    ),
  );
  route(
    app,
    unlinkClientFromAgent,
    changeLink(
      'UnlinkClientFromAgent',
      'delete from agent_clients where agent_id = $1 and client_id = $2 returning 1',
    ),
  );
};
