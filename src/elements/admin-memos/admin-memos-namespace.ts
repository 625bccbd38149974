import de from '../../../locales/de/admin-memos.json';
import en from '../../../locales/en/admin-memos.json';
import nl from '../../../locales/nl/admin-memos.json';
import zhHans from '../../../locales/zhHans/admin-memos.json';
import type { NamespaceResources } from '../../ui/element/ui-namespace.ts';

/** The `admin-memos` namespace: columns, memo types, form and texts of `<cp-admin-memos>`. */
export const ADMIN_MEMOS_NAMESPACE: NamespaceResources = {
  name: 'admin-memos',
  resources: { nl, en, de, zhHans },
};

declare module '../../ui/element/use-portal-translation.ts' {
  interface PortalNamespaces {
    'admin-memos': typeof en;
  }
}
