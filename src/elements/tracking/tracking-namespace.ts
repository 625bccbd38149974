import de from '../../../locales/de/tracking.json';
import en from '../../../locales/en/tracking.json';
import nl from '../../../locales/nl/tracking.json';
import zhHans from '../../../locales/zhHans/tracking.json';
import type { NamespaceResources } from '../../ui/element/ui-namespace.ts';

/** The `tracking` namespace: texts of `<cp-tracking>`. */
export const TRACKING_NAMESPACE: NamespaceResources = { name: 'tracking', resources: { nl, en, de, zhHans } };

declare module '../../ui/element/use-portal-translation.ts' {
  interface PortalNamespaces {
    tracking: typeof en;
  }
}
