import { useQuery } from '@tanstack/react-query';
import { getDeliveriesAtRisk } from '../../core/api/browser-contract/deliveries-at-risk.ts';
import { useRuntime } from '../element/use-runtime.ts';

/** How often the list is asked again while shown: a shipment may turn late or silent meanwhile. */
const REFRESH_MS = 60_000;

/**
 * The client's deliveries at risk (undefined: the user's own client), one query per client that the
 * dashboard's block and `<cp-deliveries-at-risk>` on one page share.
 */
export function useDeliveriesAtRisk(clientId: number | undefined, { enabled = true } = {}) {
  const { api } = useRuntime();
  return useQuery({
    queryKey: ['deliveriesAtRisk', clientId ?? 'own'],
    queryFn: ({ signal }) =>
      api.call(getDeliveriesAtRisk, { query: clientId === undefined ? {} : { clientId }, signal }),
    refetchInterval: REFRESH_MS,
    enabled,
  });
}
