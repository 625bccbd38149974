import Type from 'typebox';
import { Value } from 'typebox/value';
import type { PortalConfig } from './portal-config-defaults.ts';

export { DEFAULT_PORTAL_CONFIG, type PortalConfig, resolvePortalConfig } from './portal-config-defaults.ts';

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** The options an embedder may give, all optional; unknown keys are ignored. */
export const PortalConfigInput = Type.Partial(
  Type.Object({
    apiBase: Type.String(),
    brand: Type.String(),
    storagePrefix: Type.String(),
    appVersion: Type.String(),
    analyticsId: NullableString,
    tileUrl: NullableString,
    tileAttribution: NullableString,
    tokenStorage: Type.Union([Type.Literal('local'), Type.Literal('session'), Type.Literal('memory')]),
    productBoardsUrl: Type.String(),
    purchaseConditionsUrl: Type.String(),
    avatarBaseUrl: Type.String(),
    portalUrl: Type.String(),
  }),
);

/**
 * Reads `<meta name="cp-config" content='{"apiBase": …}'>` from the page: the CSP-safe way for an
 * embedder to configure us without inline script. A malformed tag is reported and ignored.
 */
export function readPortalConfigFromMeta(
  doc: Document | undefined = globalThis.document,
): Partial<PortalConfig> {
  const content = doc?.querySelector('meta[name="cp-config"]')?.getAttribute('content');
  if (!content) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    console.error('[customer-portal] <meta name="cp-config"> does not hold valid JSON; it is ignored.');
    return {};
  }
  if (!Value.Check(PortalConfigInput, parsed)) {
    const problems = Value.Errors(PortalConfigInput, parsed)
      .slice(0, 3)
      .map((error) => `${error.instancePath || '/'} ${error.message}`);
    console.error(`[customer-portal] <meta name="cp-config"> is ignored: ${problems.join('; ')}`);
    return {};
  }
  return parsed;
}
