import type en from '../../../locales/en/admin-integrations.json';
import type { NamespaceResources } from '../../ui/element/ui-namespace.ts';

/** The `admin-integrations` namespace: columns, scopes, the key dialogs and the calls of `<cp-admin-integrations>`. */
export const ADMIN_INTEGRATIONS_NAMESPACE: NamespaceResources = {
  name: 'admin-integrations',
  languages: {
    nl: () => import('../../../locales/nl/admin-integrations.json'),
    en: () => import('../../../locales/en/admin-integrations.json'),
    de: () => import('../../../locales/de/admin-integrations.json'),
    zhHans: () => import('../../../locales/zhHans/admin-integrations.json'),
  },
};

declare module '../../ui/element/use-portal-translation.ts' {
  interface PortalNamespaces {
    'admin-integrations': typeof en;
  }
}
