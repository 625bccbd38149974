import { type DateInput, toDate } from '../i18n/format.ts';
import type { FormValues, Rule, ValidationKey, ValidationMessage } from './validation-message.ts';

// Every rule but required, requiredIf, email and atLeastOne accepts an empty value: optional
// fields are only checked once something is filled in.

const message = (key: ValidationKey, params?: ValidationMessage['params']): ValidationMessage =>
  params ? { key, params } : { key };

/** Empty for a form: undefined, null, blank text or an empty list. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

const text = (value: unknown): string => (typeof value === 'number' ? String(value) : String(value ?? ''));

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const number = Number(value.trim().replace(',', '.'));
  return Number.isFinite(number) ? number : null;
}

function lengthOf(value: unknown): number {
  return Array.isArray(value) ? value.length : [...text(value)].length;
}

/** The field is mandatory. */
export const required: Rule = (value) => (isEmpty(value) ? message('validations.required') : true);

/** The field is mandatory only while `condition` holds. */
export function requiredIf(condition: boolean | ((values: FormValues) => boolean)): Rule {
  return (value, values) => {
    const applies = typeof condition === 'function' ? condition(values) : condition;
    return applies ? required(value, values) : true;
  };
}

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;

/** Non-empty and shaped like an address: a local part, @, two or more domain labels. */
export const email: Rule = (value) => {
  const address = text(value).trim();
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  const labels = address.slice(at + 1).split('.');
  const valid =
    at > 0 &&
    local.length <= 64 &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    !/^\d+$/.test(labels.at(-1) ?? '');
  return valid ? true : message('validations.email');
};

/** Equals the field `otherField`; `label` (default the field's name) goes into the message. */
export function sameAs(otherField: string, label: string = otherField): Rule {
  return (value, values) =>
    value === values[otherField] ? true : message('validations.sameAs', { field: label });
}

/** At least `min`: the number itself, or the length of text and lists. */
export function min(bound: number): Rule {
  return (value) => {
    if (isEmpty(value)) return true;
    const size = typeof value === 'number' ? value : lengthOf(value);
    return size >= bound ? true : message('validations.min', { min: bound });
  };
}

/** At most `max`: the number itself, or the length of text and lists. */
export function max(bound: number): Rule {
  return (value) => {
    if (isEmpty(value)) return true;
    const size = typeof value === 'number' ? value : lengthOf(value);
    return size <= bound ? true : message('validations.max', { max: bound });
  };
}

/** Text or list of at least `bound` characters or items. */
export function minLength(bound: number): Rule {
  return (value) =>
    isEmpty(value) || lengthOf(value) >= bound ? true : message('validations.minLength', { min: bound });
}

/** Text or list of at most `bound` characters or items. */
export function maxLength(bound: number): Rule {
  return (value) =>
    isEmpty(value) || lengthOf(value) <= bound ? true : message('validations.maxLength', { max: bound });
}

/** A number (or numeric text) of at least `bound`. */
export function minValue(bound: number): Rule {
  return (value) => {
    if (isEmpty(value)) return true;
    const number = toNumber(value);
    return number !== null && number >= bound ? true : message('validations.minValue', { min: bound });
  };
}

/** A number (or numeric text) of at most `bound`. */
export function maxValue(bound: number): Rule {
  return (value) => {
    if (isEmpty(value)) return true;
    const number = toNumber(value);
    return number !== null && number <= bound ? true : message('validations.maxValue', { max: bound });
  };
}

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** A date on or after `bound` (whole days); `label` (default YYYY-MM-DD) goes into the message. */
export function minDate(bound: DateInput, label?: string): Rule {
  const limit = toDate(bound);
  return (value) => {
    if (isEmpty(value) || !limit) return true;
    const date = toDate(value as DateInput);
    return date && startOfDay(date) >= startOfDay(limit)
      ? true
      : message('validations.minDate', { date: label ?? isoDay(limit) });
  };
}

/** A date on or before `bound` (whole days); `label` (default YYYY-MM-DD) goes into the message. */
export function maxDate(bound: DateInput, label?: string): Rule {
  const limit = toDate(bound);
  return (value) => {
    if (isEmpty(value) || !limit) return true;
    const date = toDate(value as DateInput);
    return date && startOfDay(date) <= startOfDay(limit)
      ? true
      : message('validations.maxDate', { date: label ?? isoDay(limit) });
  };
}

/** Digits only. */
export const numeric: Rule = (value) =>
  isEmpty(value) || /^\d+$/.test(text(value).trim()) ? true : message('validations.numeric');

/** A whole number, optionally negative. */
export const integer: Rule = (value) =>
  isEmpty(value) || /^-?\d+$/.test(text(value).trim()) ? true : message('validations.integer');

/** Capital letters only. */
export const capitals: Rule = (value) =>
  isEmpty(value) || /^\p{Lu}+$/u.test(text(value)) ? true : message('validations.capitals');

/** Exactly `length` characters. */
export function strictLength(length: number): Rule {
  return (value) =>
    isEmpty(value) || lengthOf(value) === length ? true : message('validations.strictLength', { length });
}

/** None of the characters in `characters`; the first one found goes into the message. */
export function excludedChar(characters: string): Rule {
  const excluded = [...characters];
  return (value) => {
    const found = [...text(value)].find((character) => excluded.includes(character));
    return found === undefined ? true : message('validations.excludedChar', { char: found });
  };
}

/** At least one value chosen (a non-empty list, or any non-empty value). */
export const atLeastOne: Rule = (value) => (isEmpty(value) ? message('validations.atLeastOne') : true);

/**
 * Matches `regex` as a whole value. With `example` (a value that matches, such as `C-1001`) the
 * message shows it, which tells the user more than "invalid format".
 */
export function pattern(regex: RegExp, example?: string): Rule {
  return (value) => {
    if (isEmpty(value)) return true;
    regex.lastIndex = 0;
    if (regex.test(text(value))) return true;
    return example === undefined
      ? message('validations.pattern')
      : message('validations.patternExample', { example });
  };
}

/** Runs `rule` only while `condition` holds; valid otherwise. */
export function validateIf(condition: boolean | ((values: FormValues) => boolean), rule: Rule): Rule {
  return (value, values) => {
    const applies = typeof condition === 'function' ? condition(values) : condition;
    return applies ? rule(value, values) : true;
  };
}
