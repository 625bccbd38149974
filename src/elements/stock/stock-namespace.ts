import type en from '../../../locales/en/stock.json';
import type { NamespaceResources } from '../../ui/element/ui-namespace.ts';

/** The `stock` namespace: column titles, hints and texts of `<cp-stock>`. */
export const STOCK_NAMESPACE: NamespaceResources = {
  name: 'stock',
  languages: {
    nl: () => import('../../../locales/nl/stock.json'),
    en: () => import('../../../locales/en/stock.json'),
    de: () => import('../../../locales/de/stock.json'),
    zhHans: () => import('../../../locales/zhHans/stock.json'),
  },
};

declare module '../../ui/element/use-portal-translation.ts' {
  interface PortalNamespaces {
    stock: typeof en;
  }
}
