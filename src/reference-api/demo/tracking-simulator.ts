import type { StopKind, TrackingStatus } from '../../core/api/contract/tracking.ts';
import { distanceKm, type LatLng, pointAlong, polylineKm } from '../areas/service/tracking/geo.ts';
import type { SeededRandom } from '../db/seed/seeded-random.ts';

/**
 * The demo's carrier (docs/alerts.md#a-demo-that-moves): given the demo shipments and the clock, the
 * carrier events of the next step — positions along each trip's planned route, the stops it passes,
 * now and then an ETA slip or an exception, the delivery at the route's end, after which the next
 * shipment not yet under way departs. Pure: the state goes in and a new one comes out; chance comes
 * from the random source passed in, so a seeded one gives the same events every run.
 */

/** A stop of a demo trip, `sequence` its place in the trip (0 the origin). */
export interface SimStop {
  sequence: number;
  kind: StopKind;
  name: string;
  lat: number;
  lng: number;
  visited: boolean;
}

/** A demo shipment as the portal knows it when the simulator starts. */
export interface SimTrip {
  clientId: number;
  loadNumber: string;
  status: TrackingStatus;
  /** ISO 8601. */
  estimatedArrival: string;
  current: LatLng;
  /** The planned path from origin to delivery; empty: straight lines between the stops. */
  route: LatLng[];
  stops: SimStop[];
}

/** One carrier event as `POST Integration/TrackingEvents` takes it (docs/integration.md#event-shapes). */
export interface TrackingEventInput {
  eventId: string;
  clientId: number;
  loadNumber: string;
  kind: 'position' | 'stop' | 'eta' | 'status';
  at: string;
  lat?: number;
  lng?: number;
  stop?: { sequence: number; kind: StopKind; name: string; lat: number; lng: number };
  visit?: 'arrived' | 'departed';
  estimatedArrival?: string;
  status?: TrackingStatus;
}

/** How the simulated carrier behaves. */
export interface SimulatorSettings {
  /** Real milliseconds a whole route takes in the demo (a time-lapse: the events carry the real clock). */
  tripMs: number;
  /** Trips moving at once; the others wait for a slot, under way first, then the ones not yet left. */
  maxUnderWay: number;
  /** The chance per moving trip and step of an ETA slip. */
  etaSlipChance: number;
  /** The chance per moving trip and step of an exception (the trip then stands for `exceptionMs`). */
  exceptionChance: number;
  exceptionMs: number;
  /** Starts every event id: the events of one simulator, told apart from a real carrier's. */
  idPrefix: string;
}

export const defaultSimulatorSettings: SimulatorSettings = {
  tripMs: 15 * 60_000,
  maxUnderWay: 8,
  etaSlipChance: 1 / 40,
  exceptionChance: 1 / 600,
  exceptionMs: 30_000,
  idPrefix: 'demo-sim',
};

/** Where one trip is in the simulation. */
interface TripProgress {
  trip: SimTrip;
  path: LatLng[];
  pathKm: number;
  /** Each stop's distance along the path, by index in `trip.stops`. */
  stopKm: number[];
  km: number;
  state: 'waiting' | 'moving' | 'held' | 'delivered';
  /** While held (an exception): until when (epoch ms). */
  heldUntil: number;
  etaMs: number;
}

/** The simulation's state between steps. */
export interface SimulationState {
  trips: readonly TripProgress[];
  /** The clock of the last step (epoch ms). */
  at: number;
}

/** What a step did, for its line on the console. */
export interface StepNote {
  loadNumber: string;
  what: 'departed' | 'stop' | 'etaLater' | 'etaEarlier' | 'exception' | 'resumed' | 'delivered';
  /** For an ETA slip: minutes (positive: later). */
  minutes?: number;
}

export interface StepResult {
  state: SimulationState;
  events: TrackingEventInput[];
  notes: StepNote[];
  /** Trips moving after the step, and waiting for a slot. */
  moving: number;
  waiting: number;
}

const NOT_LEFT: readonly TrackingStatus[] = ['preparing', 'loadingPlanned'];

/** The distance along `path` of the vertex nearest to `point`, not before `fromKm`. */
function kmAlong(path: readonly LatLng[], point: LatLng, fromKm = 0): number {
  let walked = 0;
  let best = { km: fromKm, distance: Number.POSITIVE_INFINITY };
  for (let i = 0; i < path.length; i++) {
    if (i > 0) walked += distanceKm(path[i - 1]!, path[i]!);
    if (walked < fromKm) continue;
    const distance = distanceKm(path[i]!, point);
    if (distance < best.distance) best = { km: walked, distance };
  }
  return best.km;
}

/** The trips as the simulation starts them: under way at their current place, the others at their origin. */
export function startSimulation(trips: readonly SimTrip[], now: number): SimulationState {
  const progress = trips
    .filter((trip) => trip.status !== 'delivered' && trip.stops.length >= 2)
    .map((trip): TripProgress => {
      const path = trip.route.length >= 2 ? trip.route : trip.stops;
      const stopKm: number[] = [];
      for (const stop of trip.stops) stopKm.push(kmAlong(path, stop, stopKm.at(-1) ?? 0));
      const pathKm = polylineKm(path);
      stopKm[stopKm.length - 1] = pathKm;
      const left = !NOT_LEFT.includes(trip.status);
      // Under way: from the place last reported, but never behind a stop already visited.
      const lastVisited = trip.stops.findLastIndex((s) => s.visited);
      const km = left ? Math.max(kmAlong(path, trip.current), stopKm[lastVisited] ?? 0) : 0;
      return {
        trip,
        path,
        pathKm,
        stopKm,
        km,
        state: 'waiting',
        heldUntil: 0,
        etaMs: Date.parse(trip.estimatedArrival),
      };
    })
    // Under way first: they are on the map already.
    .sort((a, b) => Number(NOT_LEFT.includes(a.trip.status)) - Number(NOT_LEFT.includes(b.trip.status)));
  return { trips: progress, at: now };
}

