import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MailJobs } from '../auth/mail-jobs.ts';
import type { Db } from '../db/db.ts';
import { startMailDrop } from '../dev/mail-drop.ts';

/** What the mail plugin is given (see AppOptions for each). */
export interface MailPluginOptions {
  db: Db;
  mailJobs: MailJobs;
  /** The address links in mails start with. */
  origin: string;
  /** The sender of the portal's mails. */
  from: string;
  /** A folder to write every outbox mail into, or null. */
  mailDropDir: string | null;
  /** Keep recipients' copies though no mail drop writes them (tests read them). */
  keepRecipientCopies: boolean;
}

/**
 * Decorates the app with `mailJobs` (mail work after the answer) and `mailSettings` (link origin,
 * sender, recipients' copies), and starts the mail drop when a folder is named.
 */
export const mailPlugin = fp(
  async (app: FastifyInstance, options: MailPluginOptions) => {
    const { mailJobs } = options;
    app.decorate('mailJobs', mailJobs);
    const drop = options.mailDropDir ? await startMailDrop(options.db, resolve(options.mailDropDir)) : null;
    app.decorate('mailSettings', {
      origin: options.origin.replace(/\/+$/, ''),
      from: options.from,
      deliversCopies: drop !== null || options.keepRecipientCopies,
    });
    // Mails queued by the last answers are written (and dropped) before the database closes.
    app.addHook('onClose', async () => {
      await mailJobs.idle();
      await drop?.stop();
    });
  },
  { name: 'mail' },
);
