import { describe, expect, it } from 'vitest';
import { attributeName, readAttribute } from './attribute-value.ts';

describe('attributeName', () => {
  it('turns camelCase props into kebab-case attributes', () => {
    expect(attributeName('pageSize')).toBe('page-size');
    expect(attributeName('apiBase')).toBe('api-base');
    expect(attributeName('loadNumber')).toBe('load-number');
    expect(attributeName('lang')).toBe('lang');
  });
});

describe('readAttribute', () => {
  it('given a removed attribute, it gives undefined so the prop falls back to its default', () => {
    expect(readAttribute('string', 'carrier', null)).toEqual({ ok: true, value: undefined });
    expect(readAttribute('json', 'rows', null)).toEqual({ ok: true, value: undefined });
  });

  it('accepts a bare boolean attribute as true and "false" as false', () => {
    expect(readAttribute('boolean', 'compact', '')).toEqual({ ok: true, value: true });
    expect(readAttribute('boolean', 'compact', 'compact')).toEqual({ ok: true, value: true });
    expect(readAttribute('boolean', 'compact', 'true')).toEqual({ ok: true, value: true });
    expect(readAttribute('boolean', 'compact', 'false')).toEqual({ ok: true, value: false });
    expect(readAttribute('boolean', 'compact', '0')).toEqual({ ok: true, value: false });
  });

  it('parses numbers and leaves garbage as undefined', () => {
    expect(readAttribute('number', 'page-size', '25')).toEqual({ ok: true, value: 25 });
    expect(readAttribute('number', 'page-size', 'many')).toEqual({ ok: true, value: undefined });
  });

  it('given invalid JSON, it reports an error naming the attribute instead of throwing', () => {
    const result = readAttribute('json', 'columns', '{oops');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toContain('Attribute "columns" is not valid JSON');
    expect(readAttribute('json', 'columns', '["a",1]')).toEqual({ ok: true, value: ['a', 1] });
  });
});
