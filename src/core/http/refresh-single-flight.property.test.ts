import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TokenStore } from '../auth/token-store.ts';
import { createSessionEvents, type SessionEvent } from '../events/session-events.ts';
import type { KeyValueStorage } from '../storage/key-value-storage.ts';
import { createMemoryStorage } from '../storage/memory-storage.ts';
import { createHttpClient, REFRESH_PATH } from './http-client.ts';
import type { RefreshLock } from './refresh-lock.ts';
import { answer, bearerOf, expiredToken, validToken } from './testing/fake-transport.ts';
import { createQueueLock } from './testing/queue-lock.ts';

/**
 * Every transport answer goes through fast-check's scheduler, which releases them in an order it
 * chooses (and shrinks on failure): any interleaving of 401s, the refresh and the retries.
 */
function setup(
  scheduler: fc.Scheduler,
  server: (config: InternalAxiosRequestConfig) => Promise<AxiosResponse>,
  tab: { storage?: KeyValueStorage; refreshLock?: RefreshLock } = {},
) {
  const tokens = new TokenStore(tab.storage ?? createMemoryStorage('prop.'));
  const sessionEvents = createSessionEvents();
  const events: SessionEvent[] = [];
  sessionEvents.subscribe((event) => events.push(event));
  const sent: InternalAxiosRequestConfig[] = [];
  const http = createHttpClient({
    apiBase: '/customerportal',
    appVersion: '1.0.0',
    tokens,
    sessionEvents,
    getLanguage: () => 'en',
    refreshLock: tab.refreshLock,
    adapter: (config) => {
      sent.push(config);
      return scheduler.schedule(Promise.resolve(), config.url).then(() => server(config));
    },
  });
  return { tokens, http, sent, events };
}

describe('refresh under concurrent 401s (property)', () => {
  it('for any number of concurrent calls answered 401 in any order: one refresh, at most one retry each, all succeed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.integer({ min: 1, max: 100 }), async (scheduler, count) => {
        const fresh = validToken('fresh');
        const { tokens, http, sent } = setup(scheduler, (config) => {
          if (config.url === REFRESH_PATH)
            return answer(config, 200, { accessToken: fresh, refreshToken: 'r2' });
          return bearerOf(config) === fresh ? answer(config, 200, config.url) : answer(config, 401, {});
        });
        tokens.setTokens({ accessToken: validToken('revoked'), refreshToken: 'r1' });

        const calls = Array.from({ length: count }, (_, index) => http.axios.get<string>(`/call/${index}`));
        const results = await scheduler.waitFor(Promise.allSettled(calls));

        expect(results.every((result) => result.status === 'fulfilled')).toBe(true);
        expect(sent.filter((config) => config.url === REFRESH_PATH)).toHaveLength(1);
        for (let index = 0; index < count; index++) {
          expect(sent.filter((config) => config.url === `/call/${index}`).length).toBeLessThanOrEqual(2);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('given a refresh answered 401: no loop, every call rejects, session-expired is signalled once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.integer({ min: 1, max: 100 }), async (scheduler, count) => {
        const { tokens, http, sent, events } = setup(scheduler, (config) => answer(config, 401, {}));
        tokens.setTokens({ accessToken: validToken('revoked'), refreshToken: 'r1' });

        const calls = Array.from({ length: count }, (_, index) => http.axios.get(`/call/${index}`));
        const results = await scheduler.waitFor(Promise.allSettled(calls));

        expect(results.every((result) => result.status === 'rejected')).toBe(true);
        // Each call once, plus one refresh: nothing is retried after the session is gone.
        expect(sent.length).toBeLessThanOrEqual(count + 1);
        expect(sent.filter((config) => config.url === REFRESH_PATH)).toHaveLength(1);
        expect(events).toEqual([{ type: 'session-expired' }]);
        expect(tokens.isLoggedIn()).toBe(false);
      }),
      { numRuns: 60 },
    );
  });
});

/**
 * A server that rotates strictly, with no grace period: a refresh token works once, and a spent
 * one presented again is refused and ends the session. Only the client keeps tabs from racing here.
 */
function strictServer() {
  const state = { refreshToken: 'r1', accessTokens: new Set<string>(), rotations: 0, reuses: 0 };
  const server = (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    if (config.url === REFRESH_PATH) {
      const presented = JSON.parse(String(config.data)).refreshToken;
      if (presented !== state.refreshToken) {
        state.reuses++;
        state.accessTokens.clear();
        return answer(config, 401, {});
      }
      state.rotations++;
      state.refreshToken = `r${state.rotations + 1}`;
      const accessToken = validToken(`fresh-${state.rotations}`);
      state.accessTokens.add(accessToken);
      return answer(config, 200, { accessToken, refreshToken: state.refreshToken });
    }
    return state.accessTokens.has(bearerOf(config) ?? '')
      ? answer(config, 200, config.url)
      : answer(config, 401, {});
  };
  return { state, server };
}

describe('refresh across two tabs sharing a storage and a lock (property)', () => {
  it('for any calls in two tabs with an expired or refused token, in any order: one refresh in all, nothing spent twice, all succeed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 30 }),
        fc.boolean(),
        async (scheduler, countA, countB, expired) => {
          const storage = createMemoryStorage('prop.');
          const lock = createQueueLock(() => scheduler.schedule(Promise.resolve(), 'lock granted'));
          const { state, server } = strictServer();
          const tabA = setup(scheduler, server, { storage, refreshLock: lock });
          const tabB = setup(scheduler, server, { storage, refreshLock: lock });
          tabA.tokens.setTokens({
            accessToken: expired ? expiredToken('old') : validToken('revoked'),
            refreshToken: 'r1',
          });

          const calls = [
            ...Array.from({ length: countA }, (_, index) => tabA.http.axios.get<string>(`/a/${index}`)),
            ...Array.from({ length: countB }, (_, index) => tabB.http.axios.get<string>(`/b/${index}`)),
          ];
          const results = await scheduler.waitFor(Promise.allSettled(calls));

          expect(results.every((result) => result.status === 'fulfilled')).toBe(true);
          expect(state.rotations).toBe(1);
          expect(state.reuses).toBe(0);
          expect([...tabA.events, ...tabB.events]).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('given the refresh refused: no tab spends the refused token again, every call rejects', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 30 }),
        async (scheduler, countA, countB) => {
          const storage = createMemoryStorage('prop.');
          const lock = createQueueLock(() => scheduler.schedule(Promise.resolve(), 'lock granted'));
          const tabA = setup(scheduler, (config) => answer(config, 401, {}), { storage, refreshLock: lock });
          const tabB = setup(scheduler, (config) => answer(config, 401, {}), { storage, refreshLock: lock });
          tabA.tokens.setTokens({ accessToken: validToken('revoked'), refreshToken: 'r1' });

          const calls = [
            ...Array.from({ length: countA }, (_, index) => tabA.http.axios.get(`/a/${index}`)),
            ...Array.from({ length: countB }, (_, index) => tabB.http.axios.get(`/b/${index}`)),
          ];
          const results = await scheduler.waitFor(Promise.allSettled(calls));

          expect(results.every((result) => result.status === 'rejected')).toBe(true);
          const refreshes = [...tabA.sent, ...tabB.sent].filter((config) => config.url === REFRESH_PATH);
          expect(refreshes).toHaveLength(1);
          expect(tabA.events.length).toBeLessThanOrEqual(1);
          expect(tabB.events.length).toBeLessThanOrEqual(1);
          expect(tabA.tokens.isLoggedIn()).toBe(false);
        },
      ),
      { numRuns: 60 },
    );
  });
});
