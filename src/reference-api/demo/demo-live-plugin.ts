import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/db.ts';
import { DEMO_CLIENT_ID } from '../db/seed/service-seed.ts';
import { createApiKey, revokeApiKey } from '../integration/api-keys.ts';
import { demoTrips } from './demo-trips-queries.ts';
import { apiEventSender, injectApi } from './simulate.ts';
import { type RunningSimulator, runSimulator } from './simulator-run.ts';

/** How often the live demo sends a batch. */
const DEMO_LIVE_INTERVAL_MS = 5_000;

/**
 * `DEMO_LIVE=1` (the demo only; refused in production): once the server listens, the demo's carrier
 * runs in it against its own integration API, with a key of its own, and stops when the server
 * closes (docs/alerts.md#a-demo-that-moves).
 */
export const demoLivePlugin = fp(async (app: FastifyInstance, options: { db: Db; intervalMs?: number }) => {
  let running: RunningSimulator | undefined;
  let keyId: number | undefined;
  app.addHook('onListen', async () => {
    const { apiKey, apiKeyId } = await createApiKey(options.db, {
      name: 'demo simulator (DEMO_LIVE)',
      scopes: ['tracking'],
      createdBy: null,
    });
    keyId = apiKeyId;
    const trips = await demoTrips(options.db, DEMO_CLIENT_ID);
    const intervalMs = options.intervalMs ?? DEMO_LIVE_INTERVAL_MS;
    running = runSimulator({
      trips,
      send: apiEventSender(injectApi(app), apiKey),
      intervalMs,
      log: (line) => console.log(`DEMO_LIVE ${line}`),
    });
    console.log(
      `DEMO_LIVE: moving ${trips.length} shipments of client ${DEMO_CLIENT_ID}, a batch every ${intervalMs / 1000} s`,
    );
  });
  app.addHook('onClose', async () => {
    await running?.stop();
    // A key per start, revoked at its close: the integrations list keeps one live key of the demo.
    if (keyId !== undefined) await revokeApiKey(options.db, keyId);
  });
});
