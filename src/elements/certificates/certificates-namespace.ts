import de from '../../../locales/de/certificates.json';
import en from '../../../locales/en/certificates.json';
import nl from '../../../locales/nl/certificates.json';
import zhHans from '../../../locales/zhHans/certificates.json';
import type { NamespaceResources } from '../../ui/element/ui-namespace.ts';

/** The `certificates` namespace: texts of `<cp-certificates>`. */
export const CERTIFICATES_NAMESPACE: NamespaceResources = {
  name: 'certificates',
  resources: { nl, en, de, zhHans },
};

declare module '../../ui/element/use-portal-translation.ts' {
  interface PortalNamespaces {
    certificates: typeof en;
  }
}
