import { hashKey, MutationCache, QueryCache, QueryClient } from '@tanstack/query-core';
import { type AxiosAdapter, isAxiosError } from 'axios';
import type { i18n } from 'i18next';
import { type ApiClient, createApiClient } from '../api/client/api-client.ts';
import { ApiError } from '../api/client/api-error.ts';
import { TokenStore } from '../auth/token-store.ts';
import { type PortalConfig, resolvePortalConfig } from '../config/portal-config-defaults.ts';
import { signalLoginChanges } from '../events/login-state-signals.ts';
import { createSessionEvents, type SessionEvents } from '../events/session-events.ts';
import { createHttpClient, type HttpClient } from '../http/http-client.ts';
import { isNetworkError } from '../http/network-error.ts';
import { type RefreshLock, webLocksRefreshLock } from '../http/refresh-lock.ts';
import { createI18n } from '../i18n/create-i18n.ts';
import { followAccountLanguage } from '../preferences/account-language.ts';
import { PreferencesStore } from '../preferences/preferences-store.ts';
import { SnackbarStore } from '../status/snackbar-store.ts';
import { createBrowserStorage } from '../storage/browser-storage.ts';
import type { KeyValueStorage, StorageKind } from '../storage/key-value-storage.ts';
import { forgetEndedSessions } from './forget-session.ts';
import { switchableStorage } from './switchable-storage.ts';

/** Everything the elements of one page share (docs/architecture.md#one-runtime-per-page). */
export interface PortalRuntime {
  readonly config: PortalConfig;
  readonly storage: KeyValueStorage;
  readonly tokens: TokenStore;
  readonly sessionEvents: SessionEvents;
  readonly http: HttpClient;
  readonly api: ApiClient;
  readonly queryClient: QueryClient;
  readonly i18n: i18n;
  readonly preferences: PreferencesStore;
  /** The page's one snackbar: elements show messages here, the host (or an element) renders it. */
  readonly snackbar: SnackbarStore;
  /**
   * Whether the runtime has sent a call or holds a session: from then on its options are fixed (a
   * call has gone to its API base, tokens are in its storage).
   */
  settled(): boolean;
  /**
   * Takes `options` over its own (the page gave them after the runtime was made): later calls go
   * to the new API base, and a new `tokenStorage` or `storagePrefix` opens that storage. Only for a
   * runtime that is not {@link settled}: see `offerOptions` (offer-options.ts).
   */
  retarget(options: Partial<PortalConfig>): void;
  /** Stops the runtime's listeners and empties the query cache. */
  dispose(): void;
}

/** Test seams; browsers use the defaults. */
export interface PortalRuntimeSeams {
  /** The HTTP transport. Default: axios's own. */
  adapter?: AxiosAdapter;
  /** The storage. Default: `openStorage(config.tokenStorage, config.storagePrefix)`. */
  storage?: KeyValueStorage;
  /** Opens the storage of a kind and prefix (the first one, and on `retarget`). Default `createBrowserStorage`. */
  openStorage?: (kind: StorageKind, prefix: string) => KeyValueStorage;
  /**
   * The lock around refreshes shared by the browser's tabs. Default: Web Locks named
   * `cp-refresh:<storagePrefix>`, none for memory storage (which no other tab sees) or without Web Locks.
   */
  refreshLock?: RefreshLock | null;
}

/** Query retries: only what may pass by itself (no answer, 5xx); a 4xx or a contract breach will not. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  return isNetworkError(error) || (error instanceof ApiError && error.status >= 500);
}

/** Web Locks shared by the tabs that share the tokens; memory storage is this page's alone. */
function browserRefreshLock(config: PortalConfig): RefreshLock | null {
  if (config.tokenStorage === 'memory') return null;
  return webLocksRefreshLock(`cp-refresh:${config.storagePrefix}`);
}

