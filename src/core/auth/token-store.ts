import { TOKEN_USER_ROLE } from '../api/roles.ts';
import type { KeyValueStorage } from '../storage/key-value-storage.ts';
import {
  type AccessTokenPayload,
  accessTokenExpired,
  decodeAccessToken,
  sessionHolderOf,
} from './access-token-payload.ts';

const ACCESS_TOKEN_KEY = 'accessToken';
const REFRESH_TOKEN_KEY = 'refreshToken';

/** The token pair the authentication calls answer with. */
export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/**
 * The access and refresh token, kept in the page's storage (so tabs share them) and read back
 * on every call, so a refresh or logout in another tab is seen at once.
 */
export class TokenStore {
  readonly #storage: KeyValueStorage;

  constructor(storage: KeyValueStorage) {
    this.#storage = storage;
  }

  /** The access token, or null when there is none. */
  getAccessToken(): string | null {
    return this.#storage.getItem(ACCESS_TOKEN_KEY) || null;
  }

  /** The refresh token, or null when there is none. */
  getRefreshToken(): string | null {
    return this.#storage.getItem(REFRESH_TOKEN_KEY) || null;
  }

  /** Stores a new pair (after login or refresh). */
  setTokens(tokens: TokenPair): void {
    // Refresh token first: a listener woken by the access token then sees a complete pair.
    this.#storage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
    this.#storage.setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
  }

  /** Forgets both tokens (logout, failed refresh). */
  clear(): void {
    this.#storage.removeItem(ACCESS_TOKEN_KEY);
    this.#storage.removeItem(REFRESH_TOKEN_KEY);
  }

  /** The decoded access token, or null when absent or malformed. */
  getPayload(): AccessTokenPayload | null {
    return decodeAccessToken(this.getAccessToken());
  }

  /** Who holds the session of the access token (see {@link sessionHolderOf}); null without one. */
  getSessionHolder(): string | null {
    return sessionHolderOf(this.getPayload());
  }

  /** Logged in when both tokens are non-empty (docs/contract.md#roles-and-access). */
  isLoggedIn(): boolean {
    return this.getAccessToken() !== null && this.getRefreshToken() !== null;
  }

  /** True when the access token's role list holds `LoginWithTokenUser` (docs/contract.md#roles-and-access). */
  isLoggedInWithToken(): boolean {
    return this.getPayload()?.roles.includes(TOKEN_USER_ROLE) ?? false;
  }

  /** True when the access token expires within `skewSeconds` of `nowMs` (see {@link accessTokenExpired}). */
  isAccessTokenExpired(nowMs: number = Date.now(), skewSeconds = 10): boolean {
    return accessTokenExpired(this.getPayload(), nowMs, skewSeconds);
  }

  /** Calls `listener` when either token changes, here or in another tab; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    return this.#storage.subscribe((key) => {
      if (key === null || key === ACCESS_TOKEN_KEY || key === REFRESH_TOKEN_KEY) listener();
    });
  }
}
