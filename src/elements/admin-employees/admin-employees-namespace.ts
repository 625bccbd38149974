import de from '../../../locales/de/admin-employees.json';
import en from '../../../locales/en/admin-employees.json';
import nl from '../../../locales/nl/admin-employees.json';
import zhHans from '../../../locales/zhHans/admin-employees.json';
import type { NamespaceResources } from '../../ui/element/ui-namespace.ts';

/** The `admin-employees` namespace: columns, dialogs, confirmations and messages of `<cp-admin-employees>`. */
export const ADMIN_EMPLOYEES_NAMESPACE: NamespaceResources = {
  name: 'admin-employees',
  resources: { nl, en, de, zhHans },
};

declare module '../../ui/element/use-portal-translation.ts' {
  interface PortalNamespaces {
    'admin-employees': typeof en;
  }
}
