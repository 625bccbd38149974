import type { DeliveryRow } from '../../core/api/contract/deliveries.ts';
import type { PortalEventMap } from '../../ui/element/events.ts';

/** Where a delivery's load number leads: the `cp-navigate` detail for its track & trace page. */
export type TrackingTarget = PortalEventMap['cp-navigate'];

/**
 * The track & trace page of a delivery: road loads by load number, ocean loads by carrier and
 * container (spec §2 routes). Null when an ocean delivery lacks its carrier or container.
 */
export function deliveryTrackingTarget(
  row: Pick<DeliveryRow, 'loadNumber' | 'transportType' | 'carrier' | 'containerNumber'>,
): TrackingTarget | null {
  if (row.transportType === 'Road') {
    return {
      path: `/track-and-traces/road/${encodeURIComponent(row.loadNumber)}`,
      params: { kind: 'road', loadNumber: row.loadNumber },
    };
  }
  if (!row.carrier || !row.containerNumber) return null;
  return {
    path: `/track-and-traces/ocean-${encodeURIComponent(row.carrier)}/${encodeURIComponent(row.containerNumber)}`,
    params: { kind: `ocean-${row.carrier}`, carrier: row.carrier, containerNumber: row.containerNumber },
  };
}
