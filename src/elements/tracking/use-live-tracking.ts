import { useEffect } from 'react';
import type { LiveTrip } from '../../core/api/browser-contract/live.ts';
import { subscribeLive } from '../../core/live/subscribe-live.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';
import type { TrackingTarget } from './tracking-target.ts';
import { targetKey } from './use-tracking-queries.ts';

/** Whether a `trip` event names this target's shipment. */
export function tripIsTarget(trip: LiveTrip, target: TrackingTarget): boolean {
  const number = target.number.trim().toUpperCase();
  return target.kind === 'road'
    ? trip.loadnr.toUpperCase() === number
    : (trip.containernr ?? '').toUpperCase() === number;
}

/**
 * Keeps a shown shipment current (docs/alerts.md#live-updates): once its first view is on screen,
 * the page's live connection names it, and each move of its trip (or a reconnect, or a polling
 * tick) refetches its info and, when shown, its history: the marker, the ETA and the stops move
 * without a reload.
 */
export function useLiveTracking(
  target: TrackingTarget | null,
  clientId: number | undefined,
  shown: boolean,
): void {
  const runtime = useRuntime();
  const kind = target?.kind;
  const carrier = target?.kind === 'ocean' ? target.carrier : undefined;
  const number = target?.number;
  useEffect(() => {
    if (!shown || !kind || !number) return;
    const shipment: TrackingTarget = kind === 'road' ? { kind, number } : { kind, carrier: carrier!, number };
    const refetch = () => {
      for (const part of ['info', 'history'])
        void runtime.queryClient.invalidateQueries({
          queryKey: ['tracking', part, ...targetKey(shipment, clientId)],
        });
    };
    return subscribeLive(runtime, {
      shipments: [number],
      onTrip: (trip) => {
        if (tripIsTarget(trip, shipment)) refetch();
      },
      onResync: refetch,
    });
  }, [runtime, shown, kind, carrier, number, clientId]);
}