/** Builds a runtime; pages get theirs through `getPortalRuntime()`, which makes only one. */
export function createPortalRuntime(given: PortalConfig, seams: PortalRuntimeSeams = {}): PortalRuntime {
  // The runtime's own copy: retarget() changes it in place, and whoever reads `runtime.config` at use
  // (the upload's and the live stream's URLs, links, the brand) follows.
  const config: PortalConfig = { ...given };
  const openStorage = seams.openStorage ?? createBrowserStorage;
  const storage = switchableStorage(seams.storage ?? openStorage(config.tokenStorage, config.storagePrefix));
  const tokens = new TokenStore(storage);
  const sessionEvents = createSessionEvents();
  const preferences = new PreferencesStore(storage);
  const i18nInstance = createI18n({ language: preferences.get().languageCode });

  const http = createHttpClient({
    apiBase: config.apiBase,
    appVersion: config.appVersion,
    tokens,
    sessionEvents,
    // Read at send time, so accept-language follows every language change without wiring.
    getLanguage: () => i18nInstance.language,
    adapter: seams.adapter,
    refreshLock: seams.refreshLock !== undefined ? seams.refreshLock : browserRefreshLock(config),
  });

  // Signalled from the caches, not from http: by then the query's retries are spent. Once per
  // failure, not per call: an API that cannot be reached fails every call of a load (the page's
  // profile, an element's list and whatever else it asks), so the page hears of it once, and again
  // only after some call has had an answer (any status) since.
  let unreachable = false;
  const onError = (error: unknown) => {
    if (!isNetworkError(error) || unreachable) return;
    unreachable = true;
    sessionEvents.emit({ type: 'network-error' });
  };
  let sent = false;
  // Synchronous like http-client.ts's own: one asynchronous interceptor would delay every request.
  http.axios.interceptors.request.use(
    (request) => {
      sent = true;
      return request;
    },
    undefined,
    { synchronous: true },
  );
  http.axios.interceptors.response.use(
    (response) => {
      unreachable = false;
      return response;
    },
    (error: unknown) => {
      if (isAxiosError(error) && error.response) unreachable = false;
      throw error;
    },
  );
  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetryQuery,
        // The API answers in the interface language, so every cached answer belongs to one language:
        // after a switch the same key is a new query, fetched in the new language (no element keys it).
        queryKeyHashFn: (queryKey) => hashKey([i18nInstance.language, ...queryKey]),
      },
      // A mutation without an answer may still have happened on the server: never repeat it blindly.
      // And never hold one back while the browser thinks it is offline (TanStack's default): a
      // submit parked until the connection returns would go out later, behind the user's back;
      // sent now, it fails as a network error, which the page hears (docs/contract.md#errors).
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  queryClient.mount();
  // First of all token listeners: whatever ends a session, its user's answers and table requests are
  // gone before any element (or the host) hears of the change and renders for the next one.
  const stopForgetting = forgetEndedSessions(tokens, { queryClient, storage, preferences });

  const stopLanguageSync = preferences.subscribe(() => {
    const { languageCode } = preferences.get();
    if (languageCode && languageCode !== i18nInstance.language)
      void i18nInstance.changeLanguage(languageCode);
  });
  const stopLoginSignals = signalLoginChanges(tokens, sessionEvents);
  const api = createApiClient(http);
  const stopAccountLanguage = followAccountLanguage({ tokens, preferences, api, queryClient });

  return {
    config,
    storage,
    tokens,
    sessionEvents,
    http,
    api,
    queryClient,
    i18n: i18nInstance,
    preferences,
    snackbar: new SnackbarStore(),
    settled: () => sent || tokens.isLoggedIn(),
    retarget(options) {
      const next = resolvePortalConfig({ ...config, ...options });
      if (next.tokenStorage !== config.tokenStorage || next.storagePrefix !== config.storagePrefix)
        storage.switchTo(openStorage(next.tokenStorage, next.storagePrefix));
      // The refresh lock stays the one named at creation: it only makes tabs of the old name wait
      // for each other's refreshes, which is harmless.
      Object.assign(config, next);
      http.retarget(config.apiBase, config.appVersion);
    },
    dispose() {
      stopForgetting();
      stopLanguageSync();
      stopLoginSignals();
      stopAccountLanguage();
      queryClient.unmount();
      queryClient.clear();
    },
  };
}
