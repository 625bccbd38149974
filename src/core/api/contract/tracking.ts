import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint.ts';
import { ClientQuery, IsoDateTime, Nullable } from './common.ts';

/** Shipment statuses (docs/screens/tracking.md#statuses-and-stops). */
export const TRACKING_STATUSES = [
  'preparing',
  'loadingPlanned',
  'loadedInTransit',
  'arrived',
  'departed',
  'dischargePlanned',
  'discharged',
  'delivered',
  // A status that needs attention (a damaged load, a customs hold, a refused delivery): reported by the
  // carrier feed, it raises an alert (contract/alerts.ts).
  'exception',
] as const;
export const TrackingStatus = Type.Enum(TRACKING_STATUSES);
export type TrackingStatus = Static<typeof TrackingStatus>;

/** Stop kinds (docs/screens/tracking.md#statuses-and-stops). */
export const STOP_KINDS = [
  'origin',
  'loadingPort',
  'oceanPort',
  'transshipmentPort',
  'dischargePort',
  'roadStopover',
  'delivery',
] as const;
export const StopKind = Type.Enum(STOP_KINDS);
export type StopKind = Static<typeof StopKind>;

/** Visit status of a stop (docs/contract.md#entities). */
export const VisitStatus = Type.Enum(['ToVisit', 'Visited']);
export type VisitStatus = Static<typeof VisitStatus>;

export const TransportType = Type.Enum(['Road', 'Ocean']);
export type TransportType = Static<typeof TransportType>;

const Latitude = Type.Number({ minimum: -90, maximum: 90 });
const Longitude = Type.Number({ minimum: -180, maximum: 180 });

/** A named place on the map. */
export const TrackingLocation = Type.Object({ name: Type.String(), lat: Latitude, lng: Longitude });
export type TrackingLocation = Static<typeof TrackingLocation>;

/** One stop of a trip: planned time always, actual time once visited. */
export const TrackingStop = Type.Object({
  kind: StopKind,
  visitStatus: VisitStatus,
  name: Type.String(),
  lat: Latitude,
  lng: Longitude,
  plannedAt: IsoDateTime,
  actualAt: Nullable(IsoDateTime),
});
export type TrackingStop = Static<typeof TrackingStop>;

/** Track-and-trace info of one road load or ocean container (docs/contract.md#entities). */
export const TrackAndTraceInfo = Type.Object({
  containernr: Nullable(Type.String()),
  loadnr: Type.String(),
  ordernr: Type.String(),
  customerordernr: Type.String(),
  transportType: TransportType,
  carrier: Nullable(Type.String()),
  status: TrackingStatus,
  currentlocation: TrackingLocation,
  estimatedarrival: IsoDateTime,
  stops: Type.Array(TrackingStop),
  /**
   * The planned path of the whole trip (roads, sea lanes) from origin to delivery; optional: without
   * it the map draws straight lines between the stops.
   */
  route: Type.Optional(Type.Array(Type.Object({ lat: Latitude, lng: Longitude }))),
});
export type TrackAndTraceInfo = Static<typeof TrackAndTraceInfo>;

/** One recorded position of the vehicle or vessel. */
export const TrackingPosition = Type.Object({ at: IsoDateTime, lat: Latitude, lng: Longitude });
export type TrackingPosition = Static<typeof TrackingPosition>;

/** The positions of a trip so far, oldest first. */
export const TrackAndTraceHistory = Type.Object({
  loadnr: Type.String(),
  containernr: Nullable(Type.String()),
  positions: Type.Array(TrackingPosition),
});
export type TrackAndTraceHistory = Static<typeof TrackAndTraceHistory>;

const LoadNumberQuery = Type.Object({
  ...ClientQuery.properties,
  loadNumber: Type.String({ minLength: 1, maxLength: 40 }),
});
const ContainerNumberQuery = Type.Object({
  ...ClientQuery.properties,
  containerNumber: Type.String({ minLength: 1, maxLength: 40 }),
});

export const getTruckloadTrackAndTraceInfo = defineEndpoint({
  method: 'GET',
  path: '/TrackAndTrace/GetTruckloadTrackAndTraceInfo',
  secure: true,
  summary: 'Track-and-trace info of a road load',
  tag: 'TrackAndTrace',
  query: LoadNumberQuery,
  response: TrackAndTraceInfo,
});

/** Slow by design: the UI warns that loading the history can take long (docs/screens/tracking.md#history). */
export const getTruckloadTrackAndTraceInfoHistory = defineEndpoint({
  method: 'GET',
  path: '/TrackAndTrace/GetTruckloadTrackAndTraceInfoHistory',
  secure: true,
  summary: 'Position history of a road load',
  tag: 'TrackAndTrace',
  query: LoadNumberQuery,
  response: TrackAndTraceHistory,
});

export const getHellmannTrackAndTraceInfo = defineEndpoint({
  method: 'GET',
  path: '/TrackAndTrace/GetHellmannTrackAndTraceInfo',
  secure: true,
  summary: 'Track-and-trace info of an ocean container (carrier Hellmann)',
  tag: 'TrackAndTrace',
  query: ContainerNumberQuery,
  response: TrackAndTraceInfo,
});

export const getHellmannTrackAndTraceInfoHistory = defineEndpoint({
  method: 'GET',
  path: '/TrackAndTrace/GetHellmannTrackAndTraceInfoHistory',
  secure: true,
  summary: 'Position history of an ocean container (carrier Hellmann)',
  tag: 'TrackAndTrace',
  query: ContainerNumberQuery,
  response: TrackAndTraceHistory,
});

/**
 * The client of a road load (`loadNumber`) or ocean container (`containerNumber`): staff and agents
 * open a tracking link that names the load, not its client, and act for that client without first
 * picking it. Answers only a client the caller may see (an agent's own clients); any other load
 * answers the same 404 as an unknown number.
 */
export const getTrackAndTraceClient = defineEndpoint({
  method: 'GET',
  path: '/TrackAndTrace/GetTrackAndTraceClient',
  secure: true,
  summary: 'The client of a road load or ocean container, if the caller may see it (staff, agents)',
  tag: 'TrackAndTrace',
  query: Type.Object({
    loadNumber: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    containerNumber: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  }),
  response: Type.Object({ clientId: Type.Integer(), displayName: Type.String() }),
});
