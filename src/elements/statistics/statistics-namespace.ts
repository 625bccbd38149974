import de from '../../../locales/de/statistics.json';
import en from '../../../locales/en/statistics.json';
import nl from '../../../locales/nl/statistics.json';
import zhHans from '../../../locales/zhHans/statistics.json';
import type { NamespaceResources } from '../../ui/element/ui-namespace.ts';

/** The `statistics` namespace: column titles, chart and texts of `<cp-statistics>`. */
export const STATISTICS_NAMESPACE: NamespaceResources = {
  name: 'statistics',
  resources: { nl, en, de, zhHans },
};

declare module '../../ui/element/use-portal-translation.ts' {
  interface PortalNamespaces {
    statistics: typeof en;
  }
}
