import de from '../../../locales/de/price-list.json';
import en from '../../../locales/en/price-list.json';
import nl from '../../../locales/nl/price-list.json';
import zhHans from '../../../locales/zhHans/price-list.json';
import type { NamespaceResources } from '../../ui/element/ui-namespace.ts';

/** The `price-list` namespace: texts of `<cp-price-list>`. */
export const PRICE_LIST_NAMESPACE: NamespaceResources = {
  name: 'price-list',
  resources: { nl, en, de, zhHans },
};

declare module '../../ui/element/use-portal-translation.ts' {
  interface PortalNamespaces {
    'price-list': typeof en;
  }
}
