import { type PortalConfig, readPortalConfigFromMeta, resolvePortalConfig } from '../config/portal-config.ts';
import { createPortalRuntime, type PortalRuntime } from './create-portal-runtime.ts';

// Symbol.for, not a module variable: two bundles on one page (say <cp-orders> and <cp-tracking>
// loaded separately) each have their own module copy, but share this global registry key.
const RUNTIME_KEY = Symbol.for('paperfield.customer-portal.runtime');

type RuntimeHolder = { [RUNTIME_KEY]?: PortalRuntime };

/**
 * The page's one runtime, created on first use from the page's `<meta name="cp-config">` and
 * `config` (which wins). Later calls return the same runtime and ignore `config`: the first
 * element to start decides for the page.
 */
export function getPortalRuntime(config?: Partial<PortalConfig>): PortalRuntime {
  const holder = globalThis as RuntimeHolder;
  const existing = holder[RUNTIME_KEY];
  if (existing) return existing;
  const runtime = createPortalRuntime(resolvePortalConfig({ ...readPortalConfigFromMeta(), ...config }));
  holder[RUNTIME_KEY] = runtime;
  return runtime;
}

/** Forgets the page's runtime (after disposing it) so the next `getPortalRuntime()` builds a new one. */
export function resetPortalRuntimeForTests(): void {
  const holder = globalThis as RuntimeHolder;
  holder[RUNTIME_KEY]?.dispose();
  delete holder[RUNTIME_KEY];
}
