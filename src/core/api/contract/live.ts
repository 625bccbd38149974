// Live updates (docs/alerts.md#live-updates): one stream per page tells which shipments moved and when
// the caller's inbox got entries, so the page refetches them instead of waiting for a reload.
import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint.ts';
import { ClientQuery } from './common.ts';

/** How many shipments one stream may name: a page shows a few, a dashboard asks for its client. */
export const MAX_LIVE_SHIPMENTS = 50;

/**
 * What a stream asks for: the trips of a client (`clientId`, scoped as every call), the trips of
 * some shipments by load or container number (`shipments`, comma-separated, of any client the caller
 * may see), or neither: the caller's inbox only.
 */
export const LiveStreamQuery = Type.Object({
  ...ClientQuery.properties,
  shipments: Type.Optional(
    Type.String({
      maxLength: MAX_LIVE_SHIPMENTS * 41,
      pattern: '^[^,]{1,40}(,[^,]{1,40})*$',
      description: 'Load or container numbers, comma-separated',
    }),
  ),
});
export type LiveStreamQuery = Static<typeof LiveStreamQuery>;

/**
 * `GET Live/Stream`: a `text/event-stream` answer that stays open (docs/alerts.md#live-updates). Read it
 * with `fetch` and a reader, as it needs the bearer token (`EventSource` cannot send one).
 */
export const liveStream = defineEndpoint({
  method: 'GET',
  path: '/Live/Stream',
  secure: true,
  summary:
    'Streams (server-sent events) which of the shipments asked for moved and when the inbox got entries',
  tag: 'Live',
  query: LiveStreamQuery,
  errors: [404, 429],
});

/** The events of the stream, by their `event:` name. */
export const LIVE_EVENTS = {
  /** The stream is open: the first bytes, sent at once (a proxy that buffers holds them back). */
  ready: 'ready',
  /** A trip asked for moved (position, ETA, status or stops): data `LiveTrip`; refetch it. */
  trip: 'trip',
  /** The caller's inbox got entries: data `{}`; refetch the inbox and its count. */
  notification: 'notification',
  /** Events may have been missed (the server lost its database listener a while): refetch all. */
  resync: 'resync',
  /** The access token expired: refresh it and open a new stream. The stream ends after it. */
  expired: 'expired',
  /** The server is shutting down: open a new stream after a pause. The stream ends after it. */
  closing: 'closing',
} as const;
export type LiveEventName = (typeof LIVE_EVENTS)[keyof typeof LIVE_EVENTS];

/** Which trip moved, named as the tracking calls name it (refetch those). */
export interface LiveTrip {
  clientId: number;
  loadnr: string;
  containernr: string | null;
}
