import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { getTrackAndTraceClient } from '../../core/api/browser-contract/tracking.ts';
import { AGENT_ROLE, STAFF_ROLE } from '../../core/api/roles.ts';
import { decodeAccessToken } from '../../core/auth/access-token-payload.ts';
import { chooseClient } from '../../core/preferences/client-selection.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';
import type { TrackingTarget } from './tracking-target.ts';

/**
 * For staff and agents: the client whose shipment a tracking link names, made the page's selected
 * client, so the link opens without picking a client first and the rest of the portal then acts
 * for that client. The server answers only a client the user may see (an agent's own); a
 * `client-id` attribute is the integrator's choice and is kept.
 */
export function useShipmentClient(
  target: TrackingTarget | null,
  clientIdAttribute: number | undefined,
  ready: boolean,
): void {
  const { api, tokens, preferences } = useRuntime();
  const subscribe = useCallback((listener: () => void) => tokens.subscribe(listener), [tokens]);
  const accessToken = useSyncExternalStore(subscribe, () => tokens.getAccessToken());
  const roles = decodeAccessToken(accessToken)?.roles ?? [];
  const actsForClients = roles.includes(AGENT_ROLE) || roles.includes(STAFF_ROLE);
  const client = useQuery({
    queryKey: ['tracking', 'client', target?.kind, target?.number],
    enabled: ready && actsForClients && clientIdAttribute === undefined && target !== null,
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) =>
      api.call(getTrackAndTraceClient, {
        query:
          target?.kind === 'ocean'
            ? { containerNumber: target.number }
            : { loadNumber: target?.number ?? '' },
        signal,
      }),
  });
  useEffect(() => {
    const found = client.data;
    if (found && preferences.get().selectedClientId !== found.clientId)
      preferences.set(chooseClient([found], found.clientId));
  }, [client.data, preferences]);
}
