import de from '../../../locales/de/admin-clients.json';
import en from '../../../locales/en/admin-clients.json';
import nl from '../../../locales/nl/admin-clients.json';
import zhHans from '../../../locales/zhHans/admin-clients.json';
import type { NamespaceResources } from '../../ui/element/ui-namespace.ts';

/** The `admin-clients` namespace: columns, dialogs and messages of `<cp-admin-clients>`. */
export const ADMIN_CLIENTS_NAMESPACE: NamespaceResources = {
  name: 'admin-clients',
  resources: { nl, en, de, zhHans },
};

declare module '../../ui/element/use-portal-translation.ts' {
  interface PortalNamespaces {
    'admin-clients': typeof en;
  }
}
