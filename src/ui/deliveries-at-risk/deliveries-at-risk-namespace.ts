import type en from '../../../locales/en/deliveries-at-risk.json';
import type { NamespaceResources } from '../element/ui-namespace.ts';

/** The `deliveries-at-risk` namespace: `<cp-deliveries-at-risk>` and the dashboard's "At risk" block. */
export const DELIVERIES_AT_RISK_NAMESPACE: NamespaceResources = {
  name: 'deliveries-at-risk',
  languages: {
    nl: () => import('../../../locales/nl/deliveries-at-risk.json'),
    en: () => import('../../../locales/en/deliveries-at-risk.json'),
    de: () => import('../../../locales/de/deliveries-at-risk.json'),
    zhHans: () => import('../../../locales/zhHans/deliveries-at-risk.json'),
  },
};

declare module '../element/use-portal-translation.ts' {
  interface PortalNamespaces {
    'deliveries-at-risk': typeof en;
  }
}