const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

/**
 * Gives the free places to the trips waiting, in their order: one under way goes on, one not yet
 * left departs from its origin (its events added). Answers how many move now.
 */
function fillPlaces(
  trips: TripProgress[],
  now: number,
  settings: SimulatorSettings,
  events: TrackingEventInput[],
  notes: StepNote[],
): number {
  let moving = trips.filter((p) => p.state === 'moving' || p.state === 'held').length;
  for (const p of trips) {
    if (moving >= settings.maxUnderWay) break;
    if (p.state !== 'waiting') continue;
    p.state = 'moving';
    moving++;
    // Left in exception (by an earlier run): it goes on at the next step, saying so.
    if (p.trip.status === 'exception') Object.assign(p, { state: 'held', heldUntil: now });
    if (!NOT_LEFT.includes(p.trip.status)) continue;
    const { sequence, kind, name, lat, lng } = p.trip.stops[0]!;
    const id = (n: number) => `${settings.idPrefix}-${p.trip.loadNumber}-${now}-start${n}`;
    const common = {
      clientId: p.trip.clientId,
      loadNumber: p.trip.loadNumber,
      at: new Date(now).toISOString(),
    };
    events.push(
      { ...common, eventId: id(0), kind: 'status', status: 'loadedInTransit' },
      {
        ...common,
        eventId: id(1),
        kind: 'stop',
        stop: { sequence, kind, name, lat, lng },
        visit: 'departed',
      },
    );
    notes.push({ loadNumber: p.trip.loadNumber, what: 'departed' });
  }
  return moving;
}

/**
 * The next step at `now`: each moving trip goes on along its route by the time since the last step
 * (its whole route in `tripMs`), reports its position and the stops it passed, and now and then an
 * ETA slip (later by under or over two hours, or earlier) or an exception; a trip at its route's end
 * is delivered, and the trips waiting take the free places.
 */
export function simulationStep(
  state: SimulationState,
  now: number,
  random: SeededRandom,
  settings: SimulatorSettings = defaultSimulatorSettings,
): StepResult {
  const at = new Date(now).toISOString();
  const events: TrackingEventInput[] = [];
  const notes: StepNote[] = [];
  const elapsed = Math.max(0, now - state.at);
  const trips = state.trips.map((p) => ({ ...p }));
  fillPlaces(trips, now, settings, events, notes);

  for (const p of trips) {
    if (p.state === 'waiting' || p.state === 'delivered') continue;
    const { trip } = p;
    let n = 0;
    // Stable per step: a batch sent again after a failure repeats its ids and is taken as unchanged.
    const event = (fields: Omit<TrackingEventInput, 'eventId' | 'clientId' | 'loadNumber' | 'at'>) =>
      events.push({
        eventId: `${settings.idPrefix}-${trip.loadNumber}-${now}-${n++}`,
        clientId: trip.clientId,
        loadNumber: trip.loadNumber,
        at,
        ...fields,
      });
    if (p.state === 'held') {
      if (now < p.heldUntil) continue;
      p.state = 'moving';
      event({ kind: 'status', status: 'loadedInTransit' });
      notes.push({ loadNumber: trip.loadNumber, what: 'resumed' });
    }
    const fromKm = p.km;
    p.km = Math.min(p.pathKm, p.km + (p.pathKm * elapsed) / settings.tripMs);
    const here = pointAlong(p.path, p.pathKm === 0 ? 1 : p.km / p.pathKm);
    event({ kind: 'position', lat: round5(here.lat), lng: round5(here.lng) });
    const last = trip.stops.length - 1;
    trip.stops.forEach((stop, index) => {
      if (stop.visited || index === 0 || p.stopKm[index]! > p.km || p.stopKm[index]! < fromKm) return;
      const { sequence, kind, name, lat, lng } = stop;
      event({ kind: 'stop', stop: { sequence, kind, name, lat, lng }, visit: 'arrived' });
      if (index < last) {
        event({ kind: 'stop', stop: { sequence, kind, name, lat, lng }, visit: 'departed' });
        notes.push({ loadNumber: trip.loadNumber, what: 'stop' });
      }
    });
    if (p.km >= p.pathKm) {
      event({ kind: 'status', status: 'delivered' });
      p.state = 'delivered';
      notes.push({ loadNumber: trip.loadNumber, what: 'delivered' });
      continue;
    }
    if (random.chance(settings.exceptionChance)) {
      event({ kind: 'status', status: 'exception' });
      p.state = 'held';
      p.heldUntil = now + settings.exceptionMs;
      notes.push({ loadNumber: trip.loadNumber, what: 'exception' });
    } else if (random.chance(settings.etaSlipChance)) {
      // Mostly later: under two hours (a change few logins hear of), two to four hours (the default
      // subscription hears it), or earlier.
      const roll = random.next();
      const minutes =
        roll < 0.45 ? random.int(40, 100) : roll < 0.8 ? random.int(125, 240) : -random.int(40, 90);
      p.etaMs += minutes * 60_000;
      event({ kind: 'eta', estimatedArrival: new Date(p.etaMs).toISOString() });
      notes.push({ loadNumber: trip.loadNumber, what: minutes > 0 ? 'etaLater' : 'etaEarlier', minutes });
    }
  }

  // A delivered trip's place goes at once to the next: its departure is in the same batch.
  const moving = fillPlaces(trips, now, settings, events, notes);
  return {
    state: { trips, at: now },
    events,
    notes,
    moving,
    waiting: trips.filter((p) => p.state === 'waiting').length,
  };
}
