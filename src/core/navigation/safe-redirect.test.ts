import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect.ts';

const ORIGIN = 'https://portal.example';

function expectSameOriginPath(result: string) {
  expect(new URL(result, ORIGIN).origin).toBe(ORIGIN);
  expect(result.startsWith('/')).toBe(true);
  expect(result.startsWith('//')).toBe(false);
  expect(result.startsWith('/\\')).toBe(false);
}

describe('safeRedirectPath', () => {
  it('keeps same-origin paths with query and hash', () => {
    expect(safeRedirectPath('/orders')).toBe('/orders');
    expect(safeRedirectPath('/orders?page=2&search=a%20b#row-3')).toBe('/orders?page=2&search=a%20b#row-3');
    expect(safeRedirectPath('/track-and-traces/road/LN%2F123')).toBe('/track-and-traces/road/LN%2F123');
    expect(safeRedirectPath('/')).toBe('/');
  });

  it.each([
    ['protocol-relative', '//evil.example'],
    ['slash backslash', '/\\evil.example'],
    ['backslash later in the path', '/a\\b'],
    ['encoded backslash', '/%5Cevil.example'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['encoded slash after the first', '/%2Fevil.example'],
    ['double-encoded slashes', '/%252F%252Fevil.example'],
    ['tab inside', '/\t/evil.example'],
    ['newline inside', '/\n/evil.example'],
    ['leading space', ' /orders'],
    ['absolute URL', 'https://evil.example/orders'],
    ['same-origin absolute URL', 'https://portal.example/orders'],
    ['javascript URL', 'javascript:alert(1)'],
    ['data URL', 'data:text/html,<script>alert(1)</script>'],
    ['relative path', 'orders'],
    ['broken percent-encoding', '/orders%E0%A4%A'],
    ['empty', ''],
  ])('given %s, it returns the fallback', (_name, input) => {
    expect(safeRedirectPath(input)).toBe('/dashboard');
  });

  it('gives the fallback for values that are not text', () => {
    expect(safeRedirectPath(undefined)).toBe('/dashboard');
    expect(safeRedirectPath(['/orders'])).toBe('/dashboard');
    expect(safeRedirectPath({ toString: () => '/orders' })).toBe('/dashboard');
  });

  it('uses a given fallback, and / when that fallback is unsafe too', () => {
    expect(safeRedirectPath('//evil.example', '/orders')).toBe('/orders');
    expect(safeRedirectPath('//evil.example', '//evil.example')).toBe('/');
  });

  it('for any string, it returns a same-origin path', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string(), (input, fallback) => {
        expectSameOriginPath(safeRedirectPath(input));
        expectSameOriginPath(safeRedirectPath(input, fallback));
      }),
      { numRuns: 2000 },
    );
  });

  it('for url-ish strings of slashes, backslashes, %, :, @ and whitespace, it returns a same-origin path', () => {
    const piece = fc.constantFrom(
      '/',
      '\\',
      '%',
      '%2F',
      '%2f',
      '%5C',
      '%5c',
      '%25',
      ':',
      '@',
      ' ',
      '\t',
      '\n',
      '\r',
      '\u00a0',
      '\u2028',
      '\u3000',
      '.',
      '..',
      '?',
      '#',
      'evil.example',
      'javascript',
      'http',
      'a',
    );
    const urlish = fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join(''));
    fc.assert(
      fc.property(urlish, fc.boolean(), (input, leadingSlash) => {
        const result = safeRedirectPath(leadingSlash ? `/${input}` : input);
        expectSameOriginPath(result);
        if (result !== '/dashboard') expect(result).toBe(leadingSlash ? `/${input}` : input);
      }),
      { numRuns: 5000 },
    );
  });
});
