import { useLayoutEffect } from 'react';
import { toSupportedLanguage } from '../../../core/i18n/supported-languages.ts';
import { hostRuntime } from '../../runtime/host-runtime.ts';

/**
 * Applies the language a link names (`/auth/token/<token>/de`) as the page opens, before its call:
 * the page, its answers and the account signed in after it speak the link's language. It is the
 * user's latest word, so a sign-in then stores it for the account instead of applying the stored one.
 */
export function useLinkLanguage(languageCode: string | null | undefined): void {
  const language = toSupportedLanguage(languageCode ?? undefined);
  useLayoutEffect(() => {
    if (!language) return;
    const runtime = hostRuntime();
    if (runtime.preferences.get().languageCode !== language)
      runtime.preferences.set({ languageCode: language });
    if (runtime.i18n.language !== language) void runtime.i18n.changeLanguage(language);
  }, [language]);
}
