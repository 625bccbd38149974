import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  followShipment,
  getFollow,
  unfollowShipment,
} from '../../core/api/browser-contract/alert-subscriptions.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';
import { useMayCall } from '../../ui/may-call/use-may-call.ts';
import type { TrackingTarget } from './tracking-target.ts';

/**
 * Whether the login follows a shipment, and the call that changes it (docs/alerts.md#subscriptions).
 * `allowed` is false for a session that may not follow (a login-link session on a partner page):
 * then nothing is asked and the element shows no button.
 */
export function useFollow(target: TrackingTarget, clientId: number | undefined) {
  const { api } = useRuntime();
  const queryClient = useQueryClient();
  const allowed = useMayCall(followShipment);
  const shipment = {
    ...(clientId !== undefined && clientId > 0 ? { clientId } : {}),
    ...(target.kind === 'road' ? { loadNumber: target.number } : { containerNumber: target.number }),
  };
  const queryKey = ['alerts', 'follow', target.kind, target.number, clientId ?? null];
  const followed = useQuery({
    queryKey,
    enabled: allowed,
    queryFn: ({ signal }) => api.call(getFollow, { query: shipment, signal }),
  });
  const change = useMutation({
    mutationFn: (follow: boolean) => api.call(follow ? followShipment : unfollowShipment, { body: shipment }),
    onSuccess: (_answer, follow) => queryClient.setQueryData(queryKey, { followed: follow }),
  });
  return { allowed, followed, change };
}
