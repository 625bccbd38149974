import { onlineManager } from '@tanstack/query-core';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/client/api-error.ts';
import { resolvePortalConfig } from '../config/portal-config.ts';
import type { SessionEventType } from '../events/session-events.ts';
import { REFRESH_PATH } from '../http/http-client.ts';
import { answer, networkFailure, validToken } from '../http/testing/fake-transport.ts';
import { createMemoryStorage } from '../storage/memory-storage.ts';
import { createPortalRuntime, type PortalRuntime, shouldRetryQuery } from './create-portal-runtime.ts';

let runtime: PortalRuntime | undefined;

function setup(handler: (config: InternalAxiosRequestConfig) => Promise<AxiosResponse>) {
  const sent: InternalAxiosRequestConfig[] = [];
  runtime = createPortalRuntime(resolvePortalConfig(), {
    storage: createMemoryStorage('rt.'),
    adapter: (config) => {
      sent.push(config);
      return handler(config);
    },
  });
  const seen: SessionEventType[] = [];
  runtime.sessionEvents.subscribe((event) => seen.push(event.type));
  return { runtime, sent, seen };
}

describe('createPortalRuntime', () => {
  afterEach(() => {
    runtime?.dispose();
  });

  it('given a language switch, the same query key is fetched again in the new language', async () => {
    const { runtime } = setup((config) => answer(config, 200, {}));
    let calls = 0;
    const fetchText = () =>
      runtime.queryClient.fetchQuery({
        queryKey: ['orders', 'own'],
        queryFn: async () => `${runtime.i18n.language}:${++calls}`,
      });

    await runtime.i18n.changeLanguage('de');
    expect(await fetchText()).toBe('de:1');
    expect(await fetchText()).toBe('de:1');
    await runtime.i18n.changeLanguage('nl');
    expect(await fetchText()).toBe('nl:2');
  });

  it('sends accept-language in step with the i18n language, also after a preferences change', async () => {
    const { runtime, sent } = setup((config) => answer(config, 200, {}));

    await runtime.i18n.changeLanguage('de');
    await runtime.http.axios.get('/Language/GetLanguages', { secure: false });
    // The switch waits for the new language's texts; until then the page (and its calls) stay German.
    const switched = new Promise((resolve) => runtime.i18n.on('languageChanged', resolve));
    runtime.preferences.set({ languageCode: 'en' });
    await switched;
    await runtime.http.axios.get('/Language/GetLanguages', { secure: false });

    expect(sent.map((config) => config.headers.get('accept-language'))).toEqual(['de', 'en']);
  });

  it('given a query without an answer, it retries twice and then signals network-error once', async () => {
    const { runtime, seen } = setup((config) => networkFailure(config));
    let attempts = 0;

    const failure = runtime.queryClient
      .fetchQuery({
        queryKey: ['orders'],
        retryDelay: 0,
        queryFn: () => {
          attempts++;
          return runtime.http.axios.get('/Order/GetOrders');
        },
      })
      .catch((error: unknown) => error);

    expect(await failure).toMatchObject({ code: 'ERR_NETWORK' });
    expect(attempts).toBe(3);
    expect(seen).toEqual(['network-error']);
  });

  it('given an API that cannot be reached, the failed calls of one load signal network-error once; after an answer, the next failure again', async () => {
    let reachable = false;
    const { runtime, seen } = setup((config) =>
      reachable ? answer(config, 200, {}) : networkFailure(config),
    );
    const fail = (key: string) =>
      runtime.queryClient
        .fetchQuery({ queryKey: [key], retry: false, queryFn: () => runtime.http.axios.get(`/${key}`) })
        .catch(() => undefined);

    await Promise.all([fail('profile'), fail('orders'), fail('columns')]);
    expect(seen).toEqual(['network-error']);

    reachable = true;
    await runtime.http.axios.get('/Language/GetLanguages');
    reachable = false;
    await fail('orders-again');
    expect(seen).toEqual(['network-error', 'network-error']);
  });

  it('given a 4xx answer, it does not retry and signals nothing', async () => {
    const { runtime, seen } = setup((config) => answer(config, 404, {}));
    let attempts = 0;

    await runtime.queryClient
      .fetchQuery({
        queryKey: ['order', 1],
        retryDelay: 0,
        queryFn: () => {
          attempts++;
          return runtime.api.call({
            method: 'GET',
            path: '/Order/GetOrder',
            secure: true,
            summary: '',
            tag: '',
          });
        },
      })
      .catch(() => undefined);

    expect(attempts).toBe(1);
    expect(seen).toEqual([]);
  });

  it('given a mutation without an answer, it does not repeat it and signals network-error', async () => {
    const { runtime, sent, seen } = setup((config) => networkFailure(config));

    await runtime.queryClient
      .getMutationCache()
      .build(runtime.queryClient, { mutationFn: () => runtime.http.axios.post('/Contact/Send', {}) })
      .execute(undefined)
      .catch(() => undefined);

    expect(sent).toHaveLength(1);
    expect(seen).toEqual(['network-error']);
  });

  it('given the browser offline, a mutation goes out at once and fails as a network error instead of waiting', async () => {
    const { runtime, sent, seen } = setup((config) => networkFailure(config));
    onlineManager.setOnline(false);
    try {
      await runtime.queryClient
        .getMutationCache()
        .build(runtime.queryClient, { mutationFn: () => runtime.http.axios.post('/Contact/Send', {}) })
        .execute(undefined)
        .catch(() => undefined);
    } finally {
      onlineManager.setOnline(true);
    }

    expect(sent).toHaveLength(1);
    expect(seen).toEqual(['network-error']);
  });

  it('given a failed refresh, the page hears session-expired only, not also logged-out', async () => {
    const { runtime, seen } = setup((config) => answer(config, 401, {}));
    runtime.tokens.setTokens({ accessToken: validToken('revoked'), refreshToken: 'r1' });

    await runtime.http.axios.get('/Account/GetProfile').catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(seen).toEqual(['logged-in', 'session-expired']);
    expect(runtime.tokens.isLoggedIn()).toBe(false);
  });

  it('shares one refresh between the api client and FilePond-style callers', async () => {
    const fresh = validToken('fresh');
    const { runtime, sent } = setup((config) =>
      config.url === REFRESH_PATH
        ? answer(config, 200, { accessToken: fresh, refreshToken: 'r2' })
        : answer(config, 200, {}),
    );
    runtime.tokens.setTokens({ accessToken: 'expired-and-unreadable', refreshToken: 'r1' });

    const [token] = await Promise.all([
      runtime.api.getFreshAccessToken(),
      runtime.api.uploadHeaders(),
      runtime.http.axios.get('/Order/GetOrders'),
    ]);

    expect(token).toBe(fresh);
    expect(sent.filter((config) => config.url === REFRESH_PATH)).toHaveLength(1);
  });
});

