import de from '../../../locales/de/settings.json';
import en from '../../../locales/en/settings.json';
import nl from '../../../locales/nl/settings.json';
import zhHans from '../../../locales/zhHans/settings.json';
import type { NamespaceResources } from '../../ui/element/ui-namespace.ts';

/** The `settings` namespace: texts of `<cp-settings>`. */
export const SETTINGS_NAMESPACE: NamespaceResources = {
  name: 'settings',
  resources: { nl, en, de, zhHans },
};

declare module '../../ui/element/use-portal-translation.ts' {
  interface PortalNamespaces {
    settings: typeof en;
  }
}
