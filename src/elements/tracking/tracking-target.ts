import {
  getHellmannTrackAndTraceInfo,
  getHellmannTrackAndTraceInfoHistory,
  getTruckloadTrackAndTraceInfo,
  getTruckloadTrackAndTraceInfoHistory,
  type TrackAndTraceHistory,
  type TrackAndTraceInfo,
} from '../../core/api/browser-contract/tracking.ts';
import type { ApiClient } from '../../core/api/client/api-client.ts';

/** The ocean carriers the contract has calls for. */
export const OCEAN_CARRIERS = ['hellmann'] as const;
export type OceanCarrier = (typeof OCEAN_CARRIERS)[number];

/** What one `<cp-tracking>` shows: a road load or an ocean container of a known carrier. */
export type TrackingTarget =
  | { kind: 'road'; number: string }
  | { kind: 'ocean'; carrier: OceanCarrier; number: string };

export interface TargetAttributes {
  loadNumber?: string | undefined;
  carrier?: string | undefined;
  containerNumber?: string | undefined;
}

const isCarrier = (value: string): value is OceanCarrier =>
  (OCEAN_CARRIERS as readonly string[]).includes(value);

/**
 * The shipment the attributes name: `load-number` for road, else `carrier` + `container-number`
 * for ocean; null when neither is complete or the carrier is unknown.
 */
export function trackingTarget({
  loadNumber,
  carrier,
  containerNumber,
}: TargetAttributes): TrackingTarget | null {
  const load = loadNumber?.trim();
  if (load) return { kind: 'road', number: load };
  const container = containerNumber?.trim();
  const carrierName = carrier?.trim().toLowerCase() ?? '';
  if (container && isCarrier(carrierName)) return { kind: 'ocean', carrier: carrierName, number: container };
  return null;
}

/** Why the attributes name no shipment: none given, or an ocean carrier the portal has no calls for. */
export type TargetProblem = 'missingTarget' | 'unknownCarrier';

/** The problem of attributes that name no shipment (see {@link trackingTarget}); null when they do. */
export function targetProblem(attributes: TargetAttributes): TargetProblem | null {
  if (trackingTarget(attributes)) return null;
  const carrier = attributes.carrier?.trim() ?? '';
  return carrier && attributes.containerNumber?.trim() ? 'unknownCarrier' : 'missingTarget';
}

/** What the integrator of the page reads in the console: the attributes the element needs. */
export function integratorHint(problem: TargetProblem, carrier: string | undefined): string {
  const needed = `set load-number, or carrier (${OCEAN_CARRIERS.join(', ')}) and container-number`;
  return problem === 'unknownCarrier'
    ? `<cp-tracking>: carrier "${carrier?.trim()}" has no track & trace; ${needed}.`
    : `<cp-tracking>: no shipment given; ${needed}.`;
}

/** Loads the track-and-trace info of a target (road or ocean call). */
export function fetchTrackingInfo(
  api: ApiClient,
  target: TrackingTarget,
  clientId: number | undefined,
  signal?: AbortSignal,
): Promise<TrackAndTraceInfo> {
  const client = clientId !== undefined && clientId > 0 ? { clientId } : {};
  return target.kind === 'road'
    ? api.call(getTruckloadTrackAndTraceInfo, { query: { ...client, loadNumber: target.number }, signal })
    : api.call(getHellmannTrackAndTraceInfo, {
        query: { ...client, containerNumber: target.number },
        signal,
      });
}

/** Loads the position history of a target; slow by design (docs/screens/tracking.md#history). */
export function fetchTrackingHistory(
  api: ApiClient,
  target: TrackingTarget,
  clientId: number | undefined,
  signal?: AbortSignal,
): Promise<TrackAndTraceHistory> {
  const client = clientId !== undefined && clientId > 0 ? { clientId } : {};
  return target.kind === 'road'
    ? api.call(getTruckloadTrackAndTraceInfoHistory, {
        query: { ...client, loadNumber: target.number },
        signal,
      })
    : api.call(getHellmannTrackAndTraceInfoHistory, {
        query: { ...client, containerNumber: target.number },
        signal,
      });
}
