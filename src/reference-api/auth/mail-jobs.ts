import { logUnexpected } from '../platform/error-log.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The queue of mail work done after answering (see MailJobQueue). */
    mailJobs: MailJobs;
  }
}

/** A piece of mail work (look-up, token, composing, outbox insert) done after the answer has gone. */
export type MailJob = () => Promise<void>;

/** Where handlers put mail work that must not be on the request path. */
export interface MailJobs {
  /** Queues `job`; `name` says in the error log what failed. Never throws, never waits. */
  enqueue(name: string, job: MailJob): void;
  /** Resolves once every job queued so far has run (tests, shutdown). */
  idle(): Promise<void>;
}

/**
 * The in-process mail queue: jobs run one after another, each started from `setImmediate` so the
 * answer that queued it is sent first; a failing job is logged and the next one still runs. Off the
 * request path, the time of an answer does not tell whether the address had an account (docs/security.md#address-privacy).
 */
export class MailJobQueue implements MailJobs {
  #tail: Promise<void> = Promise.resolve();

  enqueue(name: string, job: MailJob): void {
    this.#tail = this.#tail.then(
      () =>
        new Promise<void>((resolve) => {
          setImmediate(() => {
            job()
              .catch((error: unknown) => logUnexpected('mail job failed', { job: name }, error))
              .finally(resolve);
          });
        }),
    );
  }

  async idle(): Promise<void> {
    // A job may queue another (or a request may, meanwhile): wait until the tail stops moving.
    let seen: Promise<void>;
    do {
      seen = this.#tail;
      await seen;
    } while (seen !== this.#tail);
  }
}
