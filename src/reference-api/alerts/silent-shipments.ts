import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/db.ts';
import { lockTrackingFeed } from '../integration/tracking-events-queries.ts';
import { logUnexpected } from '../platform/error-log.ts';
import { type NewChange, recordChanges } from './shipment-changes.ts';
import { claimSilenceCheck, silentTrips } from './silent-shipments-queries.ts';

const HOUR = 3_600_000;

/** How the silence check is set up. */
export interface SilentShipmentsOptions {
  db: Db;
  /** Hours without a position after which a trip under way is silent (`ALERT_SILENT_HOURS`). */
  silentHours: number;
  /** How often to look (`ALERT_SILENT_CHECK_SECONDS`), in ms. */
  intervalMs: number;
  /** The clock; default the system's (tests step their own). */
  now?: () => Date;
}

/**
 * Finds the trips under way that went silent (docs/alerts.md#silence) and records a `silent` change
 * for each, whose subject is the last position's time: a silence is told once, and a new one only
 * after a new position. One instance at a time looks (an advisory lock others skip), after the batch
 * of carrier events in progress, so a position just taken in is never mistaken for silence.
 */
export class SilentShipments {
  readonly #options: Required<SilentShipmentsOptions>;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<number> | null = null;

  constructor(options: SilentShipmentsOptions) {
    this.#options = { now: () => new Date(), ...options };
  }

  /** Looks every interval from now on. */
  start(): void {
    this.#timer = setInterval(() => {
      this.tick().catch((error) => logUnexpected('silence check failed', {}, error));
    }, this.#options.intervalMs);
    this.#timer.unref();
  }

  /** Stops looking, and lets a look in progress finish. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#running?.catch(() => undefined);
  }

  /** Looks once now (one look at a time); answers the number of silences recorded. */
  tick(): Promise<number> {
    this.#running ??= this.#look().finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  #look(): Promise<number> {
    const { db, silentHours, now } = this.#options;
    return db.transaction(async (tx) => {
      if (!(await claimSilenceCheck(tx))) return 0;
      await lockTrackingFeed(tx);
      const silentAfter = silentHours * HOUR;
      const trips = await silentTrips(tx, new Date(now().getTime() - silentAfter));
      const changes = trips.map((trip): NewChange => {
        const lastPositionAt = new Date(trip.last_position_at).toISOString();
        return {
          deliveryId: trip.delivery_id,
          kind: 'silent',
          subject: lastPositionAt,
          details: { lastPositionAt },
          // It went silent when the silence time after its last position ran out.
          happenedAt: new Date(Date.parse(lastPositionAt) + silentAfter).toISOString(),
        };
      });
      return (await recordChanges(tx, changes)).length;
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The silence check of shipments under way (alerts/silent-shipments.ts). */
    silentShipments: SilentShipments;
  }
}

/** Starts the silence check when the app is ready and stops it when the app closes. */
export const silentShipmentsPlugin = fp(
  async (app: FastifyInstance, options: { db: Db }) => {
    const watch = new SilentShipments({
      db: options.db,
      silentHours: app.config.ALERT_SILENT_HOURS,
      intervalMs: app.config.ALERT_SILENT_CHECK_SECONDS * 1000,
    });
    app.decorate('silentShipments', watch);
    app.addHook('onReady', async () => watch.start());
    app.addHook('onClose', async () => watch.stop());
  },
  { name: 'silent-shipments' },
);
