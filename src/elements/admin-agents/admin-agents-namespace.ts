import de from '../../../locales/de/admin-agents.json';
import en from '../../../locales/en/admin-agents.json';
import nl from '../../../locales/nl/admin-agents.json';
import zhHans from '../../../locales/zhHans/admin-agents.json';
import type { NamespaceResources } from '../../ui/element/ui-namespace.ts';

/** The `admin-agents` namespace: columns, dialogs and messages of `<cp-admin-agents>`. */
export const ADMIN_AGENTS_NAMESPACE: NamespaceResources = {
  name: 'admin-agents',
  resources: { nl, en, de, zhHans },
};

declare module '../../ui/element/use-portal-translation.ts' {
  interface PortalNamespaces {
    'admin-agents': typeof en;
  }
}
