import leafletCss from 'leaflet/dist/leaflet.css?inline';
import { defineElement } from '../../ui/element/define-element.ts';
import { TrackingElement, type TrackingProps } from './TrackingElement.tsx';
import trackingCss from './tracking.css?inline';
import { TRACKING_NAMESPACE } from './tracking-namespace.ts';

/**
 * Track & trace of one road load or ocean container: a Leaflet map (bundled country basemap, no tile
 * server needed), legend, details with the stops, the position history with a time scroll, and the
 * disclaimer. Works embedded alone on a partner site: give it `access-token` or `login-token`.
 *
 * @summary Road and ocean shipment tracking with map, legend and history.
 * @attr load-number - Road load number to show (e.g. L2611-70001). Wins over container-number.
 * @attr carrier - Ocean carrier of container-number; only `hellmann` is supported.
 * @attr container-number - Ocean container number to show, with carrier.
 * @attr access-token - A bearer token the embedding page obtained; becomes this page's access token (no refresh).
 * @attr login-token - A one-time login token: exchanged via POST /Authentication/LoginWithToken before loading.
 * @attr lang - Language of this element: nl, en, de or zhHans. Default: the page's portal language.
 * @attr theme - light or dark. Default: the page's theme preference.
 * @attr client-id - Client whose shipment it is (agents). Default: the user's own clients.
 * @attr api-base - Base URL of the portal API. Default /customerportal.
 * @event {CustomEvent<{ reason: string }>} cp-login-required - No token and nobody logged in, or the login token was refused; detail.reason says which.
 * @event {CustomEvent<Record<string, never>>} cp-session-expired - The session could not be refreshed; the host should log in again.
 * @event {CustomEvent<Record<string, never>>} cp-network-error - The API could not be reached.
 * @event {CustomEvent<{ message: string }>} cp-error - An unexpected error was shown; detail.message says why.
 * @cssproperty --cp-tracking-map-height - Height of the map. Default 440px.
 * @cssproperty --cp-tracking-land - Land colour of the bundled basemap.
 * @cssproperty --cp-tracking-sea - Sea colour of the bundled basemap.
 * @cssproperty --cp-tracking-route - Colour of the route line.
 * @cssproperty --cp-tracking-history - Colour of the recorded track, playhead and reached stop.
 * @cssproperty --cp-tracking-current - Colour of the current-location marker.
 * @cssproperty --cp-color-surface - Background of the card.
 * @csspart title - The heading.
 * @csspart follow - The Follow toggle beside the heading (absent for a login-link session) and its failure.
 * @csspart map - The map container.
 * @csspart legend - The legend of stop kinds and statuses.
 * @csspart details - Numbers, current location, arrival, status and the list of stops.
 * @csspart history - The load-history button, its warning and the time scroll.
 * @csspart disclaimer - The note that no rights can be derived from the information.
 */
export const CpTracking = defineElement<TrackingProps>('cp-tracking', TrackingElement, {
  props: {
    loadNumber: 'string',
    carrier: 'string',
    containerNumber: 'string',
    accessToken: 'string',
    loginToken: 'string',
  },
  styles: [leafletCss, trackingCss],
  namespace: TRACKING_NAMESPACE,
  // The load number names the shipment: staff and agents need no client picked first (the
  // server finds the load among the clients they may see; useShipmentClient selects its client).
  needsClient: false,
  // It gets its own session (login-token, access-token) and says itself when it needs one.
  needsSession: false,
});
