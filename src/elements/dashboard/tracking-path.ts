import type { TrackAndTraceDelivery } from '../../core/api/contract/dashboard-service.ts';

/** The tracking screen of a delivery (spec §2 routes): ocean by carrier and container, else road by load. */
export function trackingPath(
  delivery: Pick<TrackAndTraceDelivery, 'transportType' | 'loadNumber' | 'carrier' | 'containerNumber'>,
): { path: string; params: Record<string, string> } {
  const { transportType, loadNumber, carrier, containerNumber } = delivery;
  if (transportType === 'Ocean' && carrier && containerNumber) {
    const carrierSegment = carrier.toLowerCase();
    return {
      path: `/track-and-traces/ocean-${encodeURIComponent(carrierSegment)}/${encodeURIComponent(containerNumber)}`,
      params: { kind: 'ocean', carrier: carrierSegment, containerNumber },
    };
  }
  return {
    path: `/track-and-traces/road/${encodeURIComponent(loadNumber)}`,
    params: { kind: 'road', loadNumber },
  };
}
