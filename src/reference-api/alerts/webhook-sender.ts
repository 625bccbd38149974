import { Webhook } from 'standardwebhooks';
import { afterMailWritten, escapeHtml, type MailSettings, newMailStatus } from '../auth/outbox-mail.ts';
import { insertOutboxMail } from '../auth/outbox-queries.ts';
import type { Db } from '../db/db.ts';
import { logUnexpected } from '../platform/error-log.ts';
import { languageFromHeader, type MessageKey, message } from '../platform/server-messages.ts';
import { WakeableLoop } from '../platform/wakeable-loop.ts';
import type { TestReceivers } from './webhook-address.ts';
import { postWebhook } from './webhook-post.ts';
import {
  type ClaimedDelivery,
  changeData,
  claimDueDelivery,
  endpointOwner,
  recordDeliveryAttempt,
} from './webhook-queries.ts';
import { webhookRetryDelaysSeconds } from './webhook-retry.ts';

/** How long an endpoint fails (no delivery since its first failed attempt) before it is disabled: a day. */
export const WEBHOOK_DISABLE_AFTER_MS = 24 * 60 * 60_000;

/** How the webhook sender is set up. */
export interface WebhookSenderOptions {
  db: Db;
  /** Where the owner of a disabled endpoint is mailed from, and how mails are sent. */
  mailSettings: MailSettings;
  /** The clock of due times, leases, retries and the day of failures; default the system's (tests step their own). */
  now?: () => Date;
  /** How often to look for due deliveries without being woken (`WEBHOOK_POLL_SECONDS`); default 5 s. */
  pollMs?: number;
  /** How long one POST may take, answer included (`WEBHOOK_TIMEOUT_SECONDS`); default 5 s. */
  timeoutMs?: number;
  /** How long a claim holds: a crashed instance's delivery is taken again after it. Default 1 min. */
  leaseMs?: number;
  retryDelaysSeconds?: readonly number[];
  /** Addresses and ports reachable over http though loopback or private (`WEBHOOK_TEST_RECEIVERS`). */
  testReceivers?: TestReceivers;
  /** Deliveries posted at once by this instance; default 8. */
  concurrency?: number;
}

/** The payload of a test event: what a receiver can check its set-up with. */
function testEventData(endpointId: number) {
  return { endpointId, message: 'A test event from the customer portal' };
}

/**
 * Sends the webhooks owed (docs/alerts.md#webhooks). Deliveries are the queue: one at a time is
 * claimed with a lease (`for update skip locked`: instances on one PostgreSQL never take the same
 * one), POSTed with no transaction open, and recorded with its attempt: delivered on a 2xx, else due
 * again after the next wait of `retryDelaysSeconds`, or failed after the last. An endpoint failing for
 * a day is disabled and its owner mailed. Polls, and is woken by the calls that queue work at once.
 */
export class WebhookSender {
  readonly #options: Required<WebhookSenderOptions>;
  readonly #loop: WakeableLoop;

