import type en from '../../../locales/en/dashboard.json';
import type { NamespaceResources } from '../../ui/element/ui-namespace.ts';

/** The `dashboard` namespace: card titles, column heads and statuses of `<cp-dashboard>`. */
export const DASHBOARD_NAMESPACE: NamespaceResources = {
  name: 'dashboard',
  languages: {
    nl: () => import('../../../locales/nl/dashboard.json'),
    en: () => import('../../../locales/en/dashboard.json'),
    de: () => import('../../../locales/de/dashboard.json'),
    zhHans: () => import('../../../locales/zhHans/dashboard.json'),
  },
};

declare module '../../ui/element/use-portal-translation.ts' {
  interface PortalNamespaces {
    dashboard: typeof en;
  }
}
