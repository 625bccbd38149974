import { type AnswerCheck, isGeneratedAnswerCheck } from './answer-check.ts';

/**
 * The answer check of an endpoint's response slot: the endpoints of the browser contract
 * (src/core/api/browser-contract/, written by scripts/contract-checks.ts) carry checks generated
 * from the contract's schemas, so the bundles carry no schema interpreter.
 */
export function answerCheckOf(slot: unknown): AnswerCheck {
  if (isGeneratedAnswerCheck(slot)) return slot;
  throw new Error('No generated answer check: import the endpoint from core/api/browser-contract/.');
}
