import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { HashPool, type HashPoolOptions } from './hash-pool.ts';

/**
 * Every password hash of the process runs in one pool: a login flood then costs a bounded
 * number of cores, and once its queue is full a login answers 429 at once (HashPoolBusyError). The
 * server sizes it from its settings at start (main.ts: PASSWORD_HASH_CONCURRENCY, UV_THREADPOOL_SIZE).
 */
let pool = new HashPool();

/** Sizes the process's pool from the server's settings (main.ts, before anything is hashed). */
export function configurePasswordHashPool(options: HashPoolOptions): void {
  pool = new HashPool(options);
}

/** The pool in use (tests read its peak). */
export const passwordHashPool = (): HashPool => pool;

/** Puts another pool in place (tests); answers the one it replaces. */
export function usePasswordHashPool(next: HashPool): HashPool {
  const previous = pool;
  pool = next;
  return previous;
}

/**
 * `wait`: queue however long the queue is (seeding), instead of refusing when saturated.
 * `source`: the request's `sourceKey`, so one source gets only its share of the pool.
 */
export interface HashCallOptions {
  wait?: boolean;
  source?: string;
}

const defaults = { N: 2 ** 15, r: 8, p: 1 };
const keyLength = 32;

function derive(
  password: string,
  salt: Buffer,
  options: ScryptOptions,
  call: HashCallOptions = {},
): Promise<Buffer> {
  return pool.run(() => scryptAsync(password, salt, options), call);
}

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      salt,
      keyLength,
      { ...options, maxmem: 128 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

/**
 * Hashes a password with scrypt and a fresh salt: `scrypt$N$r$p$salt$hash` (base64url). Throws
 * HashPoolBusyError when the pool is saturated or `source` has its share of it, unless `wait`.
 */
export async function hashPassword(password: string, call: HashCallOptions = {}): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, defaults, call);
  return [
    'scrypt',
    defaults.N,
    defaults.r,
    defaults.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/**
 * Checks a password against a stored hash in constant time. A missing hash still costs one
 * derivation, so an unknown e-mail address takes as long as a wrong password. Throws
 * HashPoolBusyError when the pool is saturated, or `source` has its share of it.
 */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
  call: HashCallOptions = {},
): Promise<boolean> {
  const parts = stored?.split('$') ?? [];
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    await derive(password, randomBytes(16), defaults, call);
    return false;
  }
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    { N: Number(n), r: Number(r), p: Number(p) },
    call,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
