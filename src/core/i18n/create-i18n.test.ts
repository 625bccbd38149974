// @vitest-environment happy-dom
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n, i18nReady } from './create-i18n.ts';

afterEach(() => {
  document.documentElement.lang = '';
});

/** A new instance in `language`, once its texts are loaded. */
async function loaded(language?: string) {
  const i18n = createI18n({ language });
  await i18nReady(i18n);
  return i18n;
}

describe('createI18n', () => {
  it('knows its language at once and is translated once its language has loaded', async () => {
    const i18n = createI18n({ language: 'nl' });
    expect(i18n.language).toBe('nl');
    await i18nReady(i18n);
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('snackbar.close')).toBe('Sluiten');
  });

  it('defaults to Dutch when the page language is not English', () => {
    document.documentElement.lang = 'de';
    expect(createI18n().language).toBe('nl');
  });

  it('defaults to English when the page language starts with en', async () => {
    document.documentElement.lang = 'en-GB';
    expect((await loaded()).t('table.noData')).toBe('No data available');
  });

  it('translates German and Simplified Chinese', async () => {
    expect((await loaded('de')).t('table.search')).toBe('Suchen');
    expect((await loaded('zh')).t('table.search')).toBe('搜索');
  });

  it('interpolates without HTML-escaping (React escapes)', async () => {
    const i18n = await loaded('en');
    expect(i18n.t('validations.sameAs', { field: 'Password & <confirm>' })).toBe(
      'Must be the same as Password & <confirm>',
    );
  });

  it('keeps each instance separate from the global i18next and from each other', async () => {
    const dutch = await loaded('nl');
    const english = await loaded('en');
    await english.changeLanguage('de');
    expect(dutch.language).toBe('nl');
    expect(english.t('common.cancel')).toBe('Abbrechen');
    expect(i18next.isInitialized).not.toBe(true);
  });

  it('given a language change, it loads the new texts first and switches after', async () => {
    const i18n = await loaded('nl');
    const switching = i18n.changeLanguage('de');
    expect(i18n.language).toBe('nl');
    expect(i18n.t('common.cancel')).toBe('Annuleren');
    await switching;
    expect(i18n.language).toBe('de');
    expect(i18n.t('common.cancel')).toBe('Abbrechen');
  });

  it('loads only the language shown: no English fallback beside Dutch', async () => {
    const i18n = await loaded('nl');
    expect(i18n.hasResourceBundle('nl', 'portal')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'portal')).toBe(false);
    expect(i18n.hasResourceBundle('de', 'portal')).toBe(false);
  });

  // That the key is rejected at compile time is create-i18n.test-d.ts's.
  it('answers a key the English file does not have with the key itself', async () => {
    const i18n = await loaded('en');
    const t = i18n.t as (key: string) => string;
    expect(t('table.noDta')).toBe('table.noDta');
  });
});
