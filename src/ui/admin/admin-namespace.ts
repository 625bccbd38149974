import de from '../../../locales/de/admin.json';
import en from '../../../locales/en/admin.json';
import nl from '../../../locales/nl/admin.json';
import zhHans from '../../../locales/zhHans/admin.json';
import type { NamespaceResources } from '../element/ui-namespace.ts';

/** The `admin` namespace: actions, login statuses and the admin failures of spec §8, shared by the `cp-admin-*` elements. */
export const ADMIN_NAMESPACE: NamespaceResources = { name: 'admin', resources: { nl, en, de, zhHans } };

/** The admin failures of spec §8 and the few more the admin screens have, as `failures.<subject>.<action>` keys. */
export type AdminFailureKey = {
  [S in keyof typeof en.failures]: `failures.${S & string}.${keyof (typeof en.failures)[S] & string}`;
}[keyof typeof en.failures];

declare module '../element/use-portal-translation.ts' {
  interface PortalNamespaces {
    admin: typeof en;
  }
}
