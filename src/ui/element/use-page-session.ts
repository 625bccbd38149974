import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { getProfile } from '../../core/api/contract/account.ts';
import { getClients } from '../../core/api/contract/agent.ts';
import { decodeAccessToken } from '../../core/auth/access-token-payload.ts';
import { selectClientAfterLoad } from '../../core/preferences/client-selection.ts';
import { useRuntime } from './use-runtime.ts';

/** The profile's query key, shared with the host's layouts: one request per page, whoever asks. */
export const PROFILE_QUERY_KEY = ['account', 'profile'] as const;
/** The agent's client list's query key, shared with the host's client selector. */
export const CLIENTS_QUERY_KEY = ['agent', 'clients'] as const;

/** The access token's role of an agent (reference API `rolesByKind`). */
const AGENT_ROLE = 'Agent';

// Both change rarely; fresh for a while, so an element mounted later reuses the page's answer.
const STALE_MS = 5 * 60_000;

/**
 * The signed-in user as an element on its own needs it (spec §4 client selection): the profile,
 * and for an agent the client list with a client selected — the kept one if still listed, else
 * the first. The host's layout does the same; an embedding page has no layout, so every element
 * does it, and the page's one QueryClient turns any number of elements into one profile request.
 *
 * Returns false while an agent's data calls would fail for want of a client (the API answers 400):
 * an agent with no client chosen yet whose list holds one to choose. Everyone else — customers,
 * token users, staff, an element given `client-id` — is never held up.
 */
export function usePageSession(clientIdAttribute: number | undefined): boolean {
  const { api, tokens, preferences } = useRuntime();
  const queryClient = useQueryClient();
  const subscribeTokens = useCallback((listener: () => void) => tokens.subscribe(listener), [tokens]);
  const accessToken = useSyncExternalStore(subscribeTokens, () => tokens.getAccessToken());
  const loggedIn = useSyncExternalStore(subscribeTokens, () => tokens.isLoggedIn());
  const tokenSaysAgent = useMemo(
    () => decodeAccessToken(accessToken)?.roles.includes(AGENT_ROLE) ?? false,
    [accessToken],
  );
  const subscribePreferences = useCallback(
    (listener: () => void) => preferences.subscribe(listener),
    [preferences],
  );
  const selectedClientId = useSyncExternalStore(
    subscribePreferences,
    () => preferences.get().selectedClientId,
  );

  const profile = useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => api.call(getProfile, { signal }),
    enabled: loggedIn,
    staleTime: STALE_MS,
  });
  // The profile decides (spec §6); the token's role lets the list load beside it, not after it.
  const isAgent = loggedIn ? (profile.data?.properties.isAgent ?? (tokenSaysAgent || undefined)) : undefined;
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
    if (isAgent === undefined || (isAgent && !clients.data)) return;
    const selection = selectClientAfterLoad({ isAgent, clients: clients.data ?? [], selectedClientId });
    if (selection.selectedClientId !== selectedClientId) preferences.set(selection);
  }, [preferences, isAgent, clients.data, selectedClientId]);

  // Until the selection is stored (the effect above), not merely until the list answered: an
  // element rendered in between would still ask without a client.
  const nothingToSelect = clients.isError || profile.isError || clients.data?.length === 0;
  const waitingForClient =
    isAgent === true && clientIdAttribute === undefined && !selectedClientId && !nothingToSelect;
  return !waitingForClient;
}
