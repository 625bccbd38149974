import type en from '../../../locales/en/admin-clients.json';
import type { NamespaceResources } from '../../ui/element/ui-namespace.ts';

/** The `admin-clients` namespace: columns, dialogs and messages of `<cp-admin-clients>`. */
export const ADMIN_CLIENTS_NAMESPACE: NamespaceResources = {
  name: 'admin-clients',
  languages: {
    nl: () => import('../../../locales/nl/admin-clients.json'),
    en: () => import('../../../locales/en/admin-clients.json'),
    de: () => import('../../../locales/de/admin-clients.json'),
    zhHans: () => import('../../../locales/zhHans/admin-clients.json'),
  },
};

declare module '../../ui/element/use-portal-translation.ts' {
  interface PortalNamespaces {
    'admin-clients': typeof en;
  }
}
