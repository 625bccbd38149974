import type { MailJob, MailJobs } from '../auth/mail-jobs.ts';

/**
 * A mail queue for tests that holds every job until `release()`: a test sees the answer, and the
 * database, as they are before any mail work has run — without racing a timer.
 */
export class HeldMailJobs implements MailJobs {
  readonly held: { name: string; job: MailJob }[] = [];

  enqueue(name: string, job: MailJob): void {
    this.held.push({ name, job });
  }

  /** Runs the held jobs in order, as the real queue would. */
  async release(): Promise<void> {
    while (this.held.length > 0) await this.held.shift()!.job();
  }

  /** Held jobs are not run by waiting: `release()` does that. */
  async idle(): Promise<void> {}
}
