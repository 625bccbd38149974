import type { i18n as I18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n.ts';
import type { SupportedLanguageCode } from './supported-languages.ts';
import { loadTexts, type TextNamespace, textsLoaded } from './text-namespaces.ts';

/** A namespace whose languages say `hello` in their code, counting each language's loads. */
function probeNamespace(failing: SupportedLanguageCode[] = []) {
  const loads: string[] = [];
  const language = (code: SupportedLanguageCode) => async () => {
    loads.push(code);
    if (failing.includes(code)) throw new Error(`chunk ${code} failed`);
    return { default: { hello: `hello ${code}` } };
  };
  const namespace: TextNamespace = {
    name: 'probe',
    languages: { nl: language('nl'), en: language('en'), de: language('de'), zhHans: language('zhHans') },
  };
  return { namespace, loads };
}

/** The probe's `hello` in `language` (the typed t knows only the `portal` namespace). */
const hello = (i18n: I18n, language: string) =>
  (i18n.getFixedT as unknown as (lng: string, ns: string) => (key: string) => string)(
    language,
    'probe',
  )('hello');

describe('loadTexts', () => {
  it('given a page in English, it loads nothing until an element asks, then only the language asked for', async () => {
    const i18n = createI18n({ language: 'en' });
    const { namespace, loads } = probeNamespace();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(i18n.hasResourceBundle('en', 'portal')).toBe(false);

    await loadTexts(i18n, 'de', [namespace]);
    expect(loads).toEqual(['de']);
    expect(textsLoaded(i18n, 'de', ['probe'])).toBe(true);
    expect(textsLoaded(i18n, 'en', ['probe'])).toBe(false);
    expect(hello(i18n, 'de')).toBe('hello de');
  });

  it('given texts already loaded, it loads them no second time', async () => {
    const i18n = createI18n({ language: 'nl' });
    const { namespace, loads } = probeNamespace();
    await loadTexts(i18n, 'nl', [namespace]);
    await loadTexts(i18n, 'nl', [namespace]);
    expect(loads).toEqual(['nl']);
  });

  it('given a page language change, it loads the namespaces loaded so far in the new language before switching', async () => {
    const i18n = createI18n({ language: 'nl' });
    const { namespace, loads } = probeNamespace();
    await loadTexts(i18n, 'nl', [namespace]);
    const switching = i18n.changeLanguage('zhHans');
    expect(i18n.language).toBe('nl');
    await switching;
    expect(loads).toEqual(['nl', 'zhHans']);
    expect(i18n.language).toBe('zhHans');
    expect(hello(i18n, i18n.language)).toBe('hello zhHans');
  });

  it('given a chunk that fails to load, it still resolves (the texts show as keys rather than never)', async () => {
    const i18n = createI18n({ language: 'de' });
    const { namespace } = probeNamespace(['de']);
    await loadTexts(i18n, 'de', [namespace]);
    expect(hello(i18n, 'de')).toBe('hello');
  }, 10_000);
});
