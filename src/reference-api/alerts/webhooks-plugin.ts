import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/db.ts';
import { apiPrefix } from '../platform/route.ts';
import type { TestReceivers } from './webhook-address.ts';
import { webhookRoutes } from './webhook-routes.ts';
import { WebhookSender } from './webhook-sender.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sender of webhook deliveries (alerts/webhook-sender.ts). */
    webhookSender: WebhookSender;
  }
}

/** How webhooks are sent (see AppOptions.webhooks and the `WEBHOOK_*` settings). */
export interface WebhookSettings {
  /** Seconds between the sender's looks for due deliveries (`WEBHOOK_POLL_SECONDS`). */
  pollSeconds: number;
  /** Seconds one POST may take (`WEBHOOK_TIMEOUT_SECONDS`). */
  timeoutSeconds: number;
  /** `address:port` pairs reachable over http though loopback or private (`WEBHOOK_TEST_RECEIVERS`). */
  testReceivers: TestReceivers;
  /** The waits between a delivery's failed attempts (`WEBHOOK_RETRY_SECONDS`). */
  retryDelaysSeconds: readonly number[];
  /** The sender's clock (tests step it past the retry delays); default the system's. */
  clock?: (() => Date) | undefined;
}

/**
 * Webhooks (docs/alerts.md#webhooks): the calls on a login's endpoints under the API prefix, and the
 * sender as `app.webhookSender`, started when the server is ready and stopped (its delivery in flight finished) on close.
 */
export const webhooksPlugin = fp(
  async (app: FastifyInstance, options: { db: Db; settings: WebhookSettings }) => {
    const { db, settings } = options;
    const sender = new WebhookSender({
      db,
      mailSettings: app.mailSettings,
      pollMs: settings.pollSeconds * 1000,
      timeoutMs: settings.timeoutSeconds * 1000,
      retryDelaysSeconds: settings.retryDelaysSeconds,
      testReceivers: settings.testReceivers,
      ...(settings.clock ? { now: settings.clock } : {}),
    });
    app.decorate('webhookSender', sender);
    await app.register(
      async (api) => webhookRoutes(api, { db, sender, testReceivers: settings.testReceivers }),
      {
        prefix: apiPrefix,
      },
    );
    app.addHook('onReady', async () => sender.start());
    app.addHook('onClose', () => sender.stop());
  },
  { name: 'webhooks', dependencies: ['mail'] },
);
