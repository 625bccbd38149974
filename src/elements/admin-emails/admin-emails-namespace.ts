import de from '../../../locales/de/admin-emails.json';
import en from '../../../locales/en/admin-emails.json';
import nl from '../../../locales/nl/admin-emails.json';
import zhHans from '../../../locales/zhHans/admin-emails.json';
import type { NamespaceResources } from '../../ui/element/ui-namespace.ts';

/** The `admin-emails` namespace: columns, statuses, the e-mail dialog and texts of `<cp-admin-emails>`. */
export const ADMIN_EMAILS_NAMESPACE: NamespaceResources = {
  name: 'admin-emails',
  resources: { nl, en, de, zhHans },
};

declare module '../../ui/element/use-portal-translation.ts' {
  interface PortalNamespaces {
    'admin-emails': typeof en;
  }
}
