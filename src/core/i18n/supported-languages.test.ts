import { describe, expect, it } from 'vitest';
import {
  dateLocaleFor,
  defaultLanguage,
  findLanguage,
  SUPPORTED_LANGUAGES,
  shouldTellServer,
  toSupportedLanguage,
} from './supported-languages.ts';

const serverLanguages = [
  { code: 'nl-NL', languageId: 1 },
  { code: 'en-NL', languageId: 2 },
  { code: 'de-DE', languageId: 3 },
  { code: 'zh', languageId: 4 },
];

describe('SUPPORTED_LANGUAGES', () => {
  it('lists nl, en, de and zhHans with their server codes and labels', () => {
    expect(SUPPORTED_LANGUAGES.map((l) => [l.code, l.serverCode, l.label])).toEqual([
      ['nl', 'nl-NL', 'Nederlands'],
      ['en', 'en-NL', 'English'],
      ['de', 'de-DE', 'Deutsch'],
      ['zhHans', 'zh', '中文'],
    ]);
  });
});

describe('findLanguage', () => {
  it('takes the first language whose code starts with the short code', () => {
    expect(findLanguage(serverLanguages, 'de')).toEqual({ code: 'de-DE', languageId: 3 });
  });

  it('takes an exact match', () => {
    expect(findLanguage(serverLanguages, 'en-NL')).toEqual({ code: 'en-NL', languageId: 2 });
  });

  it('maps zhHans and zhHant to zh', () => {
    expect(findLanguage(serverLanguages, 'zhHans')?.languageId).toBe(4);
    expect(findLanguage(serverLanguages, 'zhHant')?.languageId).toBe(4);
  });

  it('given two matches, it takes the first', () => {
    const languages = [
      { code: 'en-US', languageId: 7 },
      { code: 'en-NL', languageId: 2 },
    ];
    expect(findLanguage(languages, 'en')?.languageId).toBe(7);
  });

  it('gives null for an empty list, a missing list or no match', () => {
    expect(findLanguage([], 'nl')).toBeNull();
    expect(findLanguage(undefined, 'nl')).toBeNull();
    expect(findLanguage(serverLanguages, 'fr')).toBeNull();
  });
});

describe('shouldTellServer', () => {
  it('is true only when a language with a languageId matches', () => {
    expect(shouldTellServer(serverLanguages, 'nl')).toBe(true);
    expect(shouldTellServer([{ code: 'nl-NL' }], 'nl')).toBe(false);
    expect(shouldTellServer([{ code: 'nl-NL', languageId: null }], 'nl')).toBe(false);
    expect(shouldTellServer(serverLanguages, 'fr')).toBe(false);
    expect(shouldTellServer([], 'nl')).toBe(false);
  });

  it('tells the server about language id 0, which is still an id', () => {
    expect(shouldTellServer([{ code: 'nl-NL', languageId: 0 }], 'nl')).toBe(true);
  });
});

describe('defaultLanguage', () => {
  it('is en when the page language starts with en', () => {
    expect(defaultLanguage('en')).toBe('en');
    expect(defaultLanguage('en-GB')).toBe('en');
  });

  it('is nl for any other or no page language', () => {
    expect(defaultLanguage('de')).toBe('nl');
    expect(defaultLanguage('')).toBe('nl');
    expect(defaultLanguage(null)).toBe('nl');
  });
});

describe('toSupportedLanguage', () => {
  it('maps server and browser codes to shipped languages', () => {
    expect(toSupportedLanguage('de-DE')).toBe('de');
    expect(toSupportedLanguage('zh')).toBe('zhHans');
    expect(toSupportedLanguage('zhHans')).toBe('zhHans');
    expect(toSupportedLanguage('EN')).toBe('en');
  });

  it('gives null for languages that are not shipped', () => {
    expect(toSupportedLanguage('fr')).toBeNull();
    expect(toSupportedLanguage('denglish')).toBeNull();
    expect(toSupportedLanguage(undefined)).toBeNull();
  });
});

describe('dateLocaleFor', () => {
  it('gives nl-NL, en-US, de-DE and zh-CN', () => {
    expect(['nl', 'en', 'de', 'zhHans'].map(dateLocaleFor)).toEqual(['nl-NL', 'en-US', 'de-DE', 'zh-CN']);
  });

  it('falls back to nl-NL for an unknown language', () => {
    expect(dateLocaleFor('fr')).toBe('nl-NL');
  });
});
