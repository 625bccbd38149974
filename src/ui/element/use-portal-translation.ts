import type { i18n as I18n } from 'i18next';
import { createContext, createElement, type ReactNode, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A translate function of one namespace; keys are checked by the locale check script, not by tsc. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface PortalTranslation {
  t: Translate;
  /** The language this element shows: its `lang` attribute, else the page's language. */
  language: string;
  i18n: I18n;
}

type UntypedT = (key: string, options?: Record<string, unknown>) => unknown;

const ElementLanguageContext = createContext<string | undefined>(undefined);

/** Sets the language of one element's tree without touching the page-wide language. */
export function ElementLanguageProvider({ lang, children }: { lang?: string; children?: ReactNode }) {
  return createElement(ElementLanguageContext.Provider, { value: lang || undefined }, children);
}

/**
 * Translations of namespace `ns` in this element's language. The `lang` attribute gives a fixed
 * `t` of the one shared i18n instance (`getFixedT`), so one element can differ from the page
 * without a second instance; without it, `t` follows the page-wide language.
 */
export function usePortalTranslation(ns: string): PortalTranslation {
  const elementLanguage = useContext(ElementLanguageContext);
  // useTranslation re-renders on language changes and on added resource bundles.
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  const pageLanguage = i18n.language;
  const language = elementLanguage ?? pageLanguage;
  const t = useMemo<Translate>(() => {
    // The typed getFixedT knows only the core's `portal` namespace; element namespaces are added at runtime.
    const getFixedT = i18n.getFixedT.bind(i18n) as unknown as (lng: string, ns: string) => UntypedT;
    const fixed = getFixedT(language, ns);
    return (key, options) => String(fixed(key, options));
  }, [i18n, language, ns]);
  return { t, language, i18n };
}
