import i18next, { type i18n } from 'i18next';
import { defaultLanguage, SUPPORTED_LANGUAGES, toSupportedLanguage } from './supported-languages.ts';
import { loadTexts, type TextNamespace, textsBackend, textsBackendOptions } from './text-namespaces.ts';

/** The namespace of every portal text (`locales/<lng>/portal.json`). */
export const PORTAL_NAMESPACE = 'portal';

/** The portal texts, one chunk per language (the English file's type defines the keys: i18next.d.ts). */
export const PORTAL_TEXTS: TextNamespace = {
  name: PORTAL_NAMESPACE,
  languages: {
    nl: () => import('../../../locales/nl/portal.json'),
    en: () => import('../../../locales/en/portal.json'),
    de: () => import('../../../locales/de/portal.json'),
    zhHans: () => import('../../../locales/zhHans/portal.json'),
  },
};

export interface CreateI18nOptions {
  /** Interface language; any code toSupportedLanguage understands. Default: from `<html lang>`. */
  language?: string;
}

/**
 * Creates the page's own i18next instance (never the global one). Its language is set at once; its
 * texts are loaded on demand, a chunk per language and namespace (`i18nReady`, `loadTexts`), and
 * each language change loads the new language's texts before it switches.
 */
export function createI18n(options: CreateI18nOptions = {}): i18n {
  const instance = i18next.createInstance();
  void instance.use(textsBackend()).init({
    backend: textsBackendOptions([PORTAL_TEXTS]),
    lng: toSupportedLanguage(options.language) ?? defaultLanguage(),
    // None: every language has every English key (scripts/check-locales.mjs), so no English chunk
    // is loaded beside the language shown.
    fallbackLng: false,
    supportedLngs: SUPPORTED_LANGUAGES.map((language) => language.code),
    // 'zhHans' is one code, not language + region: stop i18next looking for a 'zhHans' → 'zh' chain.
    load: 'currentOnly',
    // None loaded up front: an element loads what it shows in its language (`loadTexts`), which may
    // not be the page's (`<cp-orders lang="de">` on an English page loads no English). A language
    // change loads every namespace loaded so far.
    ns: [],
    defaultNS: PORTAL_NAMESPACE,
    initAsync: false,
    returnNull: false,
    // React escapes what it renders; escaping here too would show &amp; to the user.
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** Resolves when the portal texts of `instance`'s current language (or `language`) are loaded. */
export function i18nReady(instance: i18n, language: string = instance.language): Promise<void> {
  return loadTexts(instance, language, [PORTAL_TEXTS]);
}
