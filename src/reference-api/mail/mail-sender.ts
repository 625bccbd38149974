import type { Attachment, Transporter } from 'nodemailer';
import type { Db } from '../db/db.ts';
import { logUnexpected } from '../platform/error-log.ts';
import { WakeableLoop } from '../platform/wakeable-loop.ts';
import { defaultRetryDelaysSeconds, failureAnswer, nextAttemptAt, type SendError } from './mail-retry.ts';
import {
  type AttemptOutcome,
  attachmentData,
  type ClaimedMail,
  claimDueMail,
  recordAttempt,
} from './mail-sender-queries.ts';
import { type MailBrand, outgoingMail } from './outgoing-mail.ts';

/** How the sender is set up. */
export interface MailSenderOptions {
  db: Db;
  /** Where mails go: a nodemailer SMTP transport (`SMTP_URL`). */
  transport: Pick<Transporter, 'sendMail' | 'close'>;
  /** The sender of a mail whose outbox row names none (`MAIL_FROM`). */
  from: string;
  brand: MailBrand;
  /** The clock of due times, leases and retries; default the system's (tests step their own). */
  now?: () => Date;
  /** How often to look for due mails without being woken (`MAIL_POLL_SECONDS`); default 15 s. */
  pollMs?: number;
  /** How long a claim holds: a crashed instance's mail is taken again after it. Default 5 min. */
  leaseMs?: number;
  /** The waits between attempts (default `defaultRetryDelaysSeconds`); then the mail is Failed. */
  retryDelaysSeconds?: readonly number[];
}

/**
 * Sends the outbox over SMTP (docs/security.md#mail, issue 26 §5). The outbox is the queue: one mail
 * at a time is claimed with a lease in one short statement (`for update skip locked`, so instances on
 * one PostgreSQL never take the same mail), sent with no transaction open, then marked Sent — or
 * Deferred to its next attempt after about 1 min, 5 min, 30 min and 2 h, then Failed — with the
 * server's answer in the outbox and its log. Woken when a mail is queued; polls for retries and for
 * mails other instances queued. `stop()` finishes the mail in flight.
 */
export class MailSender {
  readonly #options: Required<Omit<MailSenderOptions, 'now'>> & { now: () => Date };
  readonly #loop: WakeableLoop;

  constructor(options: MailSenderOptions) {
    this.#options = {
      now: () => new Date(),
      pollMs: 15_000,
      leaseMs: 5 * 60_000,
      retryDelaysSeconds: defaultRetryDelaysSeconds,
      ...options,
    };
    this.#loop = new WakeableLoop(() => this.#sendDue(), this.#options.pollMs);
  }

  /** Starts polling, and sends what is due now. */
  start(): void {
    this.#loop.start();
  }

  /** Sends what is due now (a mail was just queued); at once if idle, else right after the current pass. */
  wake(): void {
    this.#loop.wake();
  }

  /** Resolves once no pass is running (tests, after a wake or a step of their clock). */
  idle(): Promise<void> {
    return this.#loop.idle();
  }

  /** Stops polling, lets the mail in flight finish and be recorded, and closes the SMTP connections. */
  async stop(): Promise<void> {
    await this.#loop.stop();
    this.#options.transport.close();
  }

  async #sendDue(): Promise<void> {
    const { db, now, leaseMs } = this.#options;
    while (!this.#loop.stopping) {
      let mail: ClaimedMail | undefined;
      try {
        const at = now();
        mail = await claimDueMail(db, at, new Date(at.getTime() + leaseMs));
      } catch (error) {
        logUnexpected('mail sender: could not claim a mail', {}, error);
        return;
      }
      if (!mail) return;
      await this.#send(mail);
    }
  }

  async #send(mail: ClaimedMail): Promise<void> {
    const { db, transport, from, brand, now, retryDelaysSeconds } = this.#options;
    let outcome: AttemptOutcome;
    try {
      const message = { ...outgoingMail(mail, from, brand), attachments: await this.#attachments(mail) };
      const info = (await transport.sendMail(message)) as { response?: string };
      outcome = { status: 'Sent', at: now(), response: (info.response ?? '250 OK').trim() };
    } catch (error) {
      const failure = error as SendError;
      const next = nextAttemptAt(mail.attempts, failure, now(), retryDelaysSeconds);
      const response = failureAnswer(failure);
      outcome = next ? { status: 'Queued', nextAttemptAt: next, response } : { status: 'Failed', response };
    }
    try {
      const ours = await recordAttempt(db, mail, outcome);
      if (!ours)
        logUnexpected(
          'mail sender: the claim lapsed before the mail was recorded',
          { emailId: mail.emailId },
          outcome.response,
        );
    } catch (error) {
      // Left Sending: once its lease lapses the mail is tried again (it may then arrive twice).
      logUnexpected('mail sender: could not record an attempt', { emailId: mail.emailId }, error);
    }
  }

  /** A contact message's uploads, read when sent; one gone meanwhile (expired) is left out. */
  async #attachments(mail: ClaimedMail): Promise<Attachment[]> {
    const attached: Attachment[] = [];
    for (const file of mail.attachments ?? []) {
      const content = await attachmentData(this.#options.db, file.uploadId);
      if (content)
        attached.push({
          filename: file.filename,
          content,
          ...(file.contentType ? { contentType: file.contentType } : {}),
        });
    }
    return attached;
  }
}
