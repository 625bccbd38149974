import axios, { type AxiosAdapter, AxiosHeaders, type AxiosInstance, isAxiosError } from 'axios';
import { decodeAccessToken, sessionHolderOf } from '../auth/access-token-payload.ts';
import type { TokenPair, TokenStore } from '../auth/token-store.ts';
import type { SessionEvents } from '../events/session-events.ts';
import { type AskedAs, takeHandedAnswer } from './prefetched-answers.ts';
import type { RefreshLock } from './refresh-lock.ts';
import { createRefreshSingleFlight } from './refresh-single-flight.ts';

// Its request options (secure, authRetried, sentWithToken): axios-request-config.d.ts.

/** Path of the refresh call under the API base (docs/contract.md#authentication). */
export const REFRESH_PATH = '/Authentication/RefreshAccessToken';

/** Whether the refresh answer is a token pair (checked by hand: the browser bundles carry no schema library). */
const isTokenPair = (data: unknown): data is TokenPair =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as Partial<TokenPair>).accessToken === 'string' &&
  typeof (data as Partial<TokenPair>).refreshToken === 'string';

/** What the page-wide HTTP client is made of. */
export interface HttpClientOptions {
  apiBase: string;
  /** Sent as `app-version` on every call. */
  appVersion: string;
  tokens: TokenStore;
  sessionEvents: SessionEvents;
  /** The current interface language, sent as `accept-language` on every call. */
  getLanguage: () => string;
  /** The transport; tests pass a fake one. Default: axios's own (XHR or fetch). */
  adapter?: AxiosAdapter;
  /** The clock the expiry check uses. Default `Date.now`. */
  now?: () => number;
  /** The lock that coordinates refreshes across tabs (`webLocksRefreshLock`). Default none: this page only. */
  refreshLock?: RefreshLock | null | undefined;
}

/** The page's axios instance plus the token helpers that share its single refresh. */
export interface HttpClient {
  readonly axios: AxiosInstance;
  /** One refresh for everybody who asks while it runs; resolves with the new access token. */
  refreshSingleFlight(): Promise<string>;
  /** A usable access token for requests we do not send ourselves (FilePond), refreshed if expired. */
  getFreshAccessToken(): Promise<string | null>;
  /**
   * The token to retry with after a 401 to a request that left with `sentWithToken` (FilePond's
   * XHRs use it too): the current token if it is newer, else a refreshed one; null without a session.
   */
  tokenAfterUnauthorized(sentWithToken: string | null): Promise<string | null>;
  /** The headers every call carries: `accept-language` and `app-version`. */
  commonHeaders(): Record<string, string>;
  /** Sends every later call (refreshes too) to `apiBase` with `appVersion` (a runtime given its options late). */
  retarget(apiBase: string, appVersion: string): void;
}

