import type { ContractProblem } from './contract-error.ts';
import { isDateTime } from './is-date-time.ts';

/**
 * A response schema as the browser bundles carry it: plain JSON Schema data, limited to the
 * keywords the contract's answers use (scripts/contract-checks.ts refuses any other at build time).
 */
export interface AnswerSchema {
  type?: string | readonly string[];
  properties?: Readonly<Record<string, AnswerSchema>>;
  required?: readonly string[];
  items?: AnswerSchema;
  anyOf?: readonly AnswerSchema[];
  const?: string | number | boolean | null;
  enum?: readonly (string | number | boolean | null)[];
  pattern?: string;
  format?: 'date-time';
  minimum?: number;
  maximum?: number;
}

/** The keywords `answerProblems` knows; the build refuses a response schema with any other. */
export const ANSWER_SCHEMA_KEYWORDS: readonly string[] = [
  'type',
  'properties',
  'required',
  'items',
  'anyOf',
  'const',
  'enum',
  'pattern',
  'format',
  'minimum',
  'maximum',
];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const TYPE_TESTS: Readonly<Record<string, (value: unknown) => boolean>> = {
  object: isObject,
  array: Array.isArray,
  string: (value) => typeof value === 'string',
  integer: Number.isInteger,
  number: Number.isFinite,
  boolean: (value) => typeof value === 'boolean',
  null: (value) => value === null,
};

// Keys that `in` would find on every object's prototype count only as own properties (as in TypeBox).
const has = (value: object, key: string) =>
  key === '__proto__' || key === 'constructor' || key === 'prototype'
    ? Object.hasOwn(value, key)
    : key in value;

const pointer = (key: string) => `/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;

/** Collects the problems of `value` under `schema` into `out`, up to `limit`; false when there is one. */
function collect(
  schema: AnswerSchema,
  path: string,
  value: unknown,
  out: ContractProblem[],
  limit: number,
): boolean {
  if (out.length >= limit) return false;
  const problem = (message: string) => {
    if (out.length < limit) out.push({ path, message });
    return false;
  };
  let ok = true;
  const { type } = schema;
  if (type !== undefined) {
    const types = typeof type === 'string' ? [type] : type;
    if (!types.some((name) => TYPE_TESTS[name]?.(value)))
      ok = problem(typeof type === 'string' ? `must be ${type}` : `must be either ${type.join(' or ')}`);
  }
  if (isObject(value)) {
    const required = schema.required ?? [];
    const missing = required.filter((key) => !has(value, key));
    if (missing.length > 0) ok = problem(`must have required properties ${missing.join(', ')}`);
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      // An optional property may be absent or undefined; a missing required one is named above.
      if (!has(value, key) || (value[key] === undefined && !required.includes(key))) continue;
      if (!collect(property, path + pointer(key), value[key], out, limit)) ok = false;
    }
  }
  if (Array.isArray(value) && schema.items) {
    for (const [index, item] of value.entries())
      if (!collect(schema.items, `${path}/${index}`, item, out, limit)) ok = false;
  }
  if (typeof value === 'string') {
    if (schema.format === 'date-time' && !isDateTime(value)) ok = problem('must match format "date-time"');
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value))
      ok = problem(`must match pattern "${schema.pattern}"`);
  }
  if (Number.isFinite(value)) {
    if (schema.minimum !== undefined && (value as number) < schema.minimum)
      ok = problem(`must be >= ${schema.minimum}`);
    if (schema.maximum !== undefined && (value as number) > schema.maximum)
      ok = problem(`must be <= ${schema.maximum}`);
  }
  if ('const' in schema && value !== schema.const) ok = problem('must be equal to constant');
  if (schema.enum && !schema.enum.includes(value as never))
    ok = problem('must be equal to one of the allowed values');
  if (schema.anyOf) {
    const failed: ContractProblem[][] = [];
    for (const branch of schema.anyOf) {
      const branchProblems: ContractProblem[] = [];
      if (collect(branch, path, value, branchProblems, limit)) return ok;
      failed.push(branchProblems);
    }
    // None matched: every branch's problems, then the anyOf itself (as TypeBox lists them).
    for (const each of failed.flat()) if (out.length < limit) out.push(each);
    ok = problem('must match a schema in anyOf');
  }
  return ok;
}

/**
 * Where and how `value` breaks `schema`: the first `limit` problems, in the order and words of
 * TypeBox's `Value.Errors` (JSON pointer path, English message), which the reference API and the
 * tests use. Runs only after the generated check has refused an answer, to say what is wrong.
 */
export function answerProblems(schema: AnswerSchema, value: unknown, limit = 3): ContractProblem[] {
  const out: ContractProblem[] = [];
  collect(schema, '', value, out, limit);
  return out;
}
