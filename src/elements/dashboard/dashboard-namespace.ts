import de from '../../../locales/de/dashboard.json';
import en from '../../../locales/en/dashboard.json';
import nl from '../../../locales/nl/dashboard.json';
import zhHans from '../../../locales/zhHans/dashboard.json';
import type { NamespaceResources } from '../../ui/element/ui-namespace.ts';

/** The `dashboard` namespace: card titles, column heads and statuses of `<cp-dashboard>`. */
export const DASHBOARD_NAMESPACE: NamespaceResources = {
  name: 'dashboard',
  resources: { nl, en, de, zhHans },
};

declare module '../../ui/element/use-portal-translation.ts' {
  interface PortalNamespaces {
    dashboard: typeof en;
  }
}
