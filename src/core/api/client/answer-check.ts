import { type AnswerSchema, answerProblems } from './answer-problems.ts';
import type { ContractProblem } from './contract-error.ts';

/** How the client checks an answer against its endpoint's response schema. */
export interface AnswerCheck {
  /** Whether the answer matches the schema. */
  check(value: unknown): boolean;
  /** What is wrong with an answer that does not match: the first `limit` problems. */
  problems(value: unknown, limit: number): ContractProblem[];
}

const GENERATED = Symbol.for('customer-portal.generated-answer-check');

/**
 * The answer check of a browser build: `check` is generated from the contract's schema at build
 * time (TypeBox's code generator, run by scripts/contract-checks.ts), `schema` the same schema as
 * data, read only to name the problems of an answer the check refused.
 */
export function generatedAnswerCheck(check: (value: unknown) => boolean, schema: AnswerSchema): AnswerCheck {
  return Object.freeze({
    [GENERATED]: true,
    check,
    problems: (value: unknown, limit: number) => answerProblems(schema, value, limit),
  });
}

/** Whether an endpoint's response slot holds a check generated at build time. */
export function isGeneratedAnswerCheck(slot: unknown): slot is AnswerCheck {
  return typeof slot === 'object' && slot !== null && GENERATED in slot;
}
