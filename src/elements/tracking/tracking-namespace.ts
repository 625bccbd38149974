import type en from '../../../locales/en/tracking.json';
import type { NamespaceResources } from '../../ui/element/ui-namespace.ts';

/** The `tracking` namespace: texts of `<cp-tracking>`. */
export const TRACKING_NAMESPACE: NamespaceResources = {
  name: 'tracking',
  languages: {
    nl: () => import('../../../locales/nl/tracking.json'),
    en: () => import('../../../locales/en/tracking.json'),
    de: () => import('../../../locales/de/tracking.json'),
    zhHans: () => import('../../../locales/zhHans/tracking.json'),
  },
};

declare module '../../ui/element/use-portal-translation.ts' {
  interface PortalNamespaces {
    tracking: typeof en;
  }
}
