import type en from '../../../locales/en/certificates.json';
import type { NamespaceResources } from '../../ui/element/ui-namespace.ts';

/** The `certificates` namespace: texts of `<cp-certificates>`. */
export const CERTIFICATES_NAMESPACE: NamespaceResources = {
  name: 'certificates',
  languages: {
    nl: () => import('../../../locales/nl/certificates.json'),
    en: () => import('../../../locales/en/certificates.json'),
    de: () => import('../../../locales/de/certificates.json'),
    zhHans: () => import('../../../locales/zhHans/certificates.json'),
  },
};

declare module '../../ui/element/use-portal-translation.ts' {
  interface PortalNamespaces {
    certificates: typeof en;
  }
}
