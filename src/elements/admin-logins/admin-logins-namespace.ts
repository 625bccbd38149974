import de from '../../../locales/de/admin-logins.json';
import en from '../../../locales/en/admin-logins.json';
import nl from '../../../locales/nl/admin-logins.json';
import zhHans from '../../../locales/zhHans/admin-logins.json';
import type { NamespaceResources } from '../../ui/element/ui-namespace.ts';

/** The `admin-logins` namespace: columns, dialogs, confirmations and messages of `<cp-admin-logins>`. */
export const ADMIN_LOGINS_NAMESPACE: NamespaceResources = {
  name: 'admin-logins',
  resources: { nl, en, de, zhHans },
};

declare module '../../ui/element/use-portal-translation.ts' {
  interface PortalNamespaces {
    'admin-logins': typeof en;
  }
}
