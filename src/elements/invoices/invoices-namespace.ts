import de from '../../../locales/de/invoices.json';
import en from '../../../locales/en/invoices.json';
import nl from '../../../locales/nl/invoices.json';
import zhHans from '../../../locales/zhHans/invoices.json';
import type { NamespaceResources } from '../../ui/element/ui-namespace.ts';

/** The `invoices` namespace: column titles, actions and texts of `<cp-invoices>`. */
export const INVOICES_NAMESPACE: NamespaceResources = {
  name: 'invoices',
  resources: { nl, en, de, zhHans },
};

declare module '../../ui/element/use-portal-translation.ts' {
  interface PortalNamespaces {
    invoices: typeof en;
  }
}
