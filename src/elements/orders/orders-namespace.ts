import type en from '../../../locales/en/orders.json';
import type { NamespaceResources } from '../../ui/element/ui-namespace.ts';

/** The `orders` namespace: column titles, actions and texts of `<cp-orders>`. */
export const ORDERS_NAMESPACE: NamespaceResources = {
  name: 'orders',
  languages: {
    nl: () => import('../../../locales/nl/orders.json'),
    en: () => import('../../../locales/en/orders.json'),
    de: () => import('../../../locales/de/orders.json'),
    zhHans: () => import('../../../locales/zhHans/orders.json'),
  },
};

declare module '../../ui/element/use-portal-translation.ts' {
  interface PortalNamespaces {
    orders: typeof en;
  }
}
