import type en from '../../../locales/en/contact.json';
import type { NamespaceResources } from '../../ui/element/ui-namespace.ts';

/** The `contact` namespace: fields, message types and the upload texts of docs/screens/contact.md#upload-errors. */
export const CONTACT_NAMESPACE: NamespaceResources = {
  name: 'contact',
  languages: {
    nl: () => import('../../../locales/nl/contact.json'),
    en: () => import('../../../locales/en/contact.json'),
    de: () => import('../../../locales/de/contact.json'),
    zhHans: () => import('../../../locales/zhHans/contact.json'),
  },
};

declare module '../../ui/element/use-portal-translation.ts' {
  interface PortalNamespaces {
    contact: typeof en;
  }
}
