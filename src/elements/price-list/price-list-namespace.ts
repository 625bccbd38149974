import type en from '../../../locales/en/price-list.json';
import type { NamespaceResources } from '../../ui/element/ui-namespace.ts';

/** The `price-list` namespace: texts of `<cp-price-list>`. */
export const PRICE_LIST_NAMESPACE: NamespaceResources = {
  name: 'price-list',
  languages: {
    nl: () => import('../../../locales/nl/price-list.json'),
    en: () => import('../../../locales/en/price-list.json'),
    de: () => import('../../../locales/de/price-list.json'),
    zhHans: () => import('../../../locales/zhHans/price-list.json'),
  },
};

declare module '../../ui/element/use-portal-translation.ts' {
  interface PortalNamespaces {
    'price-list': typeof en;
  }
}