  constructor(options: WebhookSenderOptions) {
    this.#options = {
      now: () => new Date(),
      pollMs: 5000,
      timeoutMs: 5000,
      leaseMs: 60_000,
      retryDelaysSeconds: webhookRetryDelaysSeconds,
      testReceivers: [],
      concurrency: 8,
      ...options,
    };
    this.#loop = new WakeableLoop(() => this.#sendDue(), this.#options.pollMs);
  }

  /** Starts polling, and sends what is due now. */
  start(): void {
    this.#loop.start();
  }

  /** Sends what is due now; at once if idle, else right after the current pass. */
  wake(): void {
    this.#loop.wake();
  }

  /** Resolves once no pass is running (tests, after a wake or a step of their clock). */
  idle(): Promise<void> {
    return this.#loop.idle();
  }

  /** Stops polling and lets the delivery in flight finish and be recorded. */
  stop(): Promise<void> {
    return this.#loop.stop();
  }

  /**
   * Sends what is due, `concurrency` deliveries at a time: a receiver that hangs until the timeout
   * holds up one of them, not everyone's webhooks.
   */
  async #sendDue(): Promise<void> {
    await Promise.all(Array.from({ length: this.#options.concurrency }, () => this.#drain()));
  }

  /** Claims and sends due deliveries one after the other until none is left. */
  async #drain(): Promise<void> {
    const { db, now, leaseMs } = this.#options;
    while (!this.#loop.stopping) {
      let claimed: ClaimedDelivery | undefined;
      try {
        const at = now();
        claimed = await claimDueDelivery(db, at, new Date(at.getTime() + leaseMs));
      } catch (error) {
        logUnexpected('webhook sender: could not claim a delivery', {}, error);
        return;
      }
      if (!claimed) return;
      await this.#send(claimed);
    }
  }

  /** The Standard Webhooks payload of a delivery: its type, when it was made, and the change (or the test's data). */
  async #payload(claimed: ClaimedDelivery): Promise<string | null> {
    const data =
      claimed.changeId === null
        ? testEventData(claimed.endpointId)
        : await changeData(this.#options.db, claimed.changeId);
    if (!data) return null;
    return JSON.stringify({ type: claimed.eventType, timestamp: claimed.createdAt, data });
  }

  async #send(claimed: ClaimedDelivery): Promise<void> {
    const { db, now, timeoutMs, retryDelaysSeconds, testReceivers } = this.#options;
    try {
      const body = await this.#payload(claimed);
      const at = now();
      // Signed at the wall clock's time, whatever the sender's clock says: receivers check it against theirs.
      const signedAt = new Date();
      const result = body
        ? await postWebhook({
            url: claimed.url,
            body,
            headers: {
              'webhook-id': claimed.messageId,
              'webhook-timestamp': String(Math.floor(signedAt.getTime() / 1000)),
              'webhook-signature': new Webhook(claimed.secret).sign(claimed.messageId, signedAt, body),
            },
            timeoutMs,
            testReceivers,
          })
        : { statusCode: null, error: 'the change is gone', durationMs: 0 };
      const delivered = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
      const delay = retryDelaysSeconds[claimed.attempts - 1];
      const nextAttemptAt =
        delivered || delay === undefined || !body ? null : new Date(at.getTime() + delay * 1000);
      const { recorded, disabled } = await recordDeliveryAttempt(
        db,
        claimed,
        { at, ...result, delivered, nextAttemptAt },
        WEBHOOK_DISABLE_AFTER_MS,
      );
      if (!recorded)
        logUnexpected(
          'webhook sender: the claim lapsed before the attempt was recorded',
          { id: claimed.deliveryId },
          result,
        );
      if (disabled) await this.#mailDisabled(claimed.endpointId);
    } catch (error) {
      // Left sending: once its lease lapses the delivery is tried again (it may then arrive twice).
      logUnexpected('webhook sender: could not send or record a delivery', { id: claimed.deliveryId }, error);
    }
  }

  /** Tells the owner of an endpoint just disabled, in the owner's language, where to enable it again. */
  async #mailDisabled(endpointId: number): Promise<void> {
    const { db, mailSettings } = this.#options;
    const owner = await endpointOwner(db, endpointId);
    if (!owner) return;
    const language = languageFromHeader(owner.languageCode ?? undefined);
    const t = (key: MessageKey, values?: Record<string, string>) => message(language, key, values);
    const link = `${mailSettings.origin}/settings`;
    const body = [
      `<p>${escapeHtml(t('mail.greeting', { name: owner.name || owner.email }))}</p>`,
      `<p>${escapeHtml(t('webhooks.disabledBody', { url: owner.url }))}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      `<p>${escapeHtml(t('mail.closing'))}</p>`,
    ].join('\n');
    const emailId = await insertOutboxMail(db, {
      status: newMailStatus(mailSettings),
      subject: t('webhooks.disabledSubject'),
      to: owner.email,
      toName: owner.name || null,
      language,
      from: mailSettings.from,
      body,
      logMessage: t('mail.demoSent'),
    });
    await afterMailWritten(db, mailSettings, emailId, t('mail.demoSent'));
  }
}
