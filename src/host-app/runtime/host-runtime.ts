import de from '../../../locales/de/host.json';
import en from '../../../locales/en/host.json';
import nl from '../../../locales/nl/host.json';
import zhHans from '../../../locales/zhHans/host.json';
import type { PortalRuntime } from '../../core/runtime/create-portal-runtime.ts';
import { getPortalRuntime } from '../../core/runtime/portal-runtime.ts';

/** The namespace of the host's own texts (`locales/<lng>/host.json`). */
export const HOST_NAMESPACE = 'host';

const HOST_RESOURCES = { nl, en, de, zhHans } as const;

let bundlesAdded = false;

/** The page's runtime with the host's texts added to its one i18n instance. */
export function hostRuntime(): PortalRuntime {
  const runtime = getPortalRuntime();
  if (!bundlesAdded) {
    for (const [language, resources] of Object.entries(HOST_RESOURCES)) {
      runtime.i18n.addResourceBundle(language, HOST_NAMESPACE, resources, true, false);
    }
    bundlesAdded = true;
  }
  return runtime;
}
