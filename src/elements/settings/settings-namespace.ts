import type en from '../../../locales/en/settings.json';
import type { NamespaceResources } from '../../ui/element/ui-namespace.ts';

/** The `settings` namespace: texts of `<cp-settings>`. */
export const SETTINGS_NAMESPACE: NamespaceResources = {
  name: 'settings',
  languages: {
    nl: () => import('../../../locales/nl/settings.json'),
    en: () => import('../../../locales/en/settings.json'),
    de: () => import('../../../locales/de/settings.json'),
    zhHans: () => import('../../../locales/zhHans/settings.json'),
  },
};

declare module '../../ui/element/use-portal-translation.ts' {
  interface PortalNamespaces {
    settings: typeof en;
  }
}
