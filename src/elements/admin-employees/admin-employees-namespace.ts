import type en from '../../../locales/en/admin-employees.json';
import type { NamespaceResources } from '../../ui/element/ui-namespace.ts';

/** The `admin-employees` namespace: columns, dialogs, confirmations and messages of `<cp-admin-employees>`. */
export const ADMIN_EMPLOYEES_NAMESPACE: NamespaceResources = {
  name: 'admin-employees',
  languages: {
    nl: () => import('../../../locales/nl/admin-employees.json'),
    en: () => import('../../../locales/en/admin-employees.json'),
    de: () => import('../../../locales/de/admin-employees.json'),
    zhHans: () => import('../../../locales/zhHans/admin-employees.json'),
  },
};

declare module '../../ui/element/use-portal-translation.ts' {
  interface PortalNamespaces {
    'admin-employees': typeof en;
  }
}
