import type en from '../../../locales/en/invoices.json';
import type { NamespaceResources } from '../../ui/element/ui-namespace.ts';

/** The `invoices` namespace: column titles, actions and texts of `<cp-invoices>`. */
export const INVOICES_NAMESPACE: NamespaceResources = {
  name: 'invoices',
  languages: {
    nl: () => import('../../../locales/nl/invoices.json'),
    en: () => import('../../../locales/en/invoices.json'),
    de: () => import('../../../locales/de/invoices.json'),
    zhHans: () => import('../../../locales/zhHans/invoices.json'),
  },
};

declare module '../../ui/element/use-portal-translation.ts' {
  interface PortalNamespaces {
    invoices: typeof en;
  }
}
