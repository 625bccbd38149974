import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { getProfile } from '../../core/api/browser-contract/account.ts';
import { getClients } from '../../core/api/browser-contract/agent.ts';
import { AGENT_ROLE, STAFF_ROLE } from '../../core/api/roles.ts';
import { decodeAccessToken } from '../../core/auth/access-token-payload.ts';
import { selectClientAfterLoad } from '../../core/preferences/client-selection.ts';
import { useRuntime } from './use-runtime.ts';

/** The profile's query key, shared with the host's layouts: one request per page, whoever asks. */
export const PROFILE_QUERY_KEY = ['account', 'profile'] as const;
/** The agent's client list's query key, shared with the host's client selector. */
export const CLIENTS_QUERY_KEY = ['agent', 'clients'] as const;

/**
 * Where the page session stands for one element: `ready` to load, `waiting` while an agent's
 * client is still being chosen, `no-client` when staff or an agent act for nobody yet (the
 * element says "choose a client" instead of making calls that would answer 400).
 */
export type PageSessionState = 'ready' | 'waiting' | 'no-client';

// Both change rarely; fresh for a while, so an element mounted later reuses the page's answer.
const STALE_MS = 5 * 60_000;

/**
 * The signed-in user as an element on its own needs it (docs/screens/shell.md#client-selector): the profile,
 * and for an agent the client list with a client selected — the kept one if still listed, else
 * the first; staff keep the client they picked. The host's layout does the same; an embedding
 * page has no layout, so every element does it, and the page's one QueryClient turns any number
 * of elements into one profile request.
 *
 * `waiting` while an agent's list may still give a client; `no-client` while staff or an agent
 * act for no client (an agent with an empty or failed list, staff who picked none). Customers,
 * token users and an element given `client-id` are always `ready`.
 */
export function usePageSession(clientIdAttribute: number | undefined): PageSessionState {
  const { api, tokens, preferences } = useRuntime();
  const queryClient = useQueryClient();
  const subscribeTokens = useCallback((listener: () => void) => tokens.subscribe(listener), [tokens]);
  const accessToken = useSyncExternalStore(subscribeTokens, () => tokens.getAccessToken());
  const loggedIn = useSyncExternalStore(subscribeTokens, () => tokens.isLoggedIn());
  const tokenRoles = useMemo(() => decodeAccessToken(accessToken)?.roles ?? [], [accessToken]);
  const tokenSaysAgent = tokenRoles.includes(AGENT_ROLE);
  const subscribePreferences = useCallback(
    (listener: () => void) => preferences.subscribe(listener),
    [preferences],
  );
  const selectedClientId = useSyncExternalStore(
    subscribePreferences,
    () => preferences.get().selectedClientId,
  );
  const selectedClient = useSyncExternalStore(subscribePreferences, () => preferences.get().selectedClient);

  const profile = useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => api.call(getProfile, { signal }),
    enabled: loggedIn,
    staleTime: STALE_MS,
  });
  // The profile decides (docs/contract.md#roles-and-access); the token's role lets the list load beside it, not after it.
  const isAgent = loggedIn ? (profile.data?.properties.isAgent ?? (tokenSaysAgent || undefined)) : undefined;
  // Staff need no list: the token says so at once (the profile's roles are the token's).
  const isStaff = loggedIn && (profile.data?.roles ?? tokenRoles).includes(STAFF_ROLE);
  const clients = useQuery({
    queryKey: CLIENTS_QUERY_KEY,
    queryFn: ({ signal }) => api.call(getClients, { signal }),
    enabled: isAgent === true,
    staleTime: STALE_MS,
  });

  // Whoever signs in next on this page may be someone else: forget who the last one was.
  useEffect(() => {
    if (loggedIn) return;
    queryClient.removeQueries({ queryKey: PROFILE_QUERY_KEY });
    queryClient.removeQueries({ queryKey: CLIENTS_QUERY_KEY });
  }, [queryClient, loggedIn]);

  useEffect(() => {
    if (isStaff) {
      const selection = selectClientAfterLoad({
        isAgent: false,
        isStaff,
        clients: [],
        selectedClientId,
        selectedClient,
      });
      if (selection.selectedClientId !== selectedClientId) preferences.set(selection);
      return;
    }
    if (isAgent === undefined || (isAgent && !clients.data)) return;
    const selection = selectClientAfterLoad({ isAgent, clients: clients.data ?? [], selectedClientId });
    if (selection.selectedClientId !== selectedClientId) preferences.set(selection);
  }, [preferences, isAgent, isStaff, clients.data, selectedClientId, selectedClient]);

  if (clientIdAttribute !== undefined || selectedClientId) return 'ready';
  if (isStaff) return 'no-client';
  if (isAgent !== true) return 'ready';
  // Until the selection is stored (the effect above), not merely until the list answered: an
  // element rendered in between would still ask without a client.
  const nothingToSelect = clients.isError || profile.isError || clients.data?.length === 0;
  return nothingToSelect ? 'no-client' : 'waiting';
}
