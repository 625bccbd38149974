import { useQuery } from '@tanstack/react-query';
import type { Client } from '../../core/api/contract/agent.ts';
import type { AgentsApi } from './use-agents-api.ts';

/** Query key of an agent's linked clients; `['admin-agents', 'clients']` covers every agent. */
export const agentClientsKey = (agentId: number) => ['admin-agents', 'clients', agentId] as const;

const byName = (a: Client, b: Client) => a.displayName.localeCompare(b.displayName);

/**
 * The clients linked to `agentId` and the clients that could still be linked (every client the
 * caller sees, less the linked ones), both by name. Loads only while `enabled`.
 */
export function useAgentClients(api: AgentsApi, agentId: number, enabled: boolean) {
  const linked = useQuery({
    queryKey: agentClientsKey(agentId),
    queryFn: ({ signal }) => api.linkedClients(agentId, signal),
    enabled,
    staleTime: 0,
  });
  const all = useQuery({
    queryKey: ['admin-agents', 'allClients'],
    queryFn: ({ signal }) => api.allClients(signal),
    enabled,
    // Loaded again at each opening: a client created meanwhile (e.g. in <cp-admin-clients>) is a choice.
    staleTime: 0,
  });
  const linkedIds = new Set((linked.data ?? []).map((client) => client.clientId));
  return {
    linked: [...(linked.data ?? [])].sort(byName),
    unlinked: (all.data ?? []).filter((client) => !linkedIds.has(client.clientId)).sort(byName),
    loading: linked.isPending || all.isPending,
    failed: linked.isError || all.isError,
    /** Loads the linked clients again (after a link or unlink). */
    refresh: () => linked.refetch(),
  };
}
