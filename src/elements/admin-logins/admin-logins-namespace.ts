import type en from '../../../locales/en/admin-logins.json';
import type { NamespaceResources } from '../../ui/element/ui-namespace.ts';

/** The `admin-logins` namespace: columns, dialogs, confirmations and messages of `<cp-admin-logins>`. */
export const ADMIN_LOGINS_NAMESPACE: NamespaceResources = {
  name: 'admin-logins',
  languages: {
    nl: () => import('../../../locales/nl/admin-logins.json'),
    en: () => import('../../../locales/en/admin-logins.json'),
    de: () => import('../../../locales/de/admin-logins.json'),
    zhHans: () => import('../../../locales/zhHans/admin-logins.json'),
  },
};

declare module '../../ui/element/use-portal-translation.ts' {
  interface PortalNamespaces {
    'admin-logins': typeof en;
  }
}
