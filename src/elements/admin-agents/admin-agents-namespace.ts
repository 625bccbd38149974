import type en from '../../../locales/en/admin-agents.json';
import type { NamespaceResources } from '../../ui/element/ui-namespace.ts';

/** The `admin-agents` namespace: columns, dialogs and messages of `<cp-admin-agents>`. */
export const ADMIN_AGENTS_NAMESPACE: NamespaceResources = {
  name: 'admin-agents',
  languages: {
    nl: () => import('../../../locales/nl/admin-agents.json'),
    en: () => import('../../../locales/en/admin-agents.json'),
    de: () => import('../../../locales/de/admin-agents.json'),
    zhHans: () => import('../../../locales/zhHans/admin-agents.json'),
  },
};

declare module '../../ui/element/use-portal-translation.ts' {
  interface PortalNamespaces {
    'admin-agents': typeof en;
  }
}
