/** The interface languages the portal ships (docs/contract.md#languages). */
export type SupportedLanguageCode = 'nl' | 'en' | 'de' | 'zhHans';

export interface SupportedLanguage {
  /** Code of the locale files and of i18next. */
  code: SupportedLanguageCode;
  /** Code the server uses for this language. */
  serverCode: string;
  /** Name of the language in itself, as shown in the language switch. */
  label: string;
}

export const SUPPORTED_LANGUAGES: readonly SupportedLanguage[] = Object.freeze([
  { code: 'nl', serverCode: 'nl-NL', label: 'Nederlands' },
  { code: 'en', serverCode: 'en-NL', label: 'English' },
  { code: 'de', serverCode: 'de-DE', label: 'Deutsch' },
  { code: 'zhHans', serverCode: 'zh', label: '中文' },
]);

export const DEFAULT_LANGUAGE: SupportedLanguageCode = 'nl';
export const FALLBACK_LANGUAGE: SupportedLanguageCode = 'en';

/** A language as the server lists it (GET /Language/GetLanguages). */
export interface ServerLanguage {
  code: string;
  languageId?: number | null;
}

/**
 * Finds the server language for a short code (docs/screens/shell.md#languages): zhHans and zhHant map to zh, then the
 * first language whose code equals it or starts with it wins; an empty list or no match is null.
 */
export function findLanguage<T extends ServerLanguage>(
  languages: readonly T[] | null | undefined,
  code: string,
): T | null {
  if (!languages || languages.length === 0 || !code) return null;
  const short = code === 'zhHans' || code === 'zhHant' ? 'zh' : code;
  return languages.find((language) => language.code === short || language.code.startsWith(short)) ?? null;
}

/** Whether a language change is sent to the server: only when a language with a languageId matches. */
export function shouldTellServer(
  languages: readonly ServerLanguage[] | null | undefined,
  code: string,
): boolean {
  const language = findLanguage(languages, code);
  return language?.languageId !== undefined && language.languageId !== null;
}

/** Maps any code (`en-GB`, `zh`, `de-DE`, `zhHans`) to a shipped language, or null. */
export function toSupportedLanguage(code: string | null | undefined): SupportedLanguageCode | null {
  if (!code) return null;
  const lower = code.trim().toLowerCase();
  if (lower.startsWith('zh')) return 'zhHans';
  const match = SUPPORTED_LANGUAGES.find(
    (language) => lower === language.code || lower.startsWith(`${language.code}-`),
  );
  return match?.code ?? null;
}

/**
 * The language before the user chose one (docs/screens/shell.md#languages): en when the page's `<html lang>` starts with
 * en, otherwise nl.
 */
export function defaultLanguage(pageLanguage: string | null | undefined = htmlLang()): SupportedLanguageCode {
  return pageLanguage?.trim().toLowerCase().startsWith('en') ? 'en' : DEFAULT_LANGUAGE;
}

function htmlLang(): string | null {
  return typeof document === 'undefined' ? null : document.documentElement.lang;
}

const DATE_LOCALES: Record<SupportedLanguageCode, string> = {
  nl: 'nl-NL',
  en: 'en-US',
  de: 'de-DE',
  zhHans: 'zh-CN',
};

/** The Intl locale for dates and numbers of an interface language (docs/screens/shell.md#languages); nl-NL when unknown. */
export function dateLocaleFor(language: string): string {
  return DATE_LOCALES[toSupportedLanguage(language) ?? DEFAULT_LANGUAGE];
}
