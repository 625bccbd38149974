import de from '../../../locales/de/orders.json';
import en from '../../../locales/en/orders.json';
import nl from '../../../locales/nl/orders.json';
import zhHans from '../../../locales/zhHans/orders.json';
import type { NamespaceResources } from '../../ui/element/ui-namespace.ts';

/** The `orders` namespace: column titles, actions and texts of `<cp-orders>`. */
export const ORDERS_NAMESPACE: NamespaceResources = { name: 'orders', resources: { nl, en, de, zhHans } };

declare module '../../ui/element/use-portal-translation.ts' {
  interface PortalNamespaces {
    orders: typeof en;
  }
}
