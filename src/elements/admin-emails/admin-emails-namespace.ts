import type en from '../../../locales/en/admin-emails.json';
import type { NamespaceResources } from '../../ui/element/ui-namespace.ts';

/** The `admin-emails` namespace: columns, statuses, the e-mail dialog and texts of `<cp-admin-emails>`. */
export const ADMIN_EMAILS_NAMESPACE: NamespaceResources = {
  name: 'admin-emails',
  languages: {
    nl: () => import('../../../locales/nl/admin-emails.json'),
    en: () => import('../../../locales/en/admin-emails.json'),
    de: () => import('../../../locales/de/admin-emails.json'),
    zhHans: () => import('../../../locales/zhHans/admin-emails.json'),
  },
};

declare module '../../ui/element/use-portal-translation.ts' {
  interface PortalNamespaces {
    'admin-emails': typeof en;
  }
}
