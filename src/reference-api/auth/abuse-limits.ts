import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db.ts';
import { ApiError } from '../platform/api-error.ts';
import { type MessageKey, translate } from '../platform/server-messages.ts';
import { type RateLimitBucket, RateLimitCounters, type RateLimitRule } from './rate-limit-counters.ts';
import { sourceKey } from './source-key.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The flood limits of login, reset and registration (see AbuseLimits). */
    abuseLimits: AbuseLimits;
  }
}

/** The mails an anonymous visitor can make the server send. */
export type MailKind = 'reset' | 'registration' | 'activation';

/** Every limit; see `defaultAbuseLimitRules` for the numbers. */
export interface AbuseLimitRules {
  /** Failed password or TOTP checks. */
  login: { address: RateLimitRule; source: RateLimitRule; global: RateLimitRule };
  /** Mails asked for, per kind. */
  mail: Record<MailKind, { address: RateLimitRule; source: RateLimitRule }>;
}

/** Partial rules: each one given replaces its default. */
export interface AbuseLimitRuleOverrides {
  login?: Partial<AbuseLimitRules['login']>;
  mail?: Partial<{ [K in MailKind]: Partial<AbuseLimitRules['mail'][K]> }>;
}

const minutes = (n: number) => n * 60;
const mailPerHour = {
  address: { max: 3, windowSeconds: minutes(60) },
  source: { max: 10, windowSeconds: minutes(60) },
};

/**
 * The defaults. Logins: 10 failures per address in 15 min (the real user waits at most the rest
 * of that window, and a success clears the address), 30 per source (IPv4 address or IPv6 /64) in
 * 15 min, and 50 in 10 s over all — about 5 a second, far above a portal's normal failures but a
 * ceiling for a flood from many sources, which then waits at most 10 s. Mails: 3 per address and
 * 10 per source per hour, for each kind.
 */
export const defaultAbuseLimitRules: AbuseLimitRules = {
  login: {
    address: { max: 10, windowSeconds: minutes(15) },
    source: { max: 30, windowSeconds: minutes(15) },
    global: { max: 50, windowSeconds: 10 },
  },
  mail: { reset: mailPerHour, registration: mailPerHour, activation: mailPerHour },
};

/**
 * The limits an operator sets in the environment, each for every kind of mail, in an hour:
 * `MAIL_LIMIT_PER_SOURCE` (default 10) — more for a network where many users share one address —
 * and `MAIL_LIMIT_PER_ADDRESS` (default 3). A test harness that registers and resets from loopback
 * again and again, on a database it keeps between runs, raises both.
 */
export function abuseLimitsFromEnv(env: NodeJS.ProcessEnv): AbuseLimitRuleOverrides {
  const perHour = (value: string | undefined) => {
    const max = Number(value);
    return value && Number.isInteger(max) && max >= 1 ? { max, windowSeconds: minutes(60) } : undefined;
  };
  const source = perHour(env.MAIL_LIMIT_PER_SOURCE);
  const address = perHour(env.MAIL_LIMIT_PER_ADDRESS);
  if (!source && !address) return {};
  const rule = { ...(source ? { source } : {}), ...(address ? { address } : {}) };
  return { mail: { reset: rule, registration: rule, activation: rule } };
}

/** An admitted login attempt: counted as a failure unless `succeeded` or `abandoned` is called. */
export interface LoginAttempt {
  /** The check passed: clears the address's failures and takes the hit back from source and global. */
  succeeded(): Promise<void>;
  /** The check did not run (the hash pool was busy): takes the hit back everywhere. */
  abandoned(): Promise<void>;
}

const normalAddress = (email: string) => email.trim().toLowerCase();

/**
 * The flood limits of the anonymous calls: login (password and TOTP) and the mails of reset and
 * registration, per address, per source and (logins) globally. A call is checked before any work
 * (hashing, mail): once a limit is reached it answers 429 with `Retry-After` and is not counted,
 * so a blocked source cannot use up the address's or the global budget. A login attempt counts as
 * a failure from the start, so a burst of parallel guesses cannot slip in before the first fails.
 */
export class AbuseLimits {
  readonly rules: AbuseLimitRules;
  readonly #counters: RateLimitCounters;

  constructor(db: Db, options: { rules?: AbuseLimitRuleOverrides; now?: () => number } = {}) {
    const login = { ...defaultAbuseLimitRules.login, ...options.rules?.login };
    const mail = { ...defaultAbuseLimitRules.mail };
    for (const kind of Object.keys(mail) as MailKind[])
      mail[kind] = { ...mail[kind], ...options.rules?.mail?.[kind] };
    this.rules = { login, mail };
    this.#counters = new RateLimitCounters(db, options.now);
  }

  /** Admits one password or TOTP check for `email`, or throws 429. */
  async admitLogin(request: FastifyRequest, email: string): Promise<LoginAttempt> {
    const { address, source, global } = this.rules.login;
    const own = { name: `login.address:${normalAddress(email)}`, rule: address };
    const shared = [
      { name: `login.source:${sourceKey(request.ip)}`, rule: source },
      { name: 'login.global', rule: global },
    ];
    await this.#admit(request, [own, ...shared], 'errors.tooManyAttemptsWait');
    return {
      succeeded: async () => {
        await this.#counters.forget([own]);
        await this.#counters.takeBack(shared);
      },
      abandoned: () => this.#counters.takeBack([own, ...shared]),
    };
  }

  /** Admits one mail of `kind` to `email`, or throws 429 (counted whether the address is known or not). */
  async admitMail(request: FastifyRequest, kind: MailKind, email: string): Promise<void> {
    const { address, source } = this.rules.mail[kind];
    await this.#admit(
      request,
      [
        { name: `mail.${kind}.address:${normalAddress(email)}`, rule: address },
        { name: `mail.${kind}.source:${sourceKey(request.ip)}`, rule: source },
      ],
      'errors.tooManyMailsWait',
    );
  }

  async #admit(request: FastifyRequest, buckets: RateLimitBucket[], text: MessageKey): Promise<void> {
    const blocked = await this.#counters.waitSeconds(buckets);
    if (blocked > 0) throw tooMany(request, text, blocked);
    const over = await this.#counters.hit(buckets);
    // Lost a race with other requests for the last hit: this one does not count.
    if (over > 0) {
      await this.#counters.takeBack(buckets);
      throw tooMany(request, text, over);
    }
  }
}

function tooMany(request: FastifyRequest, text: MessageKey, seconds: number): ApiError {
  const wait = translate(request, text, { minutes: Math.max(1, Math.ceil(seconds / 60)) });
  return new ApiError(429, 'errors.tooManyRequests', { '': [wait] }, { retryAfterSeconds: seconds });
}
