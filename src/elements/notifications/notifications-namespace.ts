import type en from '../../../locales/en/notifications.json';
import type { NamespaceResources } from '../../ui/element/ui-namespace.ts';

/** The `notifications` namespace: texts of `<cp-notifications>`. */
export const NOTIFICATIONS_NAMESPACE: NamespaceResources = {
  name: 'notifications',
  languages: {
    nl: () => import('../../../locales/nl/notifications.json'),
    en: () => import('../../../locales/en/notifications.json'),
    de: () => import('../../../locales/de/notifications.json'),
    zhHans: () => import('../../../locales/zhHans/notifications.json'),
  },
};

declare module '../../ui/element/use-portal-translation.ts' {
  interface PortalNamespaces {
    notifications: typeof en;
  }
}
