import { describe, expect, it } from 'vitest';
import { SeededRandom } from '../db/seed/seeded-random.ts';
import {
  defaultSimulatorSettings,
  type SimTrip,
  type SimulatorSettings,
  simulationStep,
  startSimulation,
} from './tracking-simulator.ts';

const T0 = Date.parse('2026-11-28T10:00:00Z');
const quiet: SimulatorSettings = {
  ...defaultSimulatorSettings,
  tripMs: 100_000,
  maxUnderWay: 1,
  etaSlipChance: 0,
  exceptionChance: 0,
};

/** A trip due east along the equator: origin at 0°, a stopover at 1°, the delivery at 3°. */
function trip(loadNumber: string, status: SimTrip['status'], visitedOrigin = true): SimTrip {
  const stop = (sequence: number, kind: SimTrip['stops'][number]['kind'], lng: number) => ({
    sequence,
    kind,
    name: `${kind} ${sequence}`,
    lat: 0,
    lng,
    visited: sequence === 0 && visitedOrigin,
  });
  return {
    clientId: 1001,
    loadNumber,
    status,
    estimatedArrival: '2026-11-28T18:00:00.000Z',
    current: { lat: 0, lng: 0 },
    route: [0, 0.5, 1, 2, 3].map((lng) => ({ lat: 0, lng })),
    stops: [stop(0, 'origin', 0), stop(1, 'roadStopover', 1), stop(2, 'delivery', 3)],
  };
}

const kinds = (events: { kind: string; visit?: string; status?: string }[]) =>
  events.map((e) => [e.kind, e.visit ?? e.status ?? ''].filter(Boolean).join(':'));

describe('the demo carrier’s step', () => {
  it('moves a trip along its route, tells the stops it passes and delivers it at the end', () => {
    const random = new SeededRandom(1);
    const start = startSimulation([trip('L-1', 'loadedInTransit')], T0);
    // The first step gives the trip its place; it has not moved yet.
    const first = simulationStep(start, T0 + 1_000, random, quiet);
    expect(kinds(first.events)).toEqual(['position']);
    expect(first.events[0]).toMatchObject({ lat: 0, clientId: 1001, loadNumber: 'L-1' });

    // Half its time: half its route (1.5°), past the stopover at 1°.
    const half = simulationStep(first.state, T0 + 50_000, random, quiet);
    expect(kinds(half.events)).toEqual(['position', 'stop:arrived', 'stop:departed']);
    expect(half.events[0]!.lng).toBeCloseTo(1.5, 2);
    expect(half.events[1]!.stop).toMatchObject({ sequence: 1, kind: 'roadStopover', lng: 1 });
    expect(half.notes).toEqual([{ loadNumber: 'L-1', what: 'stop' }]);

    // The rest: at the delivery, arrived and delivered; then nothing more of it.
    const end = simulationStep(half.state, T0 + 200_000, random, quiet);
    expect(kinds(end.events)).toEqual(['position', 'stop:arrived', 'status:delivered']);
    expect(end.events[0]!.lng).toBeCloseTo(3, 5);
    expect(end).toMatchObject({ moving: 0, waiting: 0 });
    expect(simulationStep(end.state, T0 + 205_000, random, quiet).events).toEqual([]);
  });

  it('starts the next shipment not yet left when a place frees, under way ones first', () => {
    const random = new SeededRandom(2);
    const trips = [
      trip('L-WAIT', 'preparing', false),
      trip('L-2', 'loadedInTransit'),
      trip('L-3', 'arrived'),
    ];
    const start = startSimulation(trips, T0);
    const first = simulationStep(start, T0 + 1_000, random, quiet);
    // One at a time: L-2 (under way) moves; L-3 is under way too, so it is next, before L-WAIT.
    expect(first.events.map((e) => e.loadNumber)).toEqual(['L-2']);
    expect(first).toMatchObject({ moving: 1, waiting: 2 });
    const second = simulationStep(first.state, T0 + 200_000, random, quiet);
    expect(second.notes.map((n) => `${n.loadNumber} ${n.what}`)).toEqual(['L-2 stop', 'L-2 delivered']);
    // L-3 takes the free place, without a departure (it left long ago).
    expect(second.events.filter((e) => e.loadNumber === 'L-3')).toEqual([]);
    expect(second).toMatchObject({ moving: 1, waiting: 1 });
    // L-3 is delivered, and L-WAIT departs from its origin in the same batch.
    const third = simulationStep(second.state, T0 + 400_000, random, quiet);
    expect(third.notes.map((n) => `${n.loadNumber} ${n.what}`)).toEqual([
      'L-3 stop',
      'L-3 delivered',
      'L-WAIT departed',
    ]);
    expect(kinds(third.events.filter((e) => e.loadNumber === 'L-WAIT'))).toEqual([
      'status:loadedInTransit',
      'stop:departed',
    ]);
    expect(third).toMatchObject({ moving: 1, waiting: 0 });
  });

  it('is pure: the same state, clock and seed give the same events, with ids unique and stable', () => {
    const start = startSimulation([trip('L-1', 'loadedInTransit')], T0);
    const settings = { ...quiet, etaSlipChance: 0.5 };
    const a = simulationStep(start, T0 + 60_000, new SeededRandom(7), settings);
    const b = simulationStep(start, T0 + 60_000, new SeededRandom(7), settings);
    expect(b.events).toEqual(a.events);
    expect(start.trips[0]!.km).toBe(0);
    let state = start;
    const ids: string[] = [];
    for (let i = 1; i <= 20; i++) {
      const step = simulationStep(state, T0 + i * 4_000, new SeededRandom(i), settings);
      ids.push(...step.events.map((e) => e.eventId));
      state = step.state;
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => id.startsWith('demo-sim-L-1-'))).toBe(true);
  });

  it('slips the ETA now and then, sometimes by two hours or more, sometimes earlier', () => {
    const random = new SeededRandom(3);
    const settings = { ...quiet, tripMs: 10 ** 9, etaSlipChance: 1 };
    let state = startSimulation([trip('L-1', 'loadedInTransit')], T0);
    let eta = Date.parse('2026-11-28T18:00:00.000Z');
    const slips: number[] = [];
    for (let i = 1; i <= 40; i++) {
      const step = simulationStep(state, T0 + i * 5_000, random, settings);
      const etaEvent = step.events.find((e) => e.kind === 'eta')!;
      const minutes = step.notes[0]!.minutes!;
      eta += minutes * 60_000;
      expect(etaEvent.estimatedArrival).toBe(new Date(eta).toISOString());
      slips.push(minutes);
      state = step.state;
    }
    expect(slips.some((m) => m >= 120)).toBe(true);
    expect(slips.some((m) => m > 0 && m < 120)).toBe(true);
    expect(slips.some((m) => m < 0)).toBe(true);
  });

  it('stops a trip in exception for a while, then goes on', () => {
    const random = new SeededRandom(4);
    const settings = { ...quiet, exceptionChance: 1, exceptionMs: 10_000 };
    const start = startSimulation([trip('L-1', 'loadedInTransit')], T0);
    const first = simulationStep(start, T0 + 1_000, random, settings);
    expect(kinds(first.events)).toEqual(['position', 'status:exception']);
    expect(simulationStep(first.state, T0 + 5_000, random, settings).events).toEqual([]);
    const after = simulationStep(first.state, T0 + 12_000, random, { ...settings, exceptionChance: 0 });
    expect(kinds(after.events)).toEqual(['status:loadedInTransit', 'position']);
    expect(after.notes).toEqual([{ loadNumber: 'L-1', what: 'resumed' }]);
  });
});
