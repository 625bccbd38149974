import { type DictionaryMatch, type MatchExtended, ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import type { PasswordEstimator, PasswordScore } from '../password/password-policy.ts';

// The dictionaries are several hundred kB: this module is imported statically only by the server.
// The browser reaches it through load-password-estimator.ts (a dynamic import), never from an
// element's static import graph.

let factory: ZxcvbnFactory | null = null;

/** Built on first use: ranking the dictionaries takes a few tens of milliseconds. */
function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return factory;
}

const isListed = (match: MatchExtended) =>
  match.pattern === 'dictionary' && (match as DictionaryMatch).dictionaryName === 'passwords-common';

/**
 * zxcvbn-ts with the language-common dictionaries (common and breached passwords, diceware words)
 * and keyboard graphs; the owner's words count as known to the attacker.
 */
export const estimatePassword: PasswordEstimator = (password, personalWords) => {
  const result = zxcvbn().check(password, [...personalWords]);
  // Mostly an entry of the list ("football123", "password1234"): say so rather than just "weak".
  const listed = result.sequence
    .filter((match): match is DictionaryMatch => isListed(match))
    .reduce((sum, match) => sum + [...match.token].length, 0);
  const common = listed * 2 >= [...password].length;
  return { score: result.score as PasswordScore, common };
};
