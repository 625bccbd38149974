import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { TokenStore } from '../auth/token-store.ts';
import { createSessionEvents, type SessionEvent } from '../events/session-events.ts';
import { createMemoryStorage } from '../storage/memory-storage.ts';
import { createHttpClient, REFRESH_PATH } from './http-client.ts';
import { handPrefetchedAnswer, type PrefetchedAnswer } from './prefetched-answers.ts';
import { SessionExpiredError } from './session-expired-error.ts';
import {
  answer,
  bearerOf,
  expiredToken,
  fakeJwt,
  networkFailure,
  validToken,
} from './testing/fake-transport.ts';

type Handler = (config: InternalAxiosRequestConfig) => Promise<AxiosResponse>;

function setup(handler: Handler, language = 'nl') {
  const tokens = new TokenStore(createMemoryStorage('test.'));
  const sessionEvents = createSessionEvents();
  const events: SessionEvent[] = [];
  sessionEvents.subscribe((event) => events.push(event));
  const sent: InternalAxiosRequestConfig[] = [];
  const http = createHttpClient({
    apiBase: '/customerportal',
    appVersion: '1.0.0',
    tokens,
    sessionEvents,
    getLanguage: () => language,
    adapter: (config) => {
      sent.push(config);
      return handler(config);
    },
  });
  const refreshCalls = () => sent.filter((config) => config.url === REFRESH_PATH);
  return { tokens, http, sent, events, refreshCalls };
}

