import type en from '../../../locales/en/statistics.json';
import type { NamespaceResources } from '../../ui/element/ui-namespace.ts';

/** The `statistics` namespace: column titles, chart and texts of `<cp-statistics>`. */
export const STATISTICS_NAMESPACE: NamespaceResources = {
  name: 'statistics',
  languages: {
    nl: () => import('../../../locales/nl/statistics.json'),
    en: () => import('../../../locales/en/statistics.json'),
    de: () => import('../../../locales/de/statistics.json'),
    zhHans: () => import('../../../locales/zhHans/statistics.json'),
  },
};

declare module '../../ui/element/use-portal-translation.ts' {
  interface PortalNamespaces {
    statistics: typeof en;
  }
}
