import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTransport } from 'nodemailer';
import type { MailJobs } from '../auth/mail-jobs.ts';
import type { Db } from '../db/db.ts';
import { startMailDrop } from '../dev/mail-drop.ts';
import { MailSender } from '../mail/mail-sender.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The SMTP sender of the outbox when `SMTP_URL` is set, else null (the demo sends nothing). */
    mailSender: MailSender | null;
  }
}

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
  /** The mail server (`SMTP_URL`), or null: mails stay in the outbox. */
  smtpUrl: string | null;
  /** The brand name mails are framed with (`MAIL_BRAND`). */
  brand: string;
  /** How often the sender looks for due mails without being woken, in ms. */
  pollMs: number;
  /** The sender's clock (tests step it past the retry delays); default the system's. */
  clock?: (() => Date) | undefined;
}

/**
 * Decorates the app with `mailJobs` (mail work after the answer), `mailSettings` (link origin, sender,
 * recipients' copies) and `mailSender`; starts the SMTP sender when `SMTP_URL` is set and the mail drop
 * when a folder is named.
 */
export const mailPlugin = fp(
  async (app: FastifyInstance, options: MailPluginOptions) => {
    const { mailJobs } = options;
    app.decorate('mailJobs', mailJobs);
    const origin = options.origin.replace(/\/+$/, '');
    const sender = options.smtpUrl
      ? new MailSender({
          db: options.db,
          // One pooled connection, reused from mail to mail and closed after a second without one; a
          // relay that hangs is given up on in time for the claim's lease (5 min), the mail tried later.
          transport: createTransport({
            url: options.smtpUrl,
            pool: true,
            maxConnections: 1,
            idleTimeout: 1000,
            connectionTimeout: 10_000,
            greetingTimeout: 10_000,
            socketTimeout: 60_000,
          }),
          from: options.from,
          brand: { name: options.brand, url: origin },
          pollMs: options.pollMs,
          ...(options.clock ? { now: options.clock } : {}),
        })
      : null;
    // With a sender, the sender deletes a recipient's copy once it is sent: the drop only writes it.
    const drop = options.mailDropDir
      ? await startMailDrop(options.db, resolve(options.mailDropDir), { deleteCopies: sender === null })
      : null;
    app.decorate('mailSender', sender);
    app.decorate('mailSettings', {
      origin,
      from: options.from,
      deliversCopies: sender !== null || drop !== null || options.keepRecipientCopies,
      sender,
    });
    app.addHook('onReady', async () => {
      sender?.start();
    });
    // Mails queued by the last answers are written (and dropped) before the database closes; the
    // sender finishes the mail in flight.
    app.addHook('onClose', async () => {
      await mailJobs.idle();
      await sender?.stop();
      await drop?.stop();
    });
  },
  { name: 'mail' },
);
