import type en from '../../../locales/en/deliveries.json';
import type { NamespaceResources } from '../../ui/element/ui-namespace.ts';

/** The `deliveries` namespace: column titles, statuses, actions and texts of `<cp-deliveries>`. */
export const DELIVERIES_NAMESPACE: NamespaceResources = {
  name: 'deliveries',
  languages: {
    nl: () => import('../../../locales/nl/deliveries.json'),
    en: () => import('../../../locales/en/deliveries.json'),
    de: () => import('../../../locales/de/deliveries.json'),
    zhHans: () => import('../../../locales/zhHans/deliveries.json'),
  },
};

declare module '../../ui/element/use-portal-translation.ts' {
  interface PortalNamespaces {
    deliveries: typeof en;
  }
}
