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
  /** Password checks (login, TOTP setup before login, in-session current-password checks) and TOTP codes. */
  login: {
    /** Failures per address and source, with escalating delays: an attacker's own lockout. */
    pair: RateLimitRule;
    /** Failures per address over all sources: the far higher ceiling. */
    address: RateLimitRule;
    /** Failures per source over all addresses (password spraying). */
    source: RateLimitRule;
    /** Failures over all. */
    global: RateLimitRule;
    /** Password checks per source, failed or not: one source's share of the hashing. */
    checks: RateLimitRule;
    /** Wrong TOTP codes per account, whatever the password step did. */
    totp: RateLimitRule;
  };
  /** The link calls: reset, activation, token login. */
  links: {
    /** Unknown, used or expired tokens per source. */
    source: RateLimitRule;
    /** New passwords set with a valid link, per account. */
    account: RateLimitRule;
  };
  /** Mails asked for, per kind. */
  mail: Record<MailKind, { address: RateLimitRule; source: RateLimitRule }>;
}

/** Partial rules: each one given replaces its default. */
export interface AbuseLimitRuleOverrides {
  login?: Partial<AbuseLimitRules['login']>;
  links?: Partial<AbuseLimitRules['links']>;
  mail?: Partial<{ [K in MailKind]: Partial<AbuseLimitRules['mail'][K]> }>;
}

const minutes = (n: number) => n * 60;
const mailPerHour = {
  address: { max: 3, windowSeconds: minutes(60) },
  source: { max: 10, windowSeconds: minutes(60) },
};

/**
 * The defaults (issue 23; README.md#security). Logins, modelled on Auth0's per user-and-IP
 * protection and Keycloak's growing wait, so a user's own mistakes and an attack are told apart:
 * - per address and source: 5 free failures, then 30 s, doubling with each further failure up to
 *   15 min (at most 100 in 24 h); the real user on another network is not affected;
 * - per address over all sources: 100 failures an hour, then closed for the rest of that hour to
 *   every source except those the address logged in from in the last 30 days;
 * - per source: 30 failures in 15 min over all addresses; 60 password checks a minute, right or
 *   wrong (a loop of valid credentials is work too);
 * - over all: 50 failures in 10 s (about 5 a second), so a flood from many sources waits ≤ 10 s;
 * - TOTP: 10 wrong codes per account in 15 min, not cleared by a right password, only by a
 *   complete login.
 * A right password clears its own source's failures for the address and the address's ceiling;
 * a password reset clears them for every source. Links: 20 unusable tokens per source in 15 min;
 * 10 new passwords per account in 15 min. Mails: 3 per address and 10 per source per hour, each kind.
 */
export const defaultAbuseLimitRules: AbuseLimitRules = {
  login: {
    pair: {
      max: 100,
      windowSeconds: minutes(24 * 60),
      delay: { after: 5, firstSeconds: 30, maxSeconds: minutes(15) },
    },
    address: { max: 100, windowSeconds: minutes(60) },
    source: { max: 30, windowSeconds: minutes(15) },
    global: { max: 50, windowSeconds: 10 },
    checks: { max: 60, windowSeconds: 60 },
    totp: { max: 10, windowSeconds: minutes(15) },
  },
  links: {
    source: { max: 20, windowSeconds: minutes(15) },
    account: { max: 10, windowSeconds: minutes(15) },
  },
  mail: { reset: mailPerHour, registration: mailPerHour, activation: mailPerHour },
};

/** An admitted login attempt: counted as a failure unless `succeeded` or `abandoned` is called. */
export interface LoginAttempt {
  /** The check passed: clears the failures it was counted under and takes the hit back from source and global. */
  succeeded(): Promise<void>;
  /** The check did not run (the hash pool was busy): takes the hit back everywhere. */
  abandoned(): Promise<void>;
}

const normalAddress = (email: string) => email.trim().toLowerCase();
/** How long a source stays known for an address after a right password from it: 30 days. */
const knownSourceSeconds = 30 * 24 * 60 * 60;
const pairPrefix = (email: string) => `login.pair:${normalAddress(email)} `;

/**
 * The flood limits of the anonymous calls and of every password check: login (password and TOTP),
 * the link calls (reset, activation, token login) and the mails of reset and registration. A call
 * is checked before any work (hashing, mail): once a limit is reached it answers 429 with
 * `Retry-After` and is not counted, so a blocked source cannot use up the address's or the global
 * budget. A login attempt counts as a failure from the start, so a burst of parallel guesses
 * cannot slip in before the first fails.
 */
export class AbuseLimits {
  readonly rules: AbuseLimitRules;
  readonly #counters: RateLimitCounters;

  constructor(db: Db, options: { rules?: AbuseLimitRuleOverrides; now?: () => number } = {}) {
    const login = { ...defaultAbuseLimitRules.login, ...options.rules?.login };
    const links = { ...defaultAbuseLimitRules.links, ...options.rules?.links };
    const mail = { ...defaultAbuseLimitRules.mail };
    for (const kind of Object.keys(mail) as MailKind[])
      mail[kind] = { ...mail[kind], ...options.rules?.mail?.[kind] };
    this.rules = { login, links, mail };
    this.#counters = new RateLimitCounters(db, options.now);
  }

