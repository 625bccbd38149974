import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../validation/password-length.ts';

/**
 * The one rule for a new password (docs/security.md#passwords, NIST SP 800-63B §3.1.1.2), used by the browser forms
 * and by the reference API alike: a length between the bounds, no composition rules, and refused
 * when it is only whitespace, holds the owner's e-mail address or name, is a known common or
 * breached password, or is easy to guess (repeats, sequences, keyboard walks, dates: zxcvbn's
 * score). The strength estimate comes in as a function, so this module stays small and free of
 * the dictionaries: the server imports `password-estimator.ts` statically, the browser loads it
 * lazily (`load-password-estimator.ts`) only where a password is typed.
 */

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

/**
 * Lowest zxcvbn score accepted: 3 means "safely unguessable", under 10^10 guesses estimated
 * (moderate protection against an offline attack on a slow hash).
 */
export const PASSWORD_MIN_SCORE = 3;

/** zxcvbn's score: 0 too guessable … 4 very unguessable. */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/** What the estimator says of a password. */
export interface PasswordEstimate {
  score: PasswordScore;
  /** At least half of the password is made of entries of the common or breached passwords list. */
  common: boolean;
}

/** Estimates a password's strength; `personalWords` count as known to the attacker. */
export type PasswordEstimator = (password: string, personalWords: readonly string[]) => PasswordEstimate;

/** Whose password it is, as far as known (the host's activation page knows neither). */
export interface PasswordOwner {
  email?: string | null | undefined;
  /** Display name, first and last name: each is checked. */
  names?: readonly (string | null | undefined)[];
}

/** Why a new password is refused. */
export type PasswordProblem =
  | 'tooShort'
  | 'tooLong'
  | 'blank'
  | 'containsEmail'
  | 'containsName'
  | 'common'
  | 'weak';

// A name part or address part this short ("Jan", "de", "li") would refuse too many good passwords;
// zxcvbn still counts them as known words (personalWords), so they lower the score instead.
const MIN_PERSONAL_PART = 4;
const MIN_WHOLE_PART = 3;

/** Lower case letters and digits only, so "Jan.de-Vries" and "JanDeVries" compare equal. */
function letters(text: string): string {
  return text
    .normalize('NFKC')
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** The owner's address and its local part, letters and digits only; parts too short left out. */
function emailParts(email: string | null | undefined): string[] {
  const address = (email ?? '').trim();
  if (!address) return [];
  const local = address.slice(0, Math.max(0, address.lastIndexOf('@')));
  const pieces = local.split(/[._+-]+/).filter((piece) => [...letters(piece)].length >= MIN_PERSONAL_PART);
  return [letters(address), letters(local), ...pieces.map(letters)].filter(
    (part) => [...part].length >= MIN_WHOLE_PART,
  );
}

/** Each name whole, and each of its words long enough, letters and digits only. */
function nameParts(names: PasswordOwner['names']): string[] {
  const parts: string[] = [];
  for (const name of names ?? []) {
    if (!name?.trim()) continue;
    const whole = letters(name);
    if ([...whole].length >= MIN_WHOLE_PART) parts.push(whole);
    for (const word of name.split(/[\s._-]+/)) {
      const part = letters(word);
      if ([...part].length >= MIN_PERSONAL_PART) parts.push(part);
    }
  }
  return parts;
}

/** The owner's words to hand the estimator (address, its local part, names), as typed. */
export function personalWords(owner: PasswordOwner = {}): string[] {
  const email = owner.email?.trim() ?? '';
  const local = email.includes('@') ? email.slice(0, email.lastIndexOf('@')) : '';
  const names = (owner.names ?? []).flatMap((name) =>
    name?.trim() ? [name.trim(), ...name.trim().split(/\s+/)] : [],
  );
  return [...new Set([email, local, ...local.split(/[._+-]+/), ...names].filter((word) => word.length > 0))];
}

/**
 * The first reason to refuse `password` as a new password for `owner`, or null when it is fine.
 * Without an estimator (the browser before the dictionaries arrived) only the checks that need
 * none are made; the server always passes one.
 */
export function passwordProblem(
  password: string,
  owner: PasswordOwner = {},
  estimate: PasswordEstimator | null = null,
): PasswordProblem | null {
  const length = [...password].length;
  if (password.trim() === '') return 'blank';
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
  const typed = letters(password);
  if (emailParts(owner.email).some((part) => typed.includes(part))) return 'containsEmail';
  if (nameParts(owner.names).some((part) => typed.includes(part))) return 'containsName';
  if (!estimate) return null;
  const result = estimate(password, personalWords(owner));
  if (result.score >= PASSWORD_MIN_SCORE) return null;
  return result.common ? 'common' : 'weak';
}
