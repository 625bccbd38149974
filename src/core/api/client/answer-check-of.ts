import { type AnswerCheck, isGeneratedAnswerCheck } from './answer-check.ts';

/**
 * The answer check of an endpoint's response slot, in the browser: browser builds replace every
 * contract module's schemas with checks generated at build time (scripts/contract-checks.ts), so
 * the bundles carry no schema interpreter. Node (the tests) resolves `#answer-check-of` to
 * answer-check-of-typebox.ts instead, which checks the TypeBox schemas themselves.
 */
export function answerCheckOf(slot: unknown): AnswerCheck {
  if (isGeneratedAnswerCheck(slot)) return slot;
  throw new Error(
    'This response schema was not turned into a check at build time (scripts/contract-checks.ts).',
  );
}
