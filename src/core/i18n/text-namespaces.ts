// Texts are loaded per language and namespace, each locale file its own small chunk (`import()` of
// `locales/<lng>/<ns>.json`), so a page downloads only the language it shows. i18next's backend
// hook does the loading: `changeLanguage` loads the new language's texts first and switches after,
// and every namespace an element adds is loaded for each language the page (or an element's `lang`)
// shows. No fallback language is loaded: `npm run lint` (scripts/check-locales.mjs) fails when a
// language lacks a key of the English file, so every shipped language is complete.
import type { BackendModule, i18n as I18n } from 'i18next';
import type { SupportedLanguageCode } from './supported-languages.ts';

/** The texts of one locale file, as JSON. */
export type TextBundle = Record<string, unknown>;

/** One namespace's locale files: for each shipped language, its lazy import. */
export interface TextNamespace {
  name: string;
  languages: Record<SupportedLanguageCode, () => Promise<{ default: TextBundle }>>;
}

interface TextsBackendOptions {
  /** The namespaces the page's instance can load, by name (shared by every bundle on the page). */
  namespaces: Map<string, TextNamespace>;
}

function backendOptions(i18n: I18n): TextsBackendOptions {
  return i18n.options.backend as TextsBackendOptions;
}

/** The i18next backend reading `TextNamespace` imports; its options hold the known namespaces. */
export function textsBackend(): BackendModule<TextsBackendOptions> {
  let namespaces = new Map<string, TextNamespace>();
  return {
    type: 'backend',
    callbackApi: true,
    init(_services, options) {
      namespaces = options.namespaces;
    },
    read(language, namespace, callback) {
      const load = namespaces.get(namespace)?.languages[language as SupportedLanguageCode];
      // A namespace or language the page does not know (the host's bundled texts): nothing to load.
      if (!load) return callback(null, {});
      load().then(
        (bundle) => callback(null, bundle.default),
        (error: Error) => callback(error, null),
      );
    },
  };
}

/** The backend options of a new instance that knows `namespaces`. */
export function textsBackendOptions(namespaces: readonly TextNamespace[]): TextsBackendOptions {
  return { namespaces: new Map(namespaces.map((namespace) => [namespace.name, namespace])) };
}

/** Whether every one of `names` is loaded in `language`. */
export function textsLoaded(i18n: I18n, language: string, names: readonly string[]): boolean {
  return names.every((name) => i18n.hasResourceBundle(language, name));
}

/**
 * Makes `namespaces` known to the page's instance (once each; a namespace another bundle on the
 * page made known stays) and loads them in `language`. Resolves when loaded, or when loading failed
 * for good (the texts then show as keys: better than an element that never appears).
 */
export function loadTexts(i18n: I18n, language: string, namespaces: readonly TextNamespace[]): Promise<void> {
  const known = backendOptions(i18n).namespaces;
  for (const namespace of namespaces) if (!known.has(namespace.name)) known.set(namespace.name, namespace);
  const names = namespaces.map((namespace) => namespace.name);
  // Later language changes load them too (changeLanguage loads every namespace of options.ns).
  const ns = [i18n.options.ns ?? []].flat();
  for (const name of names) if (!ns.includes(name)) ns.push(name);
  i18n.options.ns = ns;
  if (textsLoaded(i18n, language, names)) return Promise.resolve();
  return new Promise((resolve) => {
    i18n.services.backendConnector.load([language], names, () => resolve());
  });
}
