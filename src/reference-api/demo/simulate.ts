import type { FastifyInstance } from 'fastify';
import type { TrackingStop } from '../../core/api/contract/tracking.ts';
import {
  type EventSender,
  type RunningSimulator,
  runSimulator,
  type SimulatorOptions,
  TRACKING_EVENTS_PATH,
} from './simulator-run.ts';
import type { SimTrip } from './tracking-simulator.ts';

/**
 * `npm run simulate` without the command line (simulate-command.ts): reads the demo shipments
 * through the portal's API as a staff login, gets an API key (the one given, or in the demo a new
 * one made by that login through `Admin/CreateApiKey`) and runs the simulator against the
 * integration API (docs/alerts.md#a-demo-that-moves).
 */

/** One HTTP call of the portal's API: over the network (`fetchApi`) or, in tests, `app.inject`. */
export type ApiCall = (
  method: 'GET' | 'POST',
  path: string,
  options?: { token?: string; apiKey?: string; body?: unknown },
) => Promise<{ status: number; body: string }>;

/** Calls the portal at `baseUrl` over HTTP. */
export function fetchApi(baseUrl: string): ApiCall {
  return async (method, path, options = {}) => {
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers: {
        'accept-language': 'en',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.apiKey ? { 'x-api-key': options.apiKey } : {}),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    return { status: response.status, body: await response.text() };
  };
}

/** Calls the portal in-process (`DEMO_LIVE=1`, tests): the same routes, no network. */
export function injectApi(app: FastifyInstance): ApiCall {
  return async (method, url, options = {}) => {
    const response = await app.inject({
      method,
      url,
      headers: {
        'accept-language': 'en',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.apiKey ? { 'x-api-key': options.apiKey } : {}),
      },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
    return { status: response.statusCode, body: response.body };
  };
}

/** A call that failed, with what the server said. */
export class SimulateError extends Error {}

async function json<T>(answer: Promise<{ status: number; body: string }>, what: string): Promise<T> {
  const { status, body } = await answer;
  if (status !== 200) throw new SimulateError(`${what}: ${status} ${body.slice(0, 300)}`);
  return JSON.parse(body) as T;
}

/** The events go to the integration call with the key. */
export const apiEventSender =
  (api: ApiCall, apiKey: string): EventSender =>
  (events) =>
    api('POST', TRACKING_EVENTS_PATH, { apiKey, body: { items: events } });

interface Listed {
  transportType: 'Road' | 'Ocean';
  trackingStatus: string;
  loadNumber: string;
  containerNumber: string | null;
}
interface Info {
  status: SimTrip['status'];
  estimatedarrival: string;
  currentlocation: { lat: number; lng: number };
  stops: TrackingStop[];
  route?: { lat: number; lng: number }[];
}

/** A client's shipments not yet delivered, read as staff through the tracking calls. */
export async function demoTripsThroughApi(api: ApiCall, token: string, clientId: number): Promise<SimTrip[]> {
  const listed = await json<Listed[]>(
    api('GET', `/customerportal/Dashboard/GetTrackAndTraceDeliveries?clientId=${clientId}`, { token }),
    'listing the shipments',
  );
  const trips: SimTrip[] = [];
  for (const d of listed.filter((l) => l.trackingStatus !== 'delivered')) {
    const path =
      d.transportType === 'Road'
        ? `GetTruckloadTrackAndTraceInfo?loadNumber=${encodeURIComponent(d.loadNumber)}`
        : `GetHellmannTrackAndTraceInfo?containerNumber=${encodeURIComponent(d.containerNumber ?? '')}`;
    const info = await json<Info>(
      api('GET', `/customerportal/TrackAndTrace/${path}&clientId=${clientId}`, { token }),
      `reading ${d.loadNumber}`,
    );
    trips.push({
      clientId,
      loadNumber: d.loadNumber,
      status: info.status,
      estimatedArrival: info.estimatedarrival,
      current: info.currentlocation,
      route: info.route ?? [],
      stops: info.stops.map((s, sequence) => ({
        sequence,
        kind: s.kind,
        name: s.name,
        lat: s.lat,
        lng: s.lng,
        visited: s.visitStatus === 'Visited',
      })),
    });
  }
  return trips;
}

export interface SimulateInput
  extends Pick<SimulatorOptions, 'intervalMs' | 'log' | 'maxBatches' | 'settings' | 'seed'> {
  api: ApiCall;
  clientId: number;
  /** The login that reads the shipments (and, without `apiKey`, makes a key). */
  email: string;
  password: string;
  /** An integration key with the `tracking` scope; without one a key is made (the demo only). */
  apiKey?: string;
}

/**
 * Signs in, reads the shipments, gets the key and starts the simulator. Without a key it signs in
 * with the login given (the demo's staff login by default): a production server has no such login
 * (it refuses to start on the demo data), so there a key must be given.
 */
export async function startSimulate(input: SimulateInput): Promise<RunningSimulator & { trips: number }> {
  const { api } = input;
  const login = await api('POST', '/customerportal/Authentication/LoginWithCredentials', {
    body: { emailAddress: input.email, password: input.password },
  });
  const token =
    login.status === 200 ? (JSON.parse(login.body) as { accessToken?: string }).accessToken : undefined;
  if (!token)
    throw new SimulateError(
      `signing in as ${input.email} failed (${login.status}): this is not the demo server, or the login needs its own password (CP_PASSWORD)`,
    );
  const trips = await demoTripsThroughApi(api, token, input.clientId);
  const apiKey =
    input.apiKey ??
    (
      await json<{ apiKey: string }>(
        api('POST', '/customerportal/Admin/CreateApiKey', {
          token,
          body: { name: 'demo simulator', scopes: ['tracking'] },
        }),
        'creating an API key',
      )
    ).apiKey;
  const run = runSimulator({ ...input, trips, send: apiEventSender(api, apiKey) });
  return { ...run, trips: trips.length };
}
