import type en from '../../../locales/en/admin-memos.json';
import type { NamespaceResources } from '../../ui/element/ui-namespace.ts';

/** The `admin-memos` namespace: columns, memo types, form and texts of `<cp-admin-memos>`. */
export const ADMIN_MEMOS_NAMESPACE: NamespaceResources = {
  name: 'admin-memos',
  languages: {
    nl: () => import('../../../locales/nl/admin-memos.json'),
    en: () => import('../../../locales/en/admin-memos.json'),
    de: () => import('../../../locales/de/admin-memos.json'),
    zhHans: () => import('../../../locales/zhHans/admin-memos.json'),
  },
};

declare module '../../ui/element/use-portal-translation.ts' {
  interface PortalNamespaces {
    'admin-memos': typeof en;
  }
}
