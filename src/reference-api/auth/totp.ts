import { Secret, TOTP } from 'otpauth';
import type { Db } from '../db/db.ts';
import { takeTotpStep } from './account-queries.ts';

/** RFC 6238 as authenticator apps expect it: SHA1, 6 digits, 30-second steps, ±1 step of clock drift. */
export const totpSettings = { algorithm: 'SHA1', digits: 6, period: 30, window: 1 } as const;
const issuer = 'Customer Portal';

/** A fresh random secret (160 bits), base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/…` URI that an authenticator app reads from a QR code. */
export function totpUri(secretBase32: string, accountName: string): string {
  return new TOTP({
    issuer,
    label: accountName,
    secret: Secret.fromBase32(secretBase32),
    algorithm: totpSettings.algorithm,
    digits: totpSettings.digits,
    period: totpSettings.period,
  }).toString();
}

/**
 * The time step whose code matches `code` within the window around `timestamp` (ms), or null.
 * `digits` and `window` are parameters so the RFC 6238 test vectors can run through this path.
 */
export function matchingTimeStep(options: {
  secret: Secret;
  code: string;
  timestamp: number;
  digits?: number;
  window?: number;
}): number | null {
  const totp = new TOTP({
    secret: options.secret,
    algorithm: totpSettings.algorithm,
    digits: options.digits ?? totpSettings.digits,
    period: totpSettings.period,
  });
  const delta = totp.validate({
    token: options.code,
    timestamp: options.timestamp,
    window: options.window ?? totpSettings.window,
  });
  return delta === null ? null : Math.floor(options.timestamp / 1000 / totpSettings.period) + delta;
}

/** What became of a code: accepted, not a code of the account now, or its time step already used. */
export type TotpVerdict =
  | { kind: 'accepted' }
  | { kind: 'invalid' }
  /** A right code whose time step was used: the next code comes in `retryAfterSeconds`. */
  | { kind: 'used'; retryAfterSeconds: number };

/**
 * Accepts a code for an account once: the matching time step must be later than the last one
 * accepted (RFC 6238 §5.2), recorded atomically so a replayed code is refused — as `used`, so
 * that the user is told to wait for the next code rather than that the code is wrong.
 */
export async function verifyTotpCode(
  db: Db,
  accountId: number,
  secretBase32: string,
  code: string,
  timestamp = Date.now(),
): Promise<TotpVerdict> {
  const step = matchingTimeStep({ secret: Secret.fromBase32(secretBase32), code, timestamp });
  if (step === null) return { kind: 'invalid' };
  const row = await takeTotpStep(db, accountId, step);
  if (row?.accepted) return { kind: 'accepted' };
  const lastStep = Math.max(step, Number(row?.last_step ?? step));
  const nextStepAt = (lastStep + 1) * totpSettings.period * 1000;
  return { kind: 'used', retryAfterSeconds: Math.max(1, Math.ceil((nextStepAt - timestamp) / 1000)) };
}

/** `verifyTotpCode`, answering only whether the code was accepted. */
export async function acceptTotpCode(
  db: Db,
  accountId: number,
  secretBase32: string,
  code: string,
  timestamp = Date.now(),
): Promise<boolean> {
  return (await verifyTotpCode(db, accountId, secretBase32, code, timestamp)).kind === 'accepted';
}
