import { useQuery } from '@tanstack/react-query';
import { useRuntime } from '../../ui/element/use-runtime.ts';
import { fetchTrackingHistory, fetchTrackingInfo, type TrackingTarget } from './tracking-target.ts';

/** The part of a tracking query's key that names its shipment (after `['tracking', 'info' | 'history']`). */
export const targetKey = (target: TrackingTarget | null, clientId: number | undefined) => [
  target?.kind,
  target?.kind === 'ocean' ? target.carrier : null,
  target?.number,
  clientId ?? null,
];

/** The track-and-trace info of a target, once the session is ready. */
export function useTrackingInfo(target: TrackingTarget | null, clientId: number | undefined, ready: boolean) {
  const { api } = useRuntime();
  return useQuery({
    queryKey: ['tracking', 'info', ...targetKey(target, clientId)],
    enabled: ready && target !== null,
    queryFn: ({ signal }) => fetchTrackingInfo(api, target as TrackingTarget, clientId, signal),
  });
}

/** The position history of a target, loaded only once the user asked for it (it is slow). */
export function useTrackingHistory(
  target: TrackingTarget | null,
  clientId: number | undefined,
  requested: boolean,
) {
  const { api } = useRuntime();
  return useQuery({
    queryKey: ['tracking', 'history', ...targetKey(target, clientId)],
    enabled: requested && target !== null,
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => fetchTrackingHistory(api, target as TrackingTarget, clientId, signal),
  });
}
