import de from '../../../locales/de/contact.json';
import en from '../../../locales/en/contact.json';
import nl from '../../../locales/nl/contact.json';
import zhHans from '../../../locales/zhHans/contact.json';
import type { NamespaceResources } from '../../ui/element/ui-namespace.ts';

/** The `contact` namespace: fields, message types and the upload texts spec §8 leaves to us. */
export const CONTACT_NAMESPACE: NamespaceResources = { name: 'contact', resources: { nl, en, de, zhHans } };

declare module '../../ui/element/use-portal-translation.ts' {
  interface PortalNamespaces {
    contact: typeof en;
  }
}
