import {
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
import type { Db } from '../../db/db.ts';
import { writeAuditLog } from '../../platform/audit-log.ts';
import { route } from '../../platform/route.ts';
import type { AreaPlugin } from '../area-plugin.ts';
import { queryFilteredTable } from '../trade/table-query.ts';
import { actorOf, countPhrase, notFound, refused } from './admin-common.ts';
import { clientExists } from './admin-queries.ts';
import { agentsTable, tableRow } from './admin-tables.ts';
import {
  agentOptions,
  clientsLinkedTo,
  deleteAgentRow,
  insertAgent,
  linkClient,
  unlinkClient,
  updateAgentRow,
} from './agents-queries.ts';

async function agentRow(db: Db, agentId: number): Promise<AgentRow> {
  const row = await tableRow<AgentRow>(db, agentsTable, agentId);
  if (!row) throw notFound('errors.agentNotFound');
  return row;
}

async function requireClient(db: Db, clientId: number): Promise<void> {
  if (!(await clientExists(db, clientId))) throw notFound('errors.clientNotFound');
}

/** The agents calls (staff only, docs/screens/administration.md#agents): the table, create, change, delete, and linking clients. */
export const agentsAdmin: AreaPlugin = (app, { db }) => {
  route(app, getAgentsTable, async ({ body }) => queryFilteredTable<AgentRow>(db, agentsTable, body, []));

  route(app, getAgentOptions, async () => agentOptions(db));

  route(app, createAgent, async ({ body, principal }) => {
    const agentId = await insertAgent(db, body.displayName.trim(), body.emailAddress?.trim() || null);
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
    const emailAddress = body.emailAddress?.trim() || null;
    if (!(await updateAgentRow(db, body.agentId, body.displayName.trim(), emailAddress)))
      throw notFound('errors.agentNotFound');
    await writeAuditLog(db, {
      actor: actorOf(principal),
      action: 'UpdateAgent',
      subjectType: 'agent',
      subjectId: body.agentId,
      detail: { displayName: body.displayName, emailAddress: body.emailAddress },
    });
    return agentRow(db, body.agentId);
  });

  // docs/screens/administration.md#delete-rules: an agent is deleted only once it has no logins and no clients; the refusal names what remains.
  route(app, deleteAgent, async ({ body, principal, request }) => {
    const agent = await agentRow(db, body.agentId);
    if (agent.clientCount > 0 || agent.loginCount > 0) {
      throw refused(request, 'errors.agentInUse', {
        remaining: countPhrase(request, { clients: agent.clientCount, logins: agent.loginCount }),
      });
    }
    await deleteAgentRow(db, body.agentId);
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
    return clientsLinkedTo(db, query.agentId);
  });

  /** Links or unlinks; audited only when something changed (a repeated call answers 204 all the same). */
  const changeLink = (
    action: 'LinkClientToAgent' | 'UnlinkClientFromAgent',
    change: (db: Db, agentId: number, clientId: number) => Promise<boolean>,
  ) =>
    (async ({ body, principal }) => {
      await agentRow(db, body.agentId);
      await requireClient(db, body.clientId);
      if (!(await change(db, body.agentId, body.clientId))) return;
      await writeAuditLog(db, {
        actor: actorOf(principal),
        action,
        subjectType: 'agent',
        subjectId: body.agentId,
        detail: { clientId: body.clientId },
      });
    }) satisfies Parameters<typeof route<typeof linkClientToAgent>>[2];

  route(app, linkClientToAgent, changeLink('LinkClientToAgent', linkClient));
  route(app, unlinkClientFromAgent, changeLink('UnlinkClientFromAgent', unlinkClient));
};
