import { describe, expect, it } from 'vitest';
import { remToPx, resolveTheme } from './theme.ts';

describe('resolveTheme', () => {
  it('given a theme attribute, it wins over the page preference', () => {
    expect(resolveTheme('dark', 'lightTheme')).toBe('dark');
    expect(resolveTheme('light', 'dark')).toBe('light');
  });

  it('given no or an unknown attribute, it follows the preference (lightTheme → light)', () => {
    expect(resolveTheme(undefined, 'dark')).toBe('dark');
    expect(resolveTheme(undefined, 'lightTheme')).toBe('light');
    expect(resolveTheme('purple', undefined)).toBe('light');
  });
});

describe('remToPx', () => {
  it('pins rem sizes to px at a 16 px base, leaving other units alone', () => {
    expect(remToPx('--a: 0.875rem; --b: 1rem; --c: 2px; --d: 1.5em; --e: -0.25rem')).toBe(
      '--a: 14px; --b: 16px; --c: 2px; --d: 1.5em; --e: -4px',
    );
  });
});
