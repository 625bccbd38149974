// @vitest-environment happy-dom
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n.ts';

afterEach(() => {
  document.documentElement.lang = '';
});

describe('createI18n', () => {
  it('is translated at once, without waiting for init', () => {
    const i18n = createI18n({ language: 'nl' });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('snackbar.close')).toBe('Sluiten');
  });

  it('defaults to Dutch when the page language is not English', () => {
    document.documentElement.lang = 'de';
    expect(createI18n().language).toBe('nl');
  });

  it('defaults to English when the page language starts with en', () => {
    document.documentElement.lang = 'en-GB';
    expect(createI18n().t('table.noData')).toBe('No data available');
  });

  it('translates German and Simplified Chinese', () => {
    expect(createI18n({ language: 'de' }).t('table.search')).toBe('Suchen');
    expect(createI18n({ language: 'zh' }).t('table.search')).toBe('搜索');
  });

  it('interpolates without HTML-escaping (React escapes)', () => {
    const i18n = createI18n({ language: 'en' });
    expect(i18n.t('validations.sameAs', { field: 'Password & <confirm>' })).toBe(
      'Must be the same as Password & <confirm>',
    );
  });

  it('keeps each instance separate from the global i18next and from each other', () => {
    const dutch = createI18n({ language: 'nl' });
    const english = createI18n({ language: 'en' });
    void english.changeLanguage('de');
    expect(dutch.language).toBe('nl');
    expect(english.t('common.cancel')).toBe('Abbrechen');
    expect(i18next.isInitialized).not.toBe(true);
  });

  it('rejects a key the English file does not have at compile time', () => {
    const i18n = createI18n({ language: 'en' });
    // @ts-expect-error the key is mistyped: tsc fails if this line ever type-checks
    expect(i18n.t('table.noDta')).toBe('table.noDta');
  });

  it('falls back to English for a key only English has', () => {
    const i18n = createI18n({ language: 'nl' });
    i18n.addResource('en', 'portal', 'only.english', 'Only English');
    expect(i18n.t('only.english' as 'common.cancel')).toBe('Only English');
  });
});
