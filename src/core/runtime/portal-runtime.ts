import { configuredOptions, onConfigure, resetConfiguredOptionsForTests } from '../config/page-options.ts';
import { type PortalConfig, readPortalConfigFromMeta, resolvePortalConfig } from '../config/portal-config.ts';
import { createPortalRuntime, type PortalRuntime } from './create-portal-runtime.ts';
import { noteSources, type OptionSource, offerOptions } from './offer-options.ts';

// Symbol.for, not a module variable: two bundles on one page (say <cp-orders> and <cp-tracking>
// loaded separately) each have their own module copy, but share this global registry key.
const RUNTIME_KEY = Symbol.for('paperfield.customer-portal.runtime');

type RuntimeHolder = { [RUNTIME_KEY]?: PortalRuntime & { stopHearing?: () => void } };

/**
 * The page's one runtime, created on first use from `config` (an element's `api-base`), the
 * options given to `configure()`, the page's `<meta name="cp-config">` and the defaults, in that
 * order. Later calls return the same runtime; options given after it was made (`config` here, a
 * later `configure()`) are offered to it: see `offerOptions`.
 */
export function getPortalRuntime(config?: Partial<PortalConfig>): PortalRuntime {
  const holder = globalThis as RuntimeHolder;
  const existing = holder[RUNTIME_KEY];
  if (existing) {
    if (config) offerOptions(existing, config, 'element');
    return existing;
  }
  const layers: [OptionSource, Partial<PortalConfig>][] = [
    ['meta', readPortalConfigFromMeta()],
    ['configure', configuredOptions()],
    ['element', config ?? {}],
  ];
  const sources: Partial<Record<keyof PortalConfig, OptionSource>> = {};
  for (const [source, options] of layers)
    for (const [key, value] of Object.entries(options))
      if (value !== undefined) sources[key as keyof PortalConfig] = source;
  const runtime = createPortalRuntime(resolvePortalConfig(Object.assign({}, ...layers.map(([, o]) => o))));
  noteSources(runtime, sources);
  holder[RUNTIME_KEY] = Object.assign(runtime, {
    stopHearing: onConfigure((options) => offerOptions(runtime, options, 'configure')),
  });
  return runtime;
}

/** Forgets the page's runtime (after disposing it) and the options given, so the next `getPortalRuntime()` builds a new one. */
export function resetPortalRuntimeForTests(): void {
  const holder = globalThis as RuntimeHolder;
  holder[RUNTIME_KEY]?.stopHearing?.();
  holder[RUNTIME_KEY]?.dispose();
  delete holder[RUNTIME_KEY];
  resetConfiguredOptionsForTests();
}
