// The portal's options and their defaults, apart from the reading of `<meta name="cp-config">`
// (portal-config.ts, with its schema): the first page's prefetch needs the defaults before the
// schema checker is loaded.
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
