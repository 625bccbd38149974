import { useCallback, useSyncExternalStore } from 'react';
import { useRuntime } from './use-runtime.ts';

/**
 * The client whose data the element shows: the `client-id` attribute when set, else the agent's
 * selected client from the page-wide preferences (0 or none: the customer's own client).
 */
export function useSelectedClient(clientIdAttribute: number | undefined): number | undefined {
  const { preferences } = useRuntime();
  const subscribe = useCallback((listener: () => void) => preferences.subscribe(listener), [preferences]);
  const selected = useSyncExternalStore(subscribe, () => preferences.get().selectedClientId);
  const clientId = clientIdAttribute ?? selected ?? undefined;
  return clientId !== undefined && clientId > 0 ? clientId : undefined;
}
