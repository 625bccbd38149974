import type { QueryClient } from '@tanstack/query-core';
import { getProfile } from '../api/browser-contract/account.ts';
import { getLanguages, type Language, updateLanguage } from '../api/browser-contract/language.ts';
import type { ApiClient } from '../api/client/api-client.ts';
import type { TokenStore } from '../auth/token-store.ts';
import { findLanguage, shouldTellServer, toSupportedLanguage } from '../i18n/supported-languages.ts';
import type { PreferencesStore } from './preferences-store.ts';

/** What the language follows: the page's tokens, preferences, API and query cache. */
export interface AccountLanguageDeps {
  tokens: TokenStore;
  preferences: PreferencesStore;
  api: ApiClient;
  queryClient: QueryClient;
}

// The keys the host and the elements use for the same answers: one request per page, whoever asks.
const PROFILE_KEY = ['account', 'profile'];
const LANGUAGES_KEY = ['language', 'languages'];

/** The interface language of a server languageId (through the server's list), or null. */
export function languageOfId(languages: readonly Language[], languageId: number | null): string | null {
  if (languageId === null) return null;
  return toSupportedLanguage(languages.find((language) => language.languageId === languageId)?.code);
}

/**
 * The account's language follows the user from browser to browser (docs/screens/shell.md#languages):
 * at every sign-in the account's stored language becomes the interface language. A language chosen
 * on this page while signed out (the login page's switch) is the user's latest word instead: it is
 * stored for the account. A failure leaves the interface as it is. Returns the unsubscribe.
 */
export function followAccountLanguage({
  tokens,
  preferences,
  api,
  queryClient,
}: AccountLanguageDeps): () => void {
  let signedIn = tokens.isLoggedIn();
  let language = preferences.get().languageCode;
  let chosenWhileSignedOut: string | null = null;
  let stopped = false;

  const stopPreferences = preferences.subscribe(({ languageCode }) => {
    if (languageCode === language) return;
    language = languageCode;
    if (!tokens.isLoggedIn()) chosenWhileSignedOut = languageCode;
  });

  const onSignIn = async () => {
    const chosen = chosenWhileSignedOut;
    chosenWhileSignedOut = null;
    const [profile, languages] = await Promise.all([
      queryClient.fetchQuery({
        queryKey: PROFILE_KEY,
        queryFn: ({ signal }) => api.call(getProfile, { signal }),
        // Never an answer cached for whoever was signed in before.
        staleTime: 0,
      }),
      queryClient.fetchQuery({
        queryKey: LANGUAGES_KEY,
        queryFn: ({ signal }) => api.call(getLanguages, { signal }),
        staleTime: Number.POSITIVE_INFINITY,
      }),
    ]);
    if (stopped || !tokens.isLoggedIn()) return;
    const stored = languageOfId(languages, profile.preferredLanguageId);
    if (chosen && chosen !== stored) {
      const server = findLanguage(languages, chosen);
      if (server && shouldTellServer(languages, chosen))
        await api.call(updateLanguage, { body: { languageId: server.languageId } });
    } else if (stored && stored !== preferences.get().languageCode) {
      preferences.set({ languageCode: stored });
    }
  };

  const stopTokens = tokens.subscribe(() => {
    const now = tokens.isLoggedIn();
    if (now && !signedIn) onSignIn().catch(() => {});
    signedIn = now;
  });

  return () => {
    stopped = true;
    stopPreferences();
    stopTokens();
  };
}
