import de from '../../../locales/de/stock.json';
import en from '../../../locales/en/stock.json';
import nl from '../../../locales/nl/stock.json';
import zhHans from '../../../locales/zhHans/stock.json';
import type { NamespaceResources } from '../../ui/element/ui-namespace.ts';

/** The `stock` namespace: column titles, hints and texts of `<cp-stock>`. */
export const STOCK_NAMESPACE: NamespaceResources = {
  name: 'stock',
  resources: { nl, en, de, zhHans },
};

declare module '../../ui/element/use-portal-translation.ts' {
  interface PortalNamespaces {
    stock: typeof en;
  }
}