describe('createHttpClient', () => {
  it('sends accept-language and app-version on every call, the bearer token only on secure calls', async () => {
    const { tokens, http, sent } = setup((config) => answer(config, 200, {}), 'de');
    tokens.setTokens({ accessToken: validToken('a'), refreshToken: 'r' });

    await http.axios.get('/Account/GetProfile');
    await http.axios.post('/Authentication/LoginWithCredentials', {}, { secure: false });

    expect(sent[0]?.headers.get('accept-language')).toBe('de');
    expect(sent[0]?.headers.get('app-version')).toBe('1.0.0');
    expect(bearerOf(sent[0]!)).toBe(tokens.getAccessToken());
    expect(sent[1]?.headers.get('accept-language')).toBe('de');
    expect(sent[1]?.headers.get('app-version')).toBe('1.0.0');
    expect(sent[1]?.headers.has('Authorization')).toBe(false);
    expect(sent[0]?.baseURL).toBe('/customerportal');
  });

  it('with a fresh token, a call leaves in the task that makes it (before a render queued meanwhile)', async () => {
    const { tokens, http, sent } = setup((config) => answer(config, 200, {}));
    tokens.setTokens({ accessToken: validToken('a'), refreshToken: 'r' });

    const call = http.axios.get('/Order/GetOrdersTable');

    expect(sent).toHaveLength(1);
    expect(bearerOf(sent[0]!)).toBe(tokens.getAccessToken());
    await call;
  });

  it('given an expired access token, it makes exactly one refresh for many concurrent calls', async () => {
    const fresh = validToken('fresh');
    const { tokens, http, sent, refreshCalls } = setup(async (config) => {
      if (config.url === REFRESH_PATH) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return answer(config, 200, { accessToken: fresh, refreshToken: 'r2' });
      }
      return answer(config, 200, { ok: true });
    });
    tokens.setTokens({ accessToken: expiredToken('old'), refreshToken: 'r1' });

    await Promise.all(Array.from({ length: 8 }, () => http.axios.get('/Order/GetOrders')));

    expect(refreshCalls()).toHaveLength(1);
    expect(JSON.parse(String(refreshCalls()[0]?.data))).toEqual({
      accessToken: expect.any(String),
      refreshToken: 'r1',
    });
    const calls = sent.filter((config) => config.url !== REFRESH_PATH);
    expect(calls).toHaveLength(8);
    expect(calls.every((config) => bearerOf(config) === fresh)).toBe(true);
    expect(tokens.getRefreshToken()).toBe('r2');
  });

  it('given a 401, it refreshes once and retries the call with the new token', async () => {
    const fresh = validToken('fresh');
    const { tokens, http, sent, refreshCalls } = setup((config) => {
      if (config.url === REFRESH_PATH) return answer(config, 200, { accessToken: fresh, refreshToken: 'r2' });
      return bearerOf(config) === fresh ? answer(config, 200, { id: 7 }) : answer(config, 401, {});
    });
    tokens.setTokens({ accessToken: validToken('revoked'), refreshToken: 'r1' });

    const response = await http.axios.get('/Order/GetOrder');

    expect(response.data).toEqual({ id: 7 });
    expect(refreshCalls()).toHaveLength(1);
    expect(sent.map((config) => config.url)).toEqual(['/Order/GetOrder', REFRESH_PATH, '/Order/GetOrder']);
  });

  it('given a 401 again after the retry, it fails for good without another refresh', async () => {
    const { tokens, http, sent, refreshCalls } = setup((config) => {
      if (config.url === REFRESH_PATH) {
        return answer(config, 200, { accessToken: validToken('fresh'), refreshToken: 'r2' });
      }
      return answer(config, 401, {});
    });
    tokens.setTokens({ accessToken: validToken('old'), refreshToken: 'r1' });

    await expect(http.axios.get('/Order/GetOrder')).rejects.toMatchObject({ response: { status: 401 } });

    expect(refreshCalls()).toHaveLength(1);
    expect(sent).toHaveLength(3);
  });

  it('given a 401 for a call sent with an older token, it retries with the current token and does not refresh', async () => {
    const old = validToken('old');
    const current = validToken('current');
    const { tokens, http, sent, refreshCalls } = setup((config) => {
      if (bearerOf(config) === old) {
        // Another call refreshed while this one was on its way.
        tokens.setTokens({ accessToken: current, refreshToken: 'r2' });
        return answer(config, 401, {});
      }
      return answer(config, 200, { ok: true });
    });
    tokens.setTokens({ accessToken: old, refreshToken: 'r1' });

    await expect(http.axios.get('/Invoice/GetInvoices')).resolves.toMatchObject({ data: { ok: true } });

    expect(refreshCalls()).toHaveLength(0);
    expect(sent.map(bearerOf)).toEqual([old, current]);
  });

  it('given a 401 for a call of a session that ended meanwhile and another user signed in, it is not retried as theirs', async () => {
    const ofA = fakeJwt({ sub: '1', sid: 'session-a', exp: Math.floor(Date.now() / 1000) + 3600 });
    const ofB = fakeJwt({ sub: '2', sid: 'session-b', exp: Math.floor(Date.now() / 1000) + 3600 });
    const { tokens, http, sent, refreshCalls } = setup((config) => {
      if (bearerOf(config) === ofA) {
        // A signed out and B signed in while A's call was on its way; A's session is revoked.
        tokens.setTokens({ accessToken: ofB, refreshToken: 'r-b' });
        return answer(config, 401, {});
      }
      return answer(config, 200, { ok: true });
    });
    tokens.setTokens({ accessToken: ofA, refreshToken: 'r-a' });

    await expect(http.axios.post('/Order/SaveOrder', { of: 'A' })).rejects.toMatchObject({
      response: { status: 401 },
    });

    expect(sent.map(bearerOf)).toEqual([ofA]);
    expect(refreshCalls()).toHaveLength(0);
    expect(tokens.getAccessToken()).toBe(ofB);
  });

  it('given a refused refresh, it clears the tokens, signals session-expired once and rejects', async () => {
    const { tokens, http, events, refreshCalls } = setup((config) => answer(config, 401, {}));
    tokens.setTokens({ accessToken: validToken('old'), refreshToken: 'r1' });

    const results = await Promise.allSettled([http.axios.get('/A'), http.axios.get('/B')]);

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(results[0]?.status === 'rejected' && results[0].reason).toBeInstanceOf(SessionExpiredError);
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
    expect(events).toEqual([{ type: 'session-expired' }]);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('sends the refresh call past the interceptors: no bearer token, and its own 401 starts no refresh', async () => {
    const { tokens, http, refreshCalls } = setup((config) => answer(config, 401, {}));
    tokens.setTokens({ accessToken: expiredToken('old'), refreshToken: 'r1' });

    await expect(http.refreshSingleFlight()).rejects.toBeInstanceOf(SessionExpiredError);

    expect(refreshCalls()).toHaveLength(1);
    expect(refreshCalls()[0]?.headers.has('Authorization')).toBe(false);
    expect(refreshCalls()[0]?.headers.get('app-version')).toBe('1.0.0');
    expect(refreshCalls()[0]?.method).toBe('post');
  });

  it('given a refresh that gets no answer, it keeps the tokens and reports the network error', async () => {
    const { tokens, http, events } = setup((config) => networkFailure(config));
    tokens.setTokens({ accessToken: expiredToken('old'), refreshToken: 'r1' });

    await expect(http.axios.get('/A')).rejects.toMatchObject({ code: 'ERR_NETWORK' });

    expect(tokens.getRefreshToken()).toBe('r1');
    expect(events).toEqual([]);
  });

  it('given a malformed refresh answer, it treats the refresh as failed', async () => {
    const { tokens, http, events } = setup((config) => answer(config, 200, { token: 'x' }));
    tokens.setTokens({ accessToken: expiredToken('old'), refreshToken: 'r1' });

    await expect(http.axios.get('/A')).rejects.toBeInstanceOf(SessionExpiredError);

    expect(tokens.isLoggedIn()).toBe(false);
    expect(events).toEqual([{ type: 'session-expired' }]);
  });

  it('given no tokens, a 401 is passed on without a refresh or a session-expired signal', async () => {
    const { http, events, refreshCalls } = setup((config) => answer(config, 401, {}));

    await expect(http.axios.get('/A')).rejects.toMatchObject({ response: { status: 401 } });

    expect(refreshCalls()).toHaveLength(0);
    expect(events).toEqual([]);
  });

  it('gives a fresh access token to outside callers, refreshing an expired one through the same flight', async () => {
    const fresh = validToken('fresh');
    const { tokens, http, refreshCalls } = setup((config) =>
      answer(config, 200, { accessToken: fresh, refreshToken: 'r2' }),
    );
    tokens.setTokens({ accessToken: expiredToken('old'), refreshToken: 'r1' });

    const [first, second] = await Promise.all([http.getFreshAccessToken(), http.getFreshAccessToken()]);

    expect(first).toBe(fresh);
    expect(second).toBe(fresh);
    expect(refreshCalls()).toHaveLength(1);
    await expect(http.getFreshAccessToken()).resolves.toBe(fresh);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('tells an outside XHR that got a 401 which token to retry with: the newer one, else a refreshed one', async () => {
    const old = validToken('old');
    const newer = validToken('newer');
    const fresh = validToken('fresh');
    const { tokens, http, refreshCalls } = setup((config) =>
      answer(config, 200, { accessToken: fresh, refreshToken: 'r3' }),
    );
    tokens.setTokens({ accessToken: newer, refreshToken: 'r2' });

    await expect(http.tokenAfterUnauthorized(old)).resolves.toBe(newer);
    expect(refreshCalls()).toHaveLength(0);

    await expect(http.tokenAfterUnauthorized(newer)).resolves.toBe(fresh);
    expect(refreshCalls()).toHaveLength(1);

    tokens.clear();
    await expect(http.tokenAfterUnauthorized(fresh)).resolves.toBeNull();
  });
});

describe('createHttpClient and a prefetched answer', () => {
  const url = '/Order/GetOrdersTable';
  const body = { page: 1, rowsPerPage: 10, descending: false, search: '' };
  /** A first page asked early, handed to the call that will be sent with the returned signal. */
  const handed = (accessToken: string, answer: Promise<PrefetchedAnswer | null>, language = 'nl') => {
    const { signal } = new AbortController();
    handPrefetchedAnswer(signal, { answer, askedAs: { authorization: `Bearer ${accessToken}`, language } });
    return signal;
  };

  it('given an answer handed to the call by its signal, the call takes it instead of going out, once', async () => {
    const { tokens, http, sent } = setup((config) => answer(config, 200, { items: ['sent'], total: 1 }));
    const accessToken = validToken(`prefetch-${Math.random()}`);
    tokens.setTokens({ accessToken, refreshToken: 'r' });
    const text = JSON.stringify({ items: ['prefetched'], total: 1 });
    const signal = handed(accessToken, Promise.resolve({ status: 200, text, headers: {} }));

    const first = await http.axios.post(url, body, { params: { clientId: 5 }, signal });
    const second = await http.axios.post(url, body, { params: { clientId: 5 }, signal });

    expect(first.data).toEqual({ items: ['prefetched'], total: 1 });
    expect(second.data).toEqual({ items: ['sent'], total: 1 });
    expect(sent).toHaveLength(1);
  });

  it('given an answer asked in another language or with another token, the call goes out and leaves it', async () => {
    const { tokens, http, sent } = setup((config) => answer(config, 200, { items: [], total: 0 }));
    const accessToken = validToken(`prefetch-${Math.random()}`);
    tokens.setTokens({ accessToken, refreshToken: 'r' });
    const offered = Promise.resolve({ status: 200, text: '{"items":["x"],"total":1}', headers: {} });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    const otherLanguage = await http.axios.post(url, body, { signal: handed(accessToken, offered, 'de') });
    const otherUser = await http.axios.post(url, body, {
      signal: handed(validToken('someone-else'), offered),
    });

    expect(otherLanguage.data).toEqual({ items: [], total: 0 });
    expect(otherUser.data).toEqual({ items: [], total: 0 });
    expect(sent).toHaveLength(2);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('given a prefetch that failed, the call goes out as usual: a 401 refreshes and retries', async () => {
    const fresh = validToken('fresh');
    const { tokens, http, sent, refreshCalls } = setup((config) => {
      if (config.url === REFRESH_PATH) return answer(config, 200, { accessToken: fresh, refreshToken: 'r2' });
      return bearerOf(config) === fresh
        ? answer(config, 200, { items: [], total: 0 })
        : answer(config, 401, {});
    });
    const accessToken = validToken(`refused-${Math.random()}`);
    tokens.setTokens({ accessToken, refreshToken: 'r1' });
    const signal = handed(accessToken, Promise.resolve(null));

    const response = await http.axios.post(url, body, { params: { clientId: 5 }, signal });

    expect(response.data).toEqual({ items: [], total: 0 });
    expect(refreshCalls()).toHaveLength(1);
    expect(sent.filter((config) => config.url === url)).toHaveLength(2);
  });
});
