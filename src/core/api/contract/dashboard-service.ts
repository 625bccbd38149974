import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint.ts';
import { ClientQuery, IsoDate, IsoDateTime, Nullable } from './common.ts';
import { TrackingStatus, TransportType } from './tracking.ts';

/** A delivery that can be followed on the map, as listed on the dashboard. */
export const TrackAndTraceDelivery = Type.Object({
  deliveryId: Type.Integer(),
  transportType: TransportType,
  deliveryStatus: Type.Enum(['Preparing', 'InTransit', 'Delivered']),
  trackingStatus: TrackingStatus,
  loadNumber: Type.String(),
  carrier: Nullable(Type.String()),
  containerNumber: Nullable(Type.String()),
  dateDeparture: IsoDate,
  estimatedArrival: IsoDateTime,
  currentLocation: Type.String(),
  country: Type.String(),
  address: Type.String(),
});
export type TrackAndTraceDelivery = Static<typeof TrackAndTraceDelivery>;

/** A company news item; `bodyHtml` is server HTML and must be sanitized before rendering. */
export const NewsItem = Type.Object({
  newsId: Type.Integer(),
  publishedOn: IsoDate,
  title: Type.String(),
  bodyHtml: Type.String(),
});
export type NewsItem = Static<typeof NewsItem>;

export const getTrackAndTraceDeliveries = defineEndpoint({
  method: 'GET',
  path: '/Dashboard/GetTrackAndTraceDeliveries',
  secure: true,
  summary: 'Deliveries with tracking, in transit first',
  tag: 'Dashboard',
  query: ClientQuery,
  response: Type.Array(TrackAndTraceDelivery),
});

/** News in the language of the accept-language header (fallback English). */
export const getNews = defineEndpoint({
  method: 'GET',
  path: '/Dashboard/GetNews',
  secure: true,
  summary: 'Company news, newest first',
  tag: 'Dashboard',
  query: ClientQuery,
  response: Type.Array(NewsItem),
});
