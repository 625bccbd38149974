import type { i18n as I18n, TOptions } from 'i18next';
import { createContext, createElement, type ReactNode, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type portal from '../../../locales/en/portal.json';
import type ui from '../../../locales/en/ui.json';

/**
 * The namespaces `usePortalTranslation` reads, each with the type of its English file. An element
 * adds its own in its `*-namespace.ts` by declaration merging, so the English file defines its keys.
 */
export interface PortalNamespaces {
  portal: typeof portal;
  ui: typeof ui;
}

/** The name of a namespace whose keys the compiler knows. */
export type PortalNamespace = keyof PortalNamespaces;

// Plural forms (`x_one`, `x_other`) are one key `x` used with `count`.
type WithoutPlural<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;
/** The keys of a locale file's type as `a.b.c`. */
export type TextKeys<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? WithoutPlural<`${P}${K}`> : TextKeys<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every key of namespace `N` as `a.b.c`, derived from its English file: a misspelt key is a compile error. */
export type TranslationKey<N extends PortalNamespace> = TextKeys<PortalNamespaces[N]>;

/** A translate function of one namespace. */
export type Translate<N extends PortalNamespace> = (key: TranslationKey<N>, options?: TOptions) => string;

export interface PortalTranslation<N extends PortalNamespace> {
  t: Translate<N>;
  /** The language this element shows: its `lang` attribute, else the page's language. */
  language: string;
  i18n: I18n;
}

type UntypedT = (key: string, options?: TOptions) => unknown;

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
export function usePortalTranslation<N extends PortalNamespace>(ns: N): PortalTranslation<N> {
  const elementLanguage = useContext(ElementLanguageContext);
  // useTranslation re-renders on language changes. No namespace: it would load the default one in
  // the page's language, which the element may not show (the element shell loads what it shows).
  const { i18n } = useTranslation([], { useSuspense: false });
  const pageLanguage = i18n.language;
  const language = elementLanguage ?? pageLanguage;
  const t = useMemo<Translate<N>>(() => {
    // The typed getFixedT knows only the core's `portal` namespace; element namespaces are added at runtime.
    const getFixedT = i18n.getFixedT.bind(i18n) as unknown as (lng: string, ns: string) => UntypedT;
    const fixed = getFixedT(language, ns);
    return (key, options) => String(fixed(key, options));
  }, [i18n, language, ns]);
  return { t, language, i18n };
}
