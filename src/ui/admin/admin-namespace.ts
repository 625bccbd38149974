import type en from '../../../locales/en/admin.json';
import type { NamespaceResources } from '../element/ui-namespace.ts';

/** The `admin` namespace: actions, login statuses and the admin failures (docs/screens/administration.md#failures), shared by the `cp-admin-*` elements. */
export const ADMIN_NAMESPACE: NamespaceResources = {
  name: 'admin',
  languages: {
    nl: () => import('../../../locales/nl/admin.json'),
    en: () => import('../../../locales/en/admin.json'),
    de: () => import('../../../locales/de/admin.json'),
    zhHans: () => import('../../../locales/zhHans/admin.json'),
  },
};

/** The admin failures (docs/screens/administration.md#failures) and the few more the admin screens have, as `failures.<subject>.<action>` keys. */
export type AdminFailureKey = {
  [S in keyof typeof en.failures]: `failures.${S & string}.${keyof (typeof en.failures)[S] & string}`;
}[keyof typeof en.failures];

declare module '../element/use-portal-translation.ts' {
  interface PortalNamespaces {
    admin: typeof en;
  }
}
