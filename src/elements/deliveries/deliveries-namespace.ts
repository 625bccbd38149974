import de from '../../../locales/de/deliveries.json';
import en from '../../../locales/en/deliveries.json';
import nl from '../../../locales/nl/deliveries.json';
import zhHans from '../../../locales/zhHans/deliveries.json';
import type { NamespaceResources } from '../../ui/element/ui-namespace.ts';

/** The `deliveries` namespace: column titles, statuses, actions and texts of `<cp-deliveries>`. */
export const DELIVERIES_NAMESPACE: NamespaceResources = {
  name: 'deliveries',
  resources: { nl, en, de, zhHans },
};

declare module '../../ui/element/use-portal-translation.ts' {
  interface PortalNamespaces {
    deliveries: typeof en;
  }
}
