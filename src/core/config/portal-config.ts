import type { PortalConfig } from './portal-config-defaults.ts';

export { DEFAULT_PORTAL_CONFIG, type PortalConfig, resolvePortalConfig } from './portal-config-defaults.ts';

/** What each option may be: a string, a string or null, or one of a few words. */
const OPTION_KINDS: Readonly<Record<keyof PortalConfig, 'string' | 'string or null' | readonly string[]>> = {
  apiBase: 'string',
  brand: 'string',
  storagePrefix: 'string',
  appVersion: 'string',
  analyticsId: 'string or null',
  tileUrl: 'string or null',
  tileAttribution: 'string or null',
  tokenStorage: ['local', 'session', 'memory'],
  productBoardsUrl: 'string',
  purchaseConditionsUrl: 'string',
  avatarBaseUrl: 'string',
  portalUrl: 'string',
};

/**
 * What is wrong with options an embedder gave (all optional; unknown keys are ignored), as
 * `/<option> must be …`; empty when they are fine. A check by hand: the browser bundles carry no
 * schema library (scripts/contract-checks.ts).
 */
export function portalConfigProblems(input: unknown): string[] {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return ['/ must be object'];
  const problems: string[] = [];
  for (const [key, kind] of Object.entries(OPTION_KINDS)) {
    const value: unknown = (input as Record<string, unknown>)[key];
    if (value === undefined) continue;
    if (kind === 'string' && typeof value !== 'string') problems.push(`/${key} must be string`);
    if (kind === 'string or null' && typeof value !== 'string' && value !== null)
      problems.push(`/${key} must be string or null`);
    if (Array.isArray(kind) && !kind.includes(value as string))
      problems.push(`/${key} must be one of ${kind.join(', ')}`);
  }
  return problems;
}

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
  const problems = portalConfigProblems(parsed);
  if (problems.length > 0) {
    console.error(`[customer-portal] <meta name="cp-config"> is ignored: ${problems.slice(0, 3).join('; ')}`);
    return {};
  }
  return parsed as Partial<PortalConfig>;
}
