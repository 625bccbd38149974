import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/db.ts';
import { AlertDigests } from './alert-digests.ts';
import { mailAlertsWith } from './email-channel.ts';
import { unsubscribeRoutes } from './unsubscribe-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The daily digests of e-mail alerts (alerts/alert-digests.ts). */
    alertDigests: AlertDigests;
  }
}

/**
 * E-mail alerts (docs/alerts.md#e-mail): the e-mail channel queues with this app's mail settings, the
 * digest worker looks for due digests once a minute from `onReady` to `onClose`, and the one-click
 * unsubscribe pages. After the mail plugin (its settings).
 */
export const emailAlertsPlugin = fp(
  async (app: FastifyInstance, options: { db: Db }) => {
    const { db } = options;
    const digests = new AlertDigests({ db, settings: app.mailSettings });
    app.decorate('alertDigests', digests);
    const forget = mailAlertsWith(app.mailSettings);
    app.addHook('onReady', async () => digests.start());
    app.addHook('onClose', async () => {
      forget();
      await digests.stop();
    });
    await app.register(unsubscribeRoutes, { db, origin: app.mailSettings.origin });
  },
  { name: 'email-alerts', dependencies: ['mail'] },
);
