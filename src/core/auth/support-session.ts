import { SUPPORT_SESSION_ROLE } from '../api/roles.ts';
import type { KeyValueStorage } from '../storage/key-value-storage.ts';
import type { TokenPair, TokenStore } from './token-store.ts';

const RETURN_KEY = 'supportReturn';

/**
 * A staff member's "log in as" (docs/screens/administration.md#log-in-as) on this page: the support session's tokens take the place
 * of the staff session's, which wait in storage to be put back when support ends. Both sessions
 * stay the server's to end: ending support logs the support session out; the staff session was
 * never touched.
 */
export class SupportSession {
  readonly #storage: KeyValueStorage;
  readonly #tokens: TokenStore;

  constructor(storage: KeyValueStorage, tokens: TokenStore) {
    this.#storage = storage;
    this.#tokens = tokens;
  }

  /** True when the current access token is a support session's. */
  isActive(): boolean {
    return this.#tokens.getPayload()?.roles.includes(SUPPORT_SESSION_ROLE) ?? false;
  }

  /** Switches to the support session, keeping the current (staff) tokens to come back to. */
  begin(support: TokenPair): void {
    const accessToken = this.#tokens.getAccessToken();
    const refreshToken = this.#tokens.getRefreshToken();
    if (!accessToken || !refreshToken) throw new Error('A support session needs a logged-in staff session');
    // A second "log in as" from inside support is refused by the server; keep the first way back.
    if (!this.#storage.getItem(RETURN_KEY)) {
      this.#storage.setItem(RETURN_KEY, JSON.stringify({ accessToken, refreshToken }));
    }
    this.#tokens.setTokens(support);
  }

  /** The staff tokens waiting to be put back, or null. */
  waitingStaffTokens(): TokenPair | null {
    const raw = this.#storage.getItem(RETURN_KEY);
    if (!raw) return null;
    try {
      const pair = JSON.parse(raw) as Partial<TokenPair>;
      return typeof pair.accessToken === 'string' && typeof pair.refreshToken === 'string'
        ? { accessToken: pair.accessToken, refreshToken: pair.refreshToken }
        : null;
    } catch {
      return null;
    }
  }

  /**
   * Puts the staff tokens back (after the support session was logged out). Returns false when
   * there were none to put back, and then leaves the tokens as they are.
   */
  returnToStaff(): boolean {
    const staff = this.waitingStaffTokens();
    this.#storage.removeItem(RETURN_KEY);
    if (!staff) return false;
    this.#tokens.setTokens(staff);
    return true;
  }

  /** Forgets the way back (a new login replaces every session of this page). */
  forget(): void {
    this.#storage.removeItem(RETURN_KEY);
  }
}
