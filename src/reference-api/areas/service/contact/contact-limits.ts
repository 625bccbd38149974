import type { FastifyRequest } from 'fastify';
import { type RateLimitBucket, RateLimitCounters } from '../../../auth/rate-limit-counters.ts';
import type { Db } from '../../../db/db.ts';
import { ApiError } from '../../../platform/api-error.ts';
import { translateService } from '../service-messages.ts';

/** How many contact messages may be sent, per login and per client, per hour and per day. */
export interface ContactLimitOptions {
  /** Per login an hour (default 10; `CONTACT_LIMIT_PER_LOGIN_HOUR`). */
  perLoginHour?: number;
  /** Per login a day (default 30; `CONTACT_LIMIT_PER_LOGIN_DAY`). */
  perLoginDay?: number;
  /** Per client an hour, all its logins and agents together (default 20; `CONTACT_LIMIT_PER_CLIENT_HOUR`). */
  perClientHour?: number;
  /** Per client a day (default 60; `CONTACT_LIMIT_PER_CLIENT_DAY`). */
  perClientDay?: number;
}

export const defaultContactLimits: Required<ContactLimitOptions> = {
  perLoginHour: 10,
  perLoginDay: 30,
  perClientHour: 20,
  perClientDay: 60,
};

const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * The send limits of the contact form: each message is a mail to a sales manager, so one login (or
 * every login and agent of one client together) may send only so many an hour and a day. The
 * counts live in the database (every API instance sees them); a refused message is not counted.
 */
export class ContactLimits {
  readonly #limits: Required<ContactLimitOptions>;
  readonly #counters: RateLimitCounters;

  constructor(db: Db, options: ContactLimitOptions = {}, now?: () => number) {
    this.#limits = { ...defaultContactLimits, ...options };
    this.#counters = new RateLimitCounters(db, now);
  }

  /** Counts one message of `accountId` for `clientId`, or throws 429 with Retry-After when over a limit. */
  async admit(request: FastifyRequest, accountId: number, clientId: number): Promise<void> {
    const limits = this.#limits;
    const buckets: RateLimitBucket[] = [
      { name: `contact.login.hour:${accountId}`, rule: { max: limits.perLoginHour, windowSeconds: HOUR } },
      { name: `contact.login.day:${accountId}`, rule: { max: limits.perLoginDay, windowSeconds: DAY } },
      { name: `contact.client.hour:${clientId}`, rule: { max: limits.perClientHour, windowSeconds: HOUR } },
      { name: `contact.client.day:${clientId}`, rule: { max: limits.perClientDay, windowSeconds: DAY } },
    ];
    const wait = await this.#counters.admit(buckets);
    if (wait > 0) throw tooMany(request, wait);
  }
}

function tooMany(request: FastifyRequest, seconds: number): ApiError {
  const wait = translateService(request, 'contactMessagesWait', {
    minutes: Math.max(1, Math.ceil(seconds / 60)),
  });
  return new ApiError(429, 'errors.tooManyRequests', { '': [wait] }, { retryAfterSeconds: seconds });
}
