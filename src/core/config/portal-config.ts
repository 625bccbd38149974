import type { StorageKind } from '../storage/key-value-storage.ts';

/** How an embedder configures the portal; every option has a default (see `resolvePortalConfig`). */
export interface PortalConfig {
  /** Base of every API path. Default `/customerportal`. */
  apiBase: string;
  /** Brand name shown in titles. Default `Paperfield`. */
  brand: string;
  /** Prefix of every storage key (tokens, preferences). Default `paperfield.customer-portal.`. */
  storagePrefix: string;
  /** Sent as the `app-version` header on every call. Default `1.0.0`. */
  appVersion: string;
  /** Tag-manager id; analytics is off while null. Default `null`. */
  analyticsId: string | null;
  /** Map tile URL template (`{z}/{x}/{y}`); null uses the bundled basemap. Default `null`. */
  tileUrl: string | null;
  /** Credit of the tile server shown on the map (its licence's text); null shows its host name. Default `null`. */
  tileAttribution: string | null;
  /** Where tokens and preferences live; `memory` for third-party origins. Default `local`. */
  tokenStorage: StorageKind;
  /** Link to the product boards catalogue. Default `https://www.paperfield.example/product-boards`. */
  productBoardsUrl: string;
  /** Link to the general purchase conditions. Default `https://www.paperfield.example/purchase-conditions`. */
  purchaseConditionsUrl: string;
  /** Avatar images, followed by the profile's gravatar hash. Default `https://www.gravatar.com/avatar/`. */
  avatarBaseUrl: string;
  /**
   * Where the portal's own pages are, for the `href` of links to them (a load number's tracking
   * page): a page on another origin sets the portal's address. Default `''`: the page's own origin.
   */
  portalUrl: string;
}

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

/** The defaults every option falls back to. */
export const DEFAULT_PORTAL_CONFIG: Readonly<PortalConfig> = Object.freeze({
  apiBase: '/customerportal',
  brand: 'Paperfield',
  storagePrefix: 'paperfield.customer-portal.',
  appVersion: '1.0.0',
  analyticsId: null,
  tileUrl: null,
  tileAttribution: null,
  tokenStorage: 'local',
  productBoardsUrl: 'https://www.paperfield.example/product-boards',
  purchaseConditionsUrl: 'https://www.paperfield.example/purchase-conditions',
  avatarBaseUrl: 'https://www.gravatar.com/avatar/',
  portalUrl: '',
});

/** Fills every option missing from `partial` (or given as undefined) with its default. */
export function resolvePortalConfig(partial: Partial<PortalConfig> = {}): PortalConfig {
  const given = Object.fromEntries(Object.entries(partial).filter(([, value]) => value !== undefined));
  // A trailing slash would double up with the endpoint paths, which start with one.
  const config: PortalConfig = { ...DEFAULT_PORTAL_CONFIG, ...given };
  return {
    ...config,
    apiBase: config.apiBase.replace(/\/+$/, ''),
    portalUrl: config.portalUrl.replace(/\/+$/, ''),
  };
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
