import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { type AnswerCheck, isGeneratedAnswerCheck } from './answer-check.ts';

const checks = new WeakMap<object, AnswerCheck>();

/**
 * The answer check of an endpoint's response slot, in Node (the unit tests, which load the contract
 * modules as they are): the TypeBox schema checked by TypeBox. Browser builds resolve
 * `#answer-check-of` to answer-check-of.ts, which takes the checks generated at build time.
 */
export function answerCheckOf(slot: unknown): AnswerCheck {
  if (isGeneratedAnswerCheck(slot)) return slot;
  const schema = slot as TSchema;
  let answerCheck = checks.get(schema);
  if (!answerCheck) {
    answerCheck = {
      check: (value) => Value.Check(schema, value),
      problems: (value, limit) =>
        Value.Errors(schema, value)
          .slice(0, limit)
          .map((error) => ({ path: error.instancePath, message: error.message })),
    };
    checks.set(schema, answerCheck);
  }
  return answerCheck;
}
