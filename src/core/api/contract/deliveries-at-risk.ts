// Deliveries at risk (docs/alerts.md#deliveries-at-risk): a client's open shipments that will arrive
// late, are in exception or have gone silent, for the dashboard and <cp-deliveries-at-risk>.
import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint.ts';
import { ClientQuery, IsoDateTime, Nullable } from './common.ts';
import { TrackingStatus, TransportType } from './tracking.ts';

/**
 * Why a shipment is at risk, the most pressing first: reported in `exception`, estimated to arrive
 * `late` (past its planned delivery by more than the login's threshold), or `silent` (no position
 * for the server's silence time while under way).
 */
export const RISK_REASONS = ['exception', 'late', 'silent'] as const;
export const RiskReason = Type.Enum(RISK_REASONS);
export type RiskReason = Static<typeof RiskReason>;

/** One open shipment at risk. */
export const DeliveryAtRisk = Type.Object({
  deliveryId: Type.Integer(),
  transportType: TransportType,
  /** The shipment, as the tracking calls name it: the load, and for ocean transport the container. */
  loadnr: Type.String(),
  containernr: Nullable(Type.String()),
  /** The carrier (an ocean container's tracking page names it). */
  carrier: Nullable(Type.String()),
  ordernr: Type.String(),
  customerordernr: Type.String(),
  status: TrackingStatus,
  /** The most pressing reason; `reasons` has every one that holds, in the same order. */
  reason: RiskReason,
  reasons: Type.Array(RiskReason),
  /** Minutes the ETA is past the planned delivery (positive), or null when it is not late. */
  minutesLate: Nullable(Type.Integer()),
  /**
   * Since when it is so: the change that made it late or an exception (else the ETA's or the
   * status's report), for a silence the last position's time; null when unknown.
   */
  since: Nullable(IsoDateTime),
  estimatedArrival: IsoDateTime,
  /** The delivery stop's planned time; null for a trip without one. */
  plannedDelivery: Nullable(IsoDateTime),
  /** When the last position came; null when none ever did. */
  lastPositionAt: Nullable(IsoDateTime),
});
export type DeliveryAtRisk = Static<typeof DeliveryAtRisk>;

/**
 * The client's open shipments at risk: exceptions first, then the late ones most late first, then
 * the silent ones longest silent first. Late means more than the caller's ETA threshold (its alert
 * subscription's, else 2 hours).
 */
export const getDeliveriesAtRisk = defineEndpoint({
  method: 'GET',
  path: '/TrackAndTrace/GetDeliveriesAtRisk',
  secure: true,
  summary: 'Open shipments at risk: late, in exception or silent',
  tag: 'TrackAndTrace',
  query: ClientQuery,
  response: Type.Array(DeliveryAtRisk),
});
