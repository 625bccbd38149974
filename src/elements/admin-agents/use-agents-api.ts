import { useMemo } from 'react';
import {
  type AgentInput,
  type AgentRow,
  createAgent,
  deleteAgent,
  getAgentClients,
  getAgentsTable,
  linkClientToAgent,
  unlinkClientFromAgent,
  updateAgent,
} from '../../core/api/browser-contract/admin-agents.ts';
import { type Client, getClients } from '../../core/api/browser-contract/agent.ts';
import type { TablePage, TableRequest } from '../../core/table/table-request.ts';
import { readPage, toListRequestBody } from '../../core/table/table-wire.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';

/** The agent calls of the admin contract, as `<cp-admin-agents>` uses them. */
export interface AgentsApi {
  fetchPage: (request: TableRequest, signal: AbortSignal) => Promise<TablePage<AgentRow>>;
  create: (input: AgentInput) => Promise<AgentRow>;
  update: (agentId: number, input: AgentInput) => Promise<AgentRow>;
  remove: (agentId: number) => Promise<void>;
  /** The clients linked to the agent. */
  linkedClients: (agentId: number, signal?: AbortSignal) => Promise<Client[]>;
  /** Every client (staff sees them all through /Agent/GetClients). */
  allClients: (signal?: AbortSignal) => Promise<Client[]>;
  link: (agentId: number, clientId: number) => Promise<void>;
  unlink: (agentId: number, clientId: number) => Promise<void>;
}

/** The agent administration calls through the page's API client. */
export function useAgentsApi(): AgentsApi {
  const { api } = useRuntime();
  return useMemo<AgentsApi>(
    () => ({
      fetchPage: async (request, signal) =>
        readPage(await api.call(getAgentsTable, { body: toListRequestBody(request), signal })),
      create: (input) => api.call(createAgent, { body: input }),
      update: (agentId, input) => api.call(updateAgent, { body: { agentId, ...input } }),
      remove: async (agentId) => {
        await api.call(deleteAgent, { body: { agentId } });
      },
      linkedClients: (agentId, signal) => api.call(getAgentClients, { query: { agentId }, signal }),
      allClients: (signal) => api.call(getClients, { signal }),
      link: async (agentId, clientId) => {
        await api.call(linkClientToAgent, { body: { agentId, clientId } });
      },
      unlink: async (agentId, clientId) => {
        await api.call(unlinkClientFromAgent, { body: { agentId, clientId } });
      },
    }),
    [api],
  );
}