describe('shouldRetryQuery', () => {
  it('retries network errors and 5xx up to twice, never a 4xx', async () => {
    const network = await networkFailure({ headers: {} } as InternalAxiosRequestConfig).catch(
      (e: unknown) => e,
    );

    expect(shouldRetryQuery(0, network)).toBe(true);
    expect(shouldRetryQuery(1, network)).toBe(true);
    expect(shouldRetryQuery(2, network)).toBe(false);
    expect(shouldRetryQuery(0, new ApiError('/x', 503, null))).toBe(true);
    expect(shouldRetryQuery(0, new ApiError('/x', 400, null))).toBe(false);
    expect(shouldRetryQuery(0, new Error('boom'))).toBe(false);
  });
});

describe('retarget', () => {
  afterEach(() => {
    runtime?.dispose();
  });

  it('given options after it was made, it sends later calls to the new API base with the new app version, and opens the storage asked for', async () => {
    const opened: string[] = [];
    const sent: InternalAxiosRequestConfig[] = [];
    runtime = createPortalRuntime(resolvePortalConfig(), {
      openStorage: (kind, prefix) => {
        opened.push(`${kind} ${prefix}`);
        return createMemoryStorage(prefix);
      },
      adapter: (config) => {
        sent.push(config);
        return answer(config, 200, {});
      },
    });
    const heard: string[] = [];
    runtime.tokens.subscribe(() => heard.push(String(runtime?.tokens.isLoggedIn())));
    expect(runtime.settled()).toBe(false);

    runtime.retarget({
      apiBase: 'https://portal.example/customerportal/',
      appVersion: '2.0.0',
      tokenStorage: 'memory',
    });
    await runtime.http.axios.get('/Account/GetProfile');

    expect(`${sent[0]?.baseURL}${sent[0]?.url}`).toBe(
      'https://portal.example/customerportal/Account/GetProfile',
    );
    expect(sent[0]?.headers.get('app-version')).toBe('2.0.0');
    expect(runtime.config).toMatchObject({
      apiBase: 'https://portal.example/customerportal',
      tokenStorage: 'memory',
    });
    expect(opened).toEqual(['local paperfield.customer-portal.', 'memory paperfield.customer-portal.']);
    // Its subscribers follow the storage it moved to.
    expect(heard).toEqual(['false']);
    runtime.tokens.setTokens({ accessToken: validToken('a'), refreshToken: 'r' });
    expect(heard.at(-1)).toBe('true');
    expect(runtime.settled()).toBe(true);
  });
});
