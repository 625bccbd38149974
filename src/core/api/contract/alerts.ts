// Alerts (docs/alerts.md): the changes of a shipment the carrier feed reports, as the inbox, the
// e-mails and the webhooks tell them. The calls of each channel are in their own modules
// (notifications.ts, alert-subscriptions.ts, webhooks.ts); this module holds what they share.
import Type, { type Static } from 'typebox';
import { IsoDateTime, Nullable } from './common.ts';
import { StopKind, TransportType } from './tracking.ts';

/**
 * What changed about a shipment: it left a stop (`departed`), reached one that is not its
 * destination (`arrivedAtStop`), its estimated arrival moved later or earlier by at least the
 * server's threshold, it was delivered, reported in `exception`, or no position came for
 * the server's silence time (`silent`).
 */
export const CHANGE_KINDS = [
  'etaLater',
  'etaEarlier',
  'departed',
  'arrivedAtStop',
  'delivered',
  'exception',
  'silent',
] as const;
export const ChangeKind = Type.Enum(CHANGE_KINDS);
export type ChangeKind = Static<typeof ChangeKind>;

/** What a login hears of when it never chose (alert_subscriptions). */
export const DEFAULT_CHANGE_KINDS: readonly ChangeKind[] = ['etaLater', 'delivered', 'exception'];
/** The least ETA slip, in minutes, a login hears of when it never chose: 2 hours. */
export const DEFAULT_ETA_MINUTES = 120;

/** The stop a `departed` or `arrivedAtStop` change names. */
export const ChangeStop = Type.Object({ sequence: Type.Integer(), kind: StopKind, name: Type.String() });
export type ChangeStop = Static<typeof ChangeStop>;

/**
 * The facts of a change, by kind: for an ETA, the one announced before and the new one, and the
 * minutes between (positive: later); for a stop, the stop; for an exception or a delivery, nothing
 * more; for a silence, when the last position came.
 */
export const ShipmentChangeDetails = Type.Object({
  previousArrival: Type.Optional(IsoDateTime),
  estimatedArrival: Type.Optional(IsoDateTime),
  minutes: Type.Optional(Type.Integer()),
  stop: Type.Optional(ChangeStop),
  lastPositionAt: Type.Optional(IsoDateTime),
});
export type ShipmentChangeDetails = Static<typeof ShipmentChangeDetails>;

/** One change of one shipment, as every channel tells it (the inbox, e-mails, webhooks' `data`). */
export const ShipmentChange = Type.Object({
  changeId: Type.Integer(),
  kind: ChangeKind,
  clientId: Type.Integer(),
  transportType: TransportType,
  /** The shipment, as the tracking calls name it: the load, and for ocean transport the container. */
  loadnr: Type.String(),
  containernr: Nullable(Type.String()),
  ordernr: Type.String(),
  customerordernr: Type.String(),
  details: ShipmentChangeDetails,
  /** When it happened (the carrier's time). */
  happenedAt: IsoDateTime,
  /** When the portal learnt it. */
  recordedAt: IsoDateTime,
});
export type ShipmentChange = Static<typeof ShipmentChange>;
