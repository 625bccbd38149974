import { SeededRandom } from '../db/seed/seeded-random.ts';
import { DEMO_OCEAN_LOAD_NUMBER, DEMO_ROAD_LOAD_NUMBER } from '../db/seed/service-seed.ts';
import {
  defaultSimulatorSettings,
  type SimTrip,
  type SimulationState,
  type SimulatorSettings,
  type StepNote,
  type StepResult,
  simulationStep,
  startSimulation,
  type TrackingEventInput,
} from './tracking-simulator.ts';

/**
 * Runs the demo's carrier (tracking-simulator.ts) every `intervalMs`, posting each step's events as
 * one batch of `POST Integration/TrackingEvents` (docs/alerts.md#a-demo-that-moves). `npm run simulate`
 * sends them over HTTP; `DEMO_LIVE=1` to its own server.
 */

/** What sending a batch answered: the HTTP status and its body. */
export interface SendAnswer {
  status: number;
  body: string;
}

/** Posts one batch of carrier events with an API key. */
export type EventSender = (events: readonly TrackingEventInput[]) => Promise<SendAnswer>;

/** The integration call the events go to, under the API's prefix. */
export const TRACKING_EVENTS_PATH = '/customerportal/Integration/TrackingEvents';

/** The demo numbers first (the README's tracking links open them), the rest as given. */
export function demoFirst<T extends Pick<SimTrip, 'loadNumber'>>(trips: readonly T[]): T[] {
  const rank = (t: T) => [DEMO_ROAD_LOAD_NUMBER, DEMO_OCEAN_LOAD_NUMBER].indexOf(t.loadNumber) >>> 0;
  return [...trips].sort((a, b) => rank(a) - rank(b));
}

const describeNote = (note: StepNote) =>
  note.what === 'etaLater' || note.what === 'etaEarlier'
    ? `${note.loadNumber} ETA ${note.minutes! > 0 ? '+' : ''}${note.minutes} min`
    : `${note.loadNumber} ${note.what === 'stop' ? 'passed a stop' : note.what}`;

/** The console line of one sent batch. */
export function batchLine(step: StepResult, answer: SendAnswer, ms: number, now: Date): string {
  const positions = step.events.filter((e) => e.kind === 'position').length;
  const told = step.notes.map(describeNote);
  const outcome = answer.status === 200 ? 'taken in' : `refused (${answer.status})`;
  return [
    `${now.toISOString().slice(11, 19)} ${step.events.length} events ${outcome} in ${Math.round(ms)} ms: ${positions} positions`,
    ...told,
    `${step.moving} moving, ${step.waiting} waiting`,
  ].join(' · ');
}

export interface SimulatorOptions {
  trips: readonly SimTrip[];
  send: EventSender;
  intervalMs: number;
  log: (line: string) => void;
  settings?: Partial<SimulatorSettings>;
  /** Stop after this many batches (default: run until stopped). */
  maxBatches?: number;
  /** The seed of its chance (default: the clock). */
  seed?: number;
  now?: () => number;
}

/** A running simulator. */
export interface RunningSimulator {
  /** Stops it after the batch in flight; resolves once stopped. */
  stop(): Promise<void>;
  /** Resolves when it stopped (by `stop`, `maxBatches`, or every trip delivered). */
  done: Promise<void>;
}

/**
 * Starts the simulator: a step every `intervalMs`, its events sent as one batch. A batch that could
 * not be sent (the server down, 429, 5xx) is sent again, the same, at the next tick, so no stop or
 * delivery is lost; a refused one (400) is logged and passed over.
 */
export function runSimulator(options: SimulatorOptions): RunningSimulator {
  const settings = { ...defaultSimulatorSettings, ...options.settings };
  const now = options.now ?? Date.now;
  const random = new SeededRandom(options.seed ?? now());
  let state: SimulationState = startSimulation(demoFirst(options.trips), now());
  let pending: StepResult | undefined;
  let batches = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });

  const end = () => {
    stopped = true;
    clearTimeout(timer);
    finish();
  };

  const tick = async () => {
    const at = now();
    const step = pending ?? simulationStep(state, at, random, settings);
    if (step.events.length === 0) {
      state = step.state;
      if (step.moving === 0 && step.waiting === 0) {
        options.log(
          'Every demo shipment is delivered: nothing left to move (a fresh database seeds new ones).',
        );
        return end();
      }
      return;
    }
    const started = performance.now();
    let answer: SendAnswer;
    try {
      answer = await options.send(step.events);
    } catch (error) {
      answer = { status: 0, body: String((error as Error).message) };
    }
    const ms = performance.now() - started;
    if (answer.status === 200 || answer.status === 400) {
      state = step.state;
      pending = undefined;
      batches++;
      options.log(batchLine(step, answer, ms, new Date(at)));
      if (answer.status === 400) options.log(`  ${answer.body.slice(0, 400)}`);
    } else {
      pending = step;
      options.log(
        `${new Date(at).toISOString().slice(11, 19)} ${step.events.length} events not sent (${answer.status || answer.body}): sent again at the next tick`,
      );
    }
    if (options.maxBatches !== undefined && batches >= options.maxBatches) end();
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(async () => {
      current = tick().catch((error: Error) => options.log(`The simulator's step failed: ${error.message}`));
      await current;
      schedule();
    }, options.intervalMs);
  };
  let current: Promise<void> = Promise.resolve();
  schedule();
  return {
    async stop() {
      end();
      await current;
    },
    done,
  };
}
