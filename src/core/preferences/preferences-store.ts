import { defaultLanguage } from '../i18n/supported-languages.ts';
import type { KeyValueStorage } from '../storage/key-value-storage.ts';
import type { Client } from './client-selection.ts';

export type Theme = 'lightTheme' | 'dark';

/** A language as the server lists it; languageId is what UpdateLanguage takes. */
export interface PreferenceLanguage {
  code: string;
  languageId: number | null;
}

/** Client-side preferences (docs/screens/shell.md#preferences), persisted under the storage's customer prefix. */
export interface Preferences {
  /** Interface language. Default: from the page's `<html lang>` (en or nl). */
  languageCode: string;
  /** Colour theme. Default 'lightTheme'. */
  theme: Theme;
  /** Whether the side drawer is open. Default true. */
  showDrawer: boolean;
  /** The server's languages. Default []. */
  languages: PreferenceLanguage[];
  /** Version sent in the app-version header; always the running app's. */
  appVersion: string;
  /** Client an agent acts for; 0 for non-agents, null for none. Default null. */
  selectedClientId: number | null;
  selectedClient: Client | null;
}

export const PREFERENCES_KEY = 'preferences';
export const APP_VERSION = '1.0.0';

function defaults(languageCode: string): Preferences {
  return {
    languageCode,
    theme: 'lightTheme',
    showDrawer: true,
    languages: [],
    appVersion: APP_VERSION,
    selectedClientId: null,
    selectedClient: null,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readLanguages(value: unknown): PreferenceLanguage[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value
    .filter((item): item is Record<string, unknown> => isRecord(item) && typeof item.code === 'string')
    .map((item) => ({
      code: item.code as string,
      languageId: typeof item.languageId === 'number' ? item.languageId : null,
    }));
}

function readClient(value: unknown): Client | null {
  if (!isRecord(value) || typeof value.clientId !== 'number' || typeof value.displayName !== 'string')
    return null;
  return { clientId: value.clientId, displayName: value.displayName };
}

/** Reads stored preferences field by field: a bad or missing field takes its default. */
function parse(raw: string | null, fallback: Preferences): Preferences {
  let stored: unknown;
  try {
    stored = raw ? JSON.parse(raw) : null;
  } catch {
    stored = null;
  }
  if (!isRecord(stored)) return fallback;
  return {
    languageCode:
      typeof stored.languageCode === 'string' && stored.languageCode
        ? stored.languageCode
        : fallback.languageCode,
    theme: stored.theme === 'dark' || stored.theme === 'lightTheme' ? stored.theme : fallback.theme,
    showDrawer: typeof stored.showDrawer === 'boolean' ? stored.showDrawer : fallback.showDrawer,
    languages: readLanguages(stored.languages) ?? fallback.languages,
    appVersion: APP_VERSION,
    selectedClientId:
      typeof stored.selectedClientId === 'number' && Number.isSafeInteger(stored.selectedClientId)
        ? stored.selectedClientId
        : null,
    selectedClient: readClient(stored.selectedClient),
  };
}

export interface PreferencesStoreOptions {
  /** Language before the user chose one. Default: defaultLanguage() (docs/screens/shell.md#languages). */
  defaultLanguageCode?: string;
}

/**
 * The page's preferences: one snapshot object per change (safe for useSyncExternalStore), saved
 * as JSON on every set, and reloaded when another tab changes them.
 */
export class PreferencesStore {
  readonly #storage: KeyValueStorage;
  readonly #defaults: Preferences;
  readonly #listeners = new Set<(preferences: Preferences) => void>();
  #snapshot: Preferences;
  #serialized: string;
  #unsubscribeStorage: (() => void) | null = null;

  constructor(storage: KeyValueStorage, options: PreferencesStoreOptions = {}) {
    this.#storage = storage;
    this.#defaults = defaults(options.defaultLanguageCode ?? defaultLanguage());
    this.#snapshot = parse(storage.getItem(PREFERENCES_KEY), this.#defaults);
    this.#serialized = JSON.stringify(this.#snapshot);
  }

  /** The current preferences; the same object until something changes. */
  get(): Preferences {
    // Without a subscription nobody hears about other tabs' changes, so read them here.
    if (!this.#unsubscribeStorage)
      this.#update(parse(this.#storage.getItem(PREFERENCES_KEY), this.#defaults));
    return this.#snapshot;
  }

  /** Changes some preferences, saves them and tells subscribers. */
  set(patch: Partial<Preferences>): void {
    const next = parse(JSON.stringify({ ...this.#snapshot, ...patch }), this.#defaults);
    if (!this.#update(next)) return;
    this.#storage.setItem(PREFERENCES_KEY, this.#serialized);
  }

  /** Switches between the light and the dark theme (docs/screens/shell.md#theme). */
  toggleTheme(): void {
    this.set({ theme: this.#snapshot.theme === 'dark' ? 'lightTheme' : 'dark' });
  }

  /** Calls `listener` with the new preferences after every change. Returns an unsubscribe. */
  subscribe(listener: (preferences: Preferences) => void): () => void {
    this.#listeners.add(listener);
    this.#unsubscribeStorage ??= this.#storage.subscribe((key) => {
      if (key === null || key === PREFERENCES_KEY) {
        this.#update(parse(this.#storage.getItem(PREFERENCES_KEY), this.#defaults));
      }
    });
    return () => {
      this.#listeners.delete(listener);
      if (this.#listeners.size === 0) {
        this.#unsubscribeStorage?.();
        this.#unsubscribeStorage = null;
      }
    };
  }

  /** Replaces the snapshot when the content differs; true when it did. */
  #update(next: Preferences): boolean {
    const serialized = JSON.stringify(next);
    if (serialized === this.#serialized) return false;
    this.#snapshot = next;
    this.#serialized = serialized;
    for (const listener of [...this.#listeners]) listener(next);
    return true;
  }
}
