import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TokenStore } from '../auth/token-store.ts';
import { createSessionEvents, type SessionEvent } from '../events/session-events.ts';
import { createMemoryStorage } from '../storage/memory-storage.ts';
import { createHttpClient, REFRESH_PATH } from './http-client.ts';
import { answer, bearerOf, validToken } from './testing/fake-transport.ts';

/**
 * Every transport answer goes through fast-check's scheduler, which releases them in an order it
 * chooses (and shrinks on failure): any interleaving of 401s, the refresh and the retries.
 */
function setup(
  scheduler: fc.Scheduler,
  server: (config: InternalAxiosRequestConfig) => Promise<AxiosResponse>,
) {
  const tokens = new TokenStore(createMemoryStorage('prop.'));
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