  /**
   * Admits one password check for `email` (a login, or a current password asked in a session), or
   * throws 429. Counted per address and source (escalating delays), per address (the ceiling), per
   * source, globally, and in the source's budget of checks, which a success does not give back.
   */
  async admitLogin(request: FastifyRequest, email: string): Promise<LoginAttempt> {
    const { pair, address, source, global, checks } = this.rules.login;
    const from = sourceKey(request.ip);
    // A source this address logged in from lately is not shut out by the ceiling: a flood from
    // elsewhere cannot lock the user out of their usual network (its failures still count).
    const knownSource = `login.known:${normalAddress(email)} ${from}`;
    const known = await this.#counters.isMarked(knownSource);
    const own = [
      { name: `${pairPrefix(email)}${from}`, rule: pair, clearable: true },
      {
        name: `login.address:${normalAddress(email)}`,
        rule: known ? { ...address, max: Number.MAX_SAFE_INTEGER } : address,
        clearable: true,
      },
    ];
    const shared = [
      { name: `login.source:${from}`, rule: source },
      { name: 'login.global', rule: global },
    ];
    const work = { name: `login.checks:${from}`, rule: checks };
    await this.#admit(request, [...own, ...shared, work], 'errors.tooManyAttemptsWait');
    return {
      succeeded: async () => {
        await this.#counters.forget(own);
        await this.#counters.takeBack(shared);
        await this.#counters.mark(knownSource, knownSourceSeconds);
      },
      abandoned: () => this.#counters.takeBack([...own, ...shared, work]),
    };
  }

  /**
   * Admits one TOTP code for an account, or throws 429: its own count per account, which the
   * password step does not clear (only `succeeded`, a complete login, does), and the source's failures.
   */
  async admitTotp(request: FastifyRequest, accountId: number): Promise<LoginAttempt> {
    const { totp, source, global } = this.rules.login;
    const own = [{ name: `login.totp:${accountId}`, rule: totp, clearable: true }];
    const shared = [
      { name: `login.source:${sourceKey(request.ip)}`, rule: source },
      { name: 'login.global', rule: global },
    ];
    await this.#admit(request, [...own, ...shared], 'errors.tooManyAttemptsWait');
    return {
      succeeded: async () => {
        await this.#counters.forget(own);
        await this.#counters.takeBack(shared);
      },
      abandoned: () => this.#counters.takeBack([...own, ...shared]),
    };
  }

  /** Refuses (429) a source that sent too many unusable link tokens, before the token is looked up. */
  async checkLinkSource(request: FastifyRequest): Promise<void> {
    const blocked = await this.#counters.waitSeconds([this.#linkSource(request)]);
    if (blocked > 0) throw tooMany(request, 'errors.tooManyAttemptsWait', blocked);
  }

  /** Counts an unusable link token (unknown, used, expired) against its source. */
  async linkFailed(request: FastifyRequest): Promise<void> {
    await this.#counters.hit([this.#linkSource(request)]);
  }

  /**
   * Admits setting a new password with a valid link for `accountId`, or throws 429: per account,
   * and in the source's budget of password checks (the new password is hashed).
   */
  async admitPasswordSet(request: FastifyRequest, accountId: number): Promise<LoginAttempt> {
    const buckets = [
      { name: `links.account:${accountId}`, rule: this.rules.links.account },
      { name: `login.checks:${sourceKey(request.ip)}`, rule: this.rules.login.checks },
    ];
    await this.#admit(request, buckets, 'errors.tooManyAttemptsWait');
    return { succeeded: async () => {}, abandoned: () => this.#counters.takeBack(buckets) };
  }

  /**
   * A password reset proved the mailbox and set a new password: the address's password failures
   * are forgotten for every source (guesses at the old password mean nothing now). Its TOTP count
   * stays: a mailbox is no second factor.
   */
  async passwordReset(email: string): Promise<void> {
    await this.#counters.forgetPrefix(pairPrefix(email));
    await this.#counters.forget([
      { name: `login.address:${normalAddress(email)}`, rule: this.rules.login.address },
    ]);
  }

  #linkSource(request: FastifyRequest): RateLimitBucket {
    return { name: `links.source:${sourceKey(request.ip)}`, rule: this.rules.links.source };
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
    const wait = await this.#counters.admit(buckets);
    if (wait > 0) throw tooMany(request, text, wait);
  }
}

function tooMany(request: FastifyRequest, text: MessageKey, seconds: number): ApiError {
  const wait = translate(request, text, { minutes: Math.max(1, Math.ceil(seconds / 60)) });
  return new ApiError(429, 'errors.tooManyRequests', { '': [wait] }, { retryAfterSeconds: seconds });
}
