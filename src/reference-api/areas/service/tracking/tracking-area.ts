import type { FastifyRequest } from 'fastify';
import type { TrackAndTraceHistory, TrackAndTraceInfo } from '../../../../core/api/contract/tracking.ts';
import {
  getHellmannTrackAndTraceInfo,
  getHellmannTrackAndTraceInfoHistory,
  getTrackAndTraceClient,
  getTruckloadTrackAndTraceInfo,
  getTruckloadTrackAndTraceInfoHistory,
} from '../../../../core/api/contract/tracking.ts';
import type { Db } from '../../../db/db.ts';
import { ApiError } from '../../../platform/api-error.ts';
import { resolveClientId } from '../../../platform/client-scope.ts';
import { localizeText, requestLanguage } from '../../../platform/composed-texts.ts';
import type { Principal } from '../../../platform/principal.ts';
import { route } from '../../../platform/route.ts';
import type { ServerLanguage } from '../../../platform/server-messages.ts';
import type { AreaPlugin } from '../../area-plugin.ts';
import { translateService } from '../service-messages.ts';
import { clientChoice, latestTrip, type TripRow, tripPositions, tripStops } from './tracking-queries.ts';

export interface Lookup {
  column: 'load_number' | 'container_number';
  transport: 'Road' | 'Ocean';
  number: string;
  clientId: number | undefined;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The trip of a load or container the caller may see. A trip of a client the caller may not
 * see answers the same 404 as an unknown number, so numbers of other clients cannot be probed.
 */
export async function findTrip(
  db: Db,
  principal: Principal,
  request: FastifyRequest,
  lookup: Lookup,
): Promise<TripRow> {
  const notFound = () =>
    new ApiError(404, translateService(request, 'trackingNotFound', { number: lookup.number }));
  const scopedClientId = lookup.clientId ? await resolveClientId(db, principal, lookup.clientId) : undefined;
  const trip = await latestTrip(db, lookup.column, lookup.number, lookup.transport);
  if (!trip) throw notFound();
  if (scopedClientId !== undefined) {
    if (trip.client_id !== scopedClientId) throw notFound();
    return trip;
  }
  try {
    await resolveClientId(db, principal, trip.client_id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) throw notFound();
    throw error;
  }
  return trip;
}

/** The trip with its place names (stops, current location) in `language`. */
async function tripInfo(db: Db, trip: TripRow, language: ServerLanguage): Promise<TrackAndTraceInfo> {
  const stops = await tripStops(db, trip.delivery_id);
  return {
    containernr: trip.container_number,
    loadnr: trip.load_number,
    ordernr: trip.order_number,
    customerordernr: trip.customer_order_number,
    transportType: trip.transport_type,
    carrier: trip.carrier,
    status: trip.status,
    currentlocation: {
      name: localizeText(language, trip.current_name),
      lat: trip.current_lat,
      lng: trip.current_lng,
    },
    estimatedarrival: iso(trip.estimated_arrival),
    stops: stops.map((stop) => ({
      kind: stop.kind,
      visitStatus: stop.visit_status,
      name: localizeText(language, stop.name),
      lat: stop.lat,
      lng: stop.lng,
      plannedAt: iso(stop.planned_at),
      actualAt: stop.actual_at === null ? null : iso(stop.actual_at),
    })),
    ...(trip.route ? { route: trip.route.map(([lat, lng]) => ({ lat, lng })) } : {}),
  };
}

/** The history is slow on purpose, like the carriers' services behind it (docs/screens/tracking.md#history): `delayMs` (TRACKING_HISTORY_DELAY_MS). */
async function tripHistory(db: Db, trip: TripRow, delayMs: number): Promise<TrackAndTraceHistory> {
  const positions = await tripPositions(db, trip.delivery_id);
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  return {
    loadnr: trip.load_number,
    containernr: trip.container_number,
    positions: positions.map(([at, lat, lng]) => ({
      at: new Date(at * 1000).toISOString(),
      lat,
      lng,
    })),
  };
}

/** Track & trace of road loads and Hellmann ocean containers (docs/contract.md#areas). */
export const trackingArea: AreaPlugin = (app, { db }) => {
  route(app, getTrackAndTraceClient, async ({ query, principal, request }) => {
    const lookup: Lookup | null = query.loadNumber
      ? { column: 'load_number', transport: 'Road', number: query.loadNumber, clientId: undefined }
      : query.containerNumber
        ? {
            column: 'container_number',
            transport: 'Ocean',
            number: query.containerNumber,
            clientId: undefined,
          }
        : null;
    if (!lookup) throw new ApiError(400, 'errors.badRequest');
    // Found among the clients the caller may see only: another client's load is as unknown as none.
    const trip = await findTrip(db, principal, request, lookup);
    const client = await clientChoice(db, trip.client_id);
    if (!client)
      throw new ApiError(404, translateService(request, 'trackingNotFound', { number: lookup.number }));
    return client;
  });
  route(app, getTruckloadTrackAndTraceInfo, async ({ query, principal, request }) => {
    const lookup: Lookup = {
      column: 'load_number',
      transport: 'Road',
      number: query.loadNumber,
      clientId: query.clientId,
    };
    return tripInfo(db, await findTrip(db, principal, request, lookup), requestLanguage(request));
  });
  route(app, getTruckloadTrackAndTraceInfoHistory, async ({ query, principal, request }) => {
    const lookup: Lookup = {
      column: 'load_number',
      transport: 'Road',
      number: query.loadNumber,
      clientId: query.clientId,
    };
    return tripHistory(
      db,
      await findTrip(db, principal, request, lookup),
      app.config.TRACKING_HISTORY_DELAY_MS,
    );
  });
  route(app, getHellmannTrackAndTraceInfo, async ({ query, principal, request }) => {
    const lookup: Lookup = {
      column: 'container_number',
      transport: 'Ocean',
      number: query.containerNumber,
      clientId: query.clientId,
    };
    return tripInfo(db, await findTrip(db, principal, request, lookup), requestLanguage(request));
  });
  route(app, getHellmannTrackAndTraceInfoHistory, async ({ query, principal, request }) => {
    const lookup: Lookup = {
      column: 'container_number',
      transport: 'Ocean',
      number: query.containerNumber,
      clientId: query.clientId,
    };
    return tripHistory(
      db,
      await findTrip(db, principal, request, lookup),
      app.config.TRACKING_HISTORY_DELAY_MS,
    );
  });
};
