import { describe, expect, it } from 'vitest';
import {
  atLeastOne,
  capitals,
  email,
  excludedChar,
  integer,
  max,
  maxDate,
  maxLength,
  maxValue,
  min,
  minDate,
  minLength,
  minValue,
  numeric,
  pattern,
  required,
  requiredIf,
  sameAs,
  strictLength,
  validateIf,
} from './rules.ts';

const none = {};

describe('required', () => {
  it('fails on an empty string, blank text, null, undefined and an empty list', () => {
    for (const value of ['', '   ', null, undefined, []]) {
      expect(required(value, none)).toEqual({ key: 'validations.required' });
    }
  });

  it('passes on text, zero, false and a non-empty list', () => {
    for (const value of ['a', 0, false, ['x']]) expect(required(value, none)).toBe(true);
  });
});

describe('requiredIf', () => {
  it('is required only while the condition holds', () => {
    const rule = requiredIf((values) => values.messageType === 'Request');
    expect(rule('', { messageType: 'Request' })).toEqual({ key: 'validations.required' });
    expect(rule('', { messageType: 'Question' })).toBe(true);
    expect(requiredIf(true)('', none)).toEqual({ key: 'validations.required' });
  });
});

describe('email', () => {
  it.each([
    'jan@example.nl',
    'j.de.vries+portal@mail.example.co.uk',
    'info@papier-fabriek.de',
    'li@例子.中国',
  ])('accepts %s', (address) => {
    expect(email(address, none)).toBe(true);
  });

  it.each([
    '',
    'jan',
    'jan@',
    '@example.nl',
    'jan@example',
    'jan@@example.nl',
    'j an@example.nl',
    '.jan@example.nl',
    'jan@-example.nl',
    'jan@example..nl',
    'jan@1.2',
  ])('rejects "%s"', (address) => {
    expect(email(address, none)).toEqual({ key: 'validations.email' });
  });
});

describe('sameAs', () => {
  it('passes when equal to the other field and names that field otherwise', () => {
    const rule = sameAs('password', 'Password');
    expect(rule('Secret-123', { password: 'Secret-123' })).toBe(true);
    expect(rule('Secret-124', { password: 'Secret-123' })).toEqual({
      key: 'validations.sameAs',
      params: { field: 'Password' },
    });
    expect(sameAs('password')('x', { password: 'y' })).toMatchObject({ params: { field: 'password' } });
  });
});

describe('bounds', () => {
  it('min and max compare numbers by value and text or lists by length, with the bound in the message', () => {
    expect(min(3)(2, none)).toEqual({ key: 'validations.min', params: { min: 3 } });
    expect(min(3)('abc', none)).toBe(true);
    expect(max(2)(['a', 'b', 'c'], none)).toEqual({ key: 'validations.max', params: { max: 2 } });
    expect(max(10)(10, none)).toBe(true);
  });

  it('minLength and maxLength count characters, not UTF-16 units', () => {
    expect(minLength(8)('short', none)).toEqual({ key: 'validations.minLength', params: { min: 8 } });
    expect(maxLength(3)('纸板箱', none)).toBe(true);
    expect(maxLength(3)('纸板箱子', none)).toEqual({ key: 'validations.maxLength', params: { max: 3 } });
  });

  it('minValue and maxValue read numbers and numeric text', () => {
    expect(minValue(1)('0', none)).toEqual({ key: 'validations.minValue', params: { min: 1 } });
    expect(minValue(1)('1,5', none)).toBe(true);
    expect(maxValue(100)(101, none)).toEqual({ key: 'validations.maxValue', params: { max: 100 } });
    expect(maxValue(100)('abc', none)).toEqual({ key: 'validations.maxValue', params: { max: 100 } });
  });

  it('minDate and maxDate compare whole days and put the bound in the message', () => {
    expect(minDate('2026-03-01')('2026-03-01', none)).toBe(true);
    expect(minDate('2026-03-01')('2026-02-28', none)).toEqual({
      key: 'validations.minDate',
      params: { date: '2026-03-01' },
    });
    expect(maxDate('2026-03-01', '01-03-2026')(new Date(2026, 2, 2), none)).toEqual({
      key: 'validations.maxDate',
      params: { date: '01-03-2026' },
    });
    expect(maxDate('2026-03-01')('2026-03-01', none)).toBe(true);
  });

  it('strictLength needs exactly that many characters', () => {
    expect(strictLength(4)('1234', none)).toBe(true);
    expect(strictLength(4)('123', none)).toEqual({ key: 'validations.strictLength', params: { length: 4 } });
  });

  it('let empty optional fields pass', () => {
    for (const rule of [
      min(1),
      max(1),
      minLength(2),
      maxLength(1),
      minValue(5),
      maxValue(0),
      strictLength(3),
    ]) {
      expect(rule('', none)).toBe(true);
    }
    expect(minDate('2026-01-01')(null, none)).toBe(true);
  });
});

describe('character rules', () => {
  it('numeric accepts digits only', () => {
    expect(numeric('0123', none)).toBe(true);
    expect(numeric('12a', none)).toEqual({ key: 'validations.numeric' });
    expect(numeric('-1', none)).toEqual({ key: 'validations.numeric' });
  });

  it('integer accepts whole numbers', () => {
    expect(integer('-12', none)).toBe(true);
    expect(integer(7, none)).toBe(true);
    expect(integer('1.5', none)).toEqual({ key: 'validations.integer' });
  });

  it('capitals accepts capital letters only', () => {
    expect(capitals('NLÄ', none)).toBe(true);
    expect(capitals('NLa', none)).toEqual({ key: 'validations.capitals' });
    expect(capitals('NL1', none)).toEqual({ key: 'validations.capitals' });
  });

  it('excludedChar names the first excluded character found', () => {
    const rule = excludedChar(';|');
    expect(rule('order 12', none)).toBe(true);
    expect(rule('a|b;c', none)).toEqual({ key: 'validations.excludedChar', params: { char: '|' } });
  });

  it('atLeastOne needs a chosen value', () => {
    expect(atLeastOne([], none)).toEqual({ key: 'validations.atLeastOne' });
    expect(atLeastOne(['Road'], none)).toBe(true);
  });

  it('given an example, pattern names it in its message', () => {
    const rule = pattern(/^[A-Z]+-\d+$/, 'C-1001');
    expect(rule('1001', none)).toEqual({ key: 'validations.patternExample', params: { example: 'C-1001' } });
    expect(rule('C-1001', none)).toBe(true);
  });

  it('pattern checks the format, also with a global regex used twice', () => {
    const rule = pattern(/^[A-Z]{4}\d{7}$/g);
    expect(rule('MSCU1234567', none)).toBe(true);
    expect(rule('MSCU1234567', none)).toBe(true);
    expect(rule('MSCU123', none)).toEqual({ key: 'validations.pattern' });
  });
});

describe('validateIf', () => {
  it('runs the rule only while the condition holds', () => {
    const rule = validateIf((values) => values.transport === 'Ocean', pattern(/^[A-Z]{4}\d{7}$/));
    expect(rule('x', { transport: 'Road' })).toBe(true);
    expect(rule('x', { transport: 'Ocean' })).toEqual({ key: 'validations.pattern' });
  });
});
