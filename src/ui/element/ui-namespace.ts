import type { TextNamespace } from '../../core/i18n/text-namespaces.ts';

/** One namespace's translations, each language its own lazily loaded chunk (see core/i18n/text-namespaces.ts). */
export type NamespaceResources = TextNamespace;

/** The UI kit's own strings (`locales/<lng>/ui.json`). */
export const UI_NAMESPACE: NamespaceResources = {
  name: 'ui',
  languages: {
    nl: () => import('../../../locales/nl/ui.json'),
    en: () => import('../../../locales/en/ui.json'),
    de: () => import('../../../locales/de/ui.json'),
    zhHans: () => import('../../../locales/zhHans/ui.json'),
  },
};
