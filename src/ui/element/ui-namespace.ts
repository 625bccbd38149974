import type { i18n as I18n } from 'i18next';
import de from '../../../locales/de/ui.json';
import en from '../../../locales/en/ui.json';
import nl from '../../../locales/nl/ui.json';
import zhHans from '../../../locales/zhHans/ui.json';

/** The translations of one namespace in the four shipped languages. */
export interface NamespaceResources {
  name: string;
  resources: Record<'nl' | 'en' | 'de' | 'zhHans', Record<string, unknown>>;
}

/** The UI kit's own strings (`locales/<lng>/ui.json`). */
export const UI_NAMESPACE: NamespaceResources = { name: 'ui', resources: { nl, en, de, zhHans } };

const added = new WeakMap<I18n, Set<string>>();

/** Adds namespaces to the page's one i18n instance once each, so a page carries only its elements' strings. */
export function addNamespaces(i18n: I18n, namespaces: readonly NamespaceResources[]): void {
  let names = added.get(i18n);
  if (!names) {
    names = new Set();
    added.set(i18n, names);
  }
  for (const { name, resources } of namespaces) {
    if (names.has(name)) continue;
    for (const [language, bundle] of Object.entries(resources)) {
      // deep: true, overwrite: false — a host that registered newer texts keeps them.
      i18n.addResourceBundle(language, name, bundle, true, false);
    }
    names.add(name);
  }
}