/** Creates the axios instance with headers, bearer tokens and the refresh design of `src/core/auth/README.md`. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { tokens, getLanguage } = options;
  let { appVersion } = options;
  const now = options.now ?? Date.now;
  const commonHeaders = (): Record<string, string> => ({
    'accept-language': getLanguage(),
    'app-version': appVersion,
  });

  // The refresh goes through a bare instance: were it intercepted, its own 401 would start another
  // refresh (a loop) and its wait for "the refresh in flight" would wait for itself (a deadlock).
  const bare = axios.create({ baseURL: options.apiBase, adapter: options.adapter });
  const refreshSingleFlight = createRefreshSingleFlight({
    tokens,
    sessionEvents: options.sessionEvents,
    lock: options.refreshLock,
    async sendRefresh(pair: TokenPair) {
      const { data } = await bare.post<unknown>(REFRESH_PATH, pair, { headers: commonHeaders() });
      if (!isTokenPair(data)) throw new Error(`${REFRESH_PATH} answered without a token pair`);
      return { accessToken: data.accessToken, refreshToken: data.refreshToken };
    },
  });

  /** The access token if it needs no refresh (none, no session, or not expired); undefined if it does. */
  const freshTokenNow = (): string | null | undefined => {
    const token = tokens.getAccessToken();
    if (!token || !tokens.getRefreshToken() || !tokens.isAccessTokenExpired(now())) return token;
    return undefined;
  };
  const getFreshAccessToken = async (): Promise<string | null> => {
    const token = freshTokenNow();
    return token === undefined ? refreshSingleFlight() : token;
  };

  const tokenAfterUnauthorized = async (sentWithToken: string | null): Promise<string | null> => {
    const current = tokens.getAccessToken();
    // Sent with an older token than the current one: someone already refreshed while this request
    // was on its way, so the current token is the cure; refreshing again would spend a rotated
    // refresh token for nothing.
    // Only a token of the same session is that cure: after a sign-out and another sign-in (another
    // user, or a support session) the call was the ended session's and must not be made theirs.
    if (current && current !== sentWithToken) {
      const holder = (token: string | null) => sessionHolderOf(decodeAccessToken(token));
      return holder(current) === holder(sentWithToken) ? current : null;
    }
    if (!tokens.getRefreshToken()) return null;
    return refreshSingleFlight();
  };

  const transport = axios.getAdapter(options.adapter ?? axios.defaults.adapter);
  // The first page a list asked before this client existed (src/ui/data-table/adopt-prefetched-page.ts) is
  // handed to its table's fetch by the fetch's signal; it is taken instead of going out again and
  // then runs through axios's parsing and the client's checks like any other answer. Only the
  // session and language it was asked for may take it. A prefetch that failed or got a refusal is
  // dropped: the request goes out with the usual 401 handling, so a prefetch never shows an error
  // of its own.
  const adapter: AxiosAdapter = async (config) => {
    if (config.secure !== false) {
      // A fresh token is set at once, so the request leaves in the task that asked for it (a sort
      // click's fetch goes out before React renders the click); only an expired one waits here.
      const ready = freshTokenNow();
      const token = ready === undefined ? await refreshSingleFlight() : ready;
      if (token) config.headers.set('Authorization', `Bearer ${token}`);
      else config.headers.delete('Authorization');
      config.sentWithToken = token;
    }
    const handed = takeHandedAnswer(config.signal as AbortSignal | undefined);
    if (!handed) return transport(config);
    const askedAs: AskedAs = {
      authorization: String(config.headers.get('Authorization') ?? ''),
      language: String(config.headers.get('accept-language') ?? ''),
    };
    const mine =
      askedAs.authorization === handed.askedAs.authorization && askedAs.language === handed.askedAs.language;
    if (!mine)
      console.warn(
        '[customer-portal] a first page asked early for another session or language is not taken: it is asked again.',
      );
    const answer = mine ? await handed.answer : null;
    if (!answer || config.signal?.aborted) return transport(config);
    return {
      data: answer.text,
      status: answer.status,
      statusText: '',
      headers: new AxiosHeaders(answer.headers),
      config,
      request: null,
    };
  };
  // No XSRF cookie (the portal authenticates with bearer tokens): reading it, axios's XHR adapter
  // awaits the browser's cookieStore before send(), and a click's request would leave a task later.
  const instance = axios.create({ baseURL: options.apiBase, adapter, withXSRFToken: false });

  // Synchronous (as every request interceptor of this instance must be, create-portal-runtime.ts):
  // axios then reaches the adapter in the caller's task, not after a chain of promises that lets a
  // render run first. The bearer token is set in the adapter, which may wait for a refresh.
  instance.interceptors.request.use(
    (config) => {
      // An element with its own `lang` asks in that language; every other call in the page's.
      const ownLanguage = config.headers.get('accept-language');
      config.headers.set(commonHeaders());
      if (typeof ownLanguage === 'string' && ownLanguage) config.headers.set('accept-language', ownLanguage);
      if (config.secure === false) config.headers.delete('Authorization');
      return config;
    },
    undefined,
    { synchronous: true },
  );

  instance.interceptors.response.use(undefined, async (error: unknown) => {
    if (!isAxiosError(error) || !error.config || error.response?.status !== 401) throw error;
    const config = error.config;
    // One retry only: a second 401 means the fresh token is refused too, and trying again would loop.
    if (config.secure === false || config.authRetried) throw error;
    config.authRetried = true;
    if (!(await tokenAfterUnauthorized(config.sentWithToken ?? null))) throw error;
    return instance.request(config);
  });

  const retarget = (apiBase: string, version: string) => {
    bare.defaults.baseURL = apiBase;
    instance.defaults.baseURL = apiBase;
    appVersion = version;
  };

  return {
    axios: instance,
    refreshSingleFlight,
    getFreshAccessToken,
    tokenAfterUnauthorized,
    commonHeaders,
    retarget,
  };
}
