import type { MailSettings } from '../auth/outbox-mail.ts';
import type { Db } from '../db/db.ts';
import { logUnexpected } from '../platform/error-log.ts';
import {
  claimDigest,
  dropStaleDigestData,
  mailedChanges,
  takeDigestEntries,
  waitingDigests,
} from './email-alert-queries.ts';
import { nextLocalHour } from './next-local-hour.ts';
import { queueAlertMail } from './queue-alert-mail.ts';

/** How the digest worker is set up. */
export interface AlertDigestOptions {
  db: Db;
  settings: MailSettings;
  /** The worker's clock; default the system's (tests pass their own time to `runDue`). */
  now?: () => Date;
  /** How often it looks for due digests; default a minute. */
  pollMs?: number;
  /** How long an unsubscribe link works; default a year. */
  tokenDays?: number;
}

const DAY = 86_400_000;

/**
 * The daily digests of e-mail alerts (docs/alerts.md#e-mail). Once a minute it finds the logins whose
 * digest hour, in their own time zone, has come since their oldest waiting change, and queues one
 * mail each with the changes recorded before that hour. A login's digest is claimed by locking its
 * subscription row (`for update skip locked`) in the transaction that takes its entries and queues its
 * mail: so instances on one PostgreSQL queue each digest once, and a crash queues none (the entries
 * stay). A login with no changes gets no digest. `stop()` lets the pass in flight finish.
 */
export class AlertDigests {
  readonly #options: Required<AlertDigestOptions>;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<number> | null = null;
  #stopping = false;

  constructor(options: AlertDigestOptions) {
    this.#options = { now: () => new Date(), pollMs: 60_000, tokenDays: 365, ...options };
  }

  /** Starts the periodic look. */
  start(): void {
    this.#timer = setInterval(() => {
      void this.runDue().catch((error) => logUnexpected('alert digests: a pass failed', {}, error));
    }, this.#options.pollMs);
    this.#timer.unref();
  }

  /**
   * Queues every digest due at `at` (default the clock's now), unless a pass is running (then answers
   * its count once it ends); wakes the mail sender. Answers how many digests this pass queued.
   */
  async runDue(at: Date = this.#options.now()): Promise<number> {
    if (this.#stopping) return 0;
    if (this.#running) return this.#running;
    this.#running = this.#pass(at).finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  /** Stops the periodic look and waits for the pass in flight. */
  async stop(): Promise<void> {
    this.#stopping = true;
    clearInterval(this.#timer);
    await this.#running?.catch(() => undefined);
  }

  async #pass(at: Date): Promise<number> {
    const { db, settings, tokenDays } = this.#options;
    await dropStaleDigestData(db, new Date(at.getTime() - tokenDays * DAY));
    let queued = 0;
    for (const waiting of await waitingDigests(db)) {
      if (this.#stopping) break;
      const due = nextLocalHour(new Date(waiting.since), waiting.digestHour, waiting.timeZone);
      if (due > at) continue;
      const sent = await db.transaction(async (tx) => {
        const login = await claimDigest(tx, waiting.accountId);
        if (!login) return false;
        // What was recorded before the digest hour: a change after it waits for the next one.
        const changeIds = await takeDigestEntries(tx, login.accountId, due);
        if (changeIds.length === 0) return false;
        await queueAlertMail(tx, settings, login, await mailedChanges(tx, changeIds), true);
        return true;
      });
      if (sent) queued++;
    }
    if (queued > 0) settings.sender?.wake();
    return queued;
  }
}
