import i18next, { type i18n } from 'i18next';
import de from '../../../locales/de/portal.json';
import en from '../../../locales/en/portal.json';
import nl from '../../../locales/nl/portal.json';
import zhHans from '../../../locales/zhHans/portal.json';
import {
  defaultLanguage,
  FALLBACK_LANGUAGE,
  SUPPORTED_LANGUAGES,
  toSupportedLanguage,
} from './supported-languages.ts';

/** The namespace of every portal text (`locales/<lng>/portal.json`). */
export const PORTAL_NAMESPACE = 'portal';

export const portalResources = {
  nl: { portal: nl },
  en: { portal: en },
  de: { portal: de },
  zhHans: { portal: zhHans },
} as const;

export interface CreateI18nOptions {
  /** Interface language; any code toSupportedLanguage understands. Default: from `<html lang>`. */
  language?: string;
}

/**
 * Creates the page's own i18next instance (never the global one), initialised synchronously from
 * the bundled locale files so the first render is already translated.
 */
export function createI18n(options: CreateI18nOptions = {}): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources: portalResources,
    lng: toSupportedLanguage(options.language) ?? defaultLanguage(),
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: SUPPORTED_LANGUAGES.map((language) => language.code),
    // 'zhHans' is one code, not language + region: stop i18next looking for a 'zhHans' → 'zh' chain.
    load: 'currentOnly',
    ns: [PORTAL_NAMESPACE],
    defaultNS: PORTAL_NAMESPACE,
    initAsync: false,
    returnNull: false,
    // React escapes what it renders; escaping here too would show &amp; to the user.
    interpolation: { escapeValue: false },
  });
  return instance;
}
