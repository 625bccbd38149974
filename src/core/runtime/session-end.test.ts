import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { resolvePortalConfig } from '../config/portal-config.ts';
import { REFRESH_PATH } from '../http/http-client.ts';
import { hasPrefetchedAnswer, offerPrefetchedAnswer } from '../http/prefetched-answers.ts';
import { answer, fakeJwt } from '../http/testing/fake-transport.ts';
import type { KeyValueStorage } from '../storage/key-value-storage.ts';
import { createMemoryStorage } from '../storage/memory-storage.ts';
import { TableRequestStore } from '../table/table-request-store.ts';
import { createPortalRuntime, type PortalRuntime } from './create-portal-runtime.ts';
import { beginSupport, endSupport, signInWithTokens, signOutOf } from './page-session.ts';

// Issue 23 §9: the next user of a tab (a shared warehouse PC, an intranet page) must start with
// nothing of the last one's: no cached answer, no stored table request (search, sort, page), no
// prefetched first page, whatever ended the session. "Before anything renders" is checked where an
// element would learn of the change: in a token listener subscribed after the runtime was made.

const hour = () => Math.floor(Date.now() / 1000) + 3600;
/** A real server's access token names the account (`sub`) and the session (`sid`). */
const tokenOf = (account: string, session: string, exp = hour()) =>
  fakeJwt({ sub: account, sid: session, exp, iat: exp - 3600, role: ['Customer'] });
const A = { accessToken: tokenOf('1', 'session-a'), refreshToken: 'refresh-a' };
const B = { accessToken: tokenOf('2', 'session-b'), refreshToken: 'refresh-b' };

let runtime: PortalRuntime | undefined;

function setup(
  handler: (config: InternalAxiosRequestConfig) => Promise<AxiosResponse> = (config) =>
    answer(config, 200, {}),
  storage: KeyValueStorage = createMemoryStorage('se.'),
) {
  runtime = createPortalRuntime(resolvePortalConfig(), { storage, adapter: handler, refreshLock: null });
  return { runtime, storage, tables: new TableRequestStore(storage) };
}

/** The query key of A's first orders page, asked early. */
const prefetched = (): readonly unknown[] => [
  'dataTable',
  'orders',
  'orders',
  `own-${Math.random()}`,
  { page: 1, itemsPerPage: 10, sortBy: [], search: 'gc1' },
];

/** A's state on the page: a cached answer, a stored search, a prefetched first page. */
function leaveTracesOfA(runtime: PortalRuntime, tables: TableRequestStore) {
  runtime.queryClient.setQueryData(['dataTable', 'orders', 'own'], { items: ['row of A'], total: 1 });
  tables.set('orders', {
    page: 2,
    itemsPerPage: 25,
    sortBy: [{ key: 'date', order: 'desc' }],
    search: 'gc1',
  });
  const request = prefetched();
  offerPrefetchedAnswer(request, {
    answer: Promise.resolve(null),
    askedAs: { authorization: `Bearer ${A.accessToken}`, language: 'nl' },
  });
  return request;
}

/** What an element subscribed to the tokens sees at the moment it hears of the change. */
function watchWhatListenersSee(runtime: PortalRuntime, tables: TableRequestStore) {
  const seen: { accessToken: string | null; cached: number; search: string }[] = [];
  runtime.tokens.subscribe(() => {
    seen.push({
      accessToken: runtime.tokens.getAccessToken(),
      cached: runtime.queryClient.getQueryCache().getAll().length,
      search: tables.get('orders').search,
    });
  });
  return seen;
}

/** Once A's access token is gone, no listener may find anything of A. */
function expectListenersSawNothingOfA(seen: ReturnType<typeof watchWhatListenersSee>) {
  const afterA = seen.filter(({ accessToken }) => accessToken !== A.accessToken);
  expect(afterA.length).toBeGreaterThan(0);
  expect(afterA.filter(({ cached, search }) => cached > 0 || search !== '')).toEqual([]);
}

function expectNothingOfA(runtime: PortalRuntime, tables: TableRequestStore, request: readonly unknown[]) {
  expect(runtime.queryClient.getQueryData(['dataTable', 'orders', 'own'])).toBeUndefined();
  expect(tables.get('orders')).toEqual({ page: 1, itemsPerPage: 10, sortBy: [], search: '' });
  expect(hasPrefetchedAnswer(request)).toBe(false);
}

describe('the end of a session', () => {
  afterEach(() => runtime?.dispose());

  it('given A signs out, nothing of A stays for the next user, and listeners never see it', async () => {
    const { runtime, tables } = setup((config) => answer(config, 204, undefined));
    signInWithTokens(runtime, A);
    const request = leaveTracesOfA(runtime, tables);
    const seen = watchWhatListenersSee(runtime, tables);

    await signOutOf(runtime);

    expectNothingOfA(runtime, tables, request);
    expectListenersSawNothingOfA(seen);
  });

  it('given an expired access token whose refresh is refused, nothing of A stays', async () => {
    const { runtime, tables } = setup((config) =>
      config.url === REFRESH_PATH ? answer(config, 401, {}) : answer(config, 200, {}),
    );
    signInWithTokens(runtime, {
      accessToken: tokenOf('1', 'session-a', Math.floor(Date.now() / 1000) - 60),
      refreshToken: 'r',
    });
    const request = leaveTracesOfA(runtime, tables);
    const seen = watchWhatListenersSee(runtime, tables);

    await runtime.http.axios.post('/Order/GetOrdersTable', {}).catch(() => undefined);

    expect(runtime.tokens.isLoggedIn()).toBe(false);
    expectNothingOfA(runtime, tables, request);
    expectListenersSawNothingOfA(seen);
  });

  it('given a revoked session (401, then the refresh refused), nothing of A stays', async () => {
    const sent: string[] = [];
    const { runtime, tables } = setup((config) => {
      sent.push(config.url ?? '');
      return answer(config, 401, {});
    });
    signInWithTokens(runtime, A);
    const request = leaveTracesOfA(runtime, tables);
    const seen = watchWhatListenersSee(runtime, tables);

    await runtime.http.axios.post('/Order/GetOrdersTable', {}).catch(() => undefined);

    expect(sent).toContain(REFRESH_PATH);
    expect(runtime.tokens.isLoggedIn()).toBe(false);
    expectNothingOfA(runtime, tables, request);
    expectListenersSawNothingOfA(seen);
  });

  it('given another tab signs out (the shared storage loses the tokens), nothing of A stays in this tab', () => {
    const { runtime, storage, tables } = setup();
    signInWithTokens(runtime, A);
    const request = leaveTracesOfA(runtime, tables);
    const seen = watchWhatListenersSee(runtime, tables);

    // What a storage event from the other tab does here: the keys change under the runtime's feet.
    storage.removeItem('accessToken');
    storage.removeItem('refreshToken');

    expectNothingOfA(runtime, tables, request);
    expectListenersSawNothingOfA(seen);
  });

  it('given another tab signs B in over A (no signed-out moment in between), nothing of A stays in this tab', () => {
    const { runtime, storage, tables } = setup();
    signInWithTokens(runtime, A);
    const request = leaveTracesOfA(runtime, tables);
    const seen = watchWhatListenersSee(runtime, tables);

    storage.setItem('refreshToken', B.refreshToken);
    storage.setItem('accessToken', B.accessToken);

    expectNothingOfA(runtime, tables, request);
    expectListenersSawNothingOfA(seen);
  });

  it('given B signs in on this page while A is signed in, nothing of A stays', () => {
    const { runtime, tables } = setup();
    signInWithTokens(runtime, A);
    const request = leaveTracesOfA(runtime, tables);
    const seen = watchWhatListenersSee(runtime, tables);

    signInWithTokens(runtime, B);

    expectNothingOfA(runtime, tables, request);
    expectListenersSawNothingOfA(seen);
  });

  it('given a query of A still on its way when the session ends, it is cancelled and its late answer is not kept', async () => {
    let release: (() => void) | undefined;
    const { runtime, tables } = setup(
      (config) =>
        new Promise((resolve, reject) => {
          config.signal?.addEventListener?.('abort', () => reject(new Error('aborted')));
          release = () => void answer(config, 200, { items: ['row of A'] }).then(resolve);
        }),
    );
    signInWithTokens(runtime, A);
    leaveTracesOfA(runtime, tables);
    const late = runtime.queryClient
      .fetchQuery({
        queryKey: ['orders', 'late'],
        queryFn: ({ signal }) => runtime.http.axios.post('/Order/GetOrdersTable', {}, { signal }),
      })
      .catch(() => 'cancelled');
    await new Promise((resolve) => setTimeout(resolve, 0));

    runtime.tokens.clear();
    release?.();

    expect(await late).toBe('cancelled');
    expect(runtime.queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('given a sign-in from signed out made inside a query (an element’s own token login), that query is not cancelled', async () => {
    const { runtime } = setup();

    const login = runtime.queryClient.fetchQuery({
      queryKey: ['tracking', 'login-with-token', 't'],
      queryFn: async () => {
        runtime.tokens.setTokens(A);
        return true;
      },
    });

    expect(await login).toBe(true);
    expect(runtime.queryClient.getQueryData(['tracking', 'login-with-token', 't'])).toBe(true);
  });

  it('given a refresh of the same session, every answer and table request stays', () => {
    const { runtime, tables } = setup();
    signInWithTokens(runtime, A);
    leaveTracesOfA(runtime, tables);

    runtime.tokens.setTokens({
      accessToken: tokenOf('1', 'session-a', hour() + 60),
      refreshToken: 'refresh-a2',
    });

    expect(runtime.queryClient.getQueryData(['dataTable', 'orders', 'own'])).toEqual({
      items: ['row of A'],
      total: 1,
    });
    expect(tables.get('orders').search).toBe('gc1');
  });

  it('given a page that starts signed out, the table requests a session left behind are gone', () => {
    const storage = createMemoryStorage('se.');
    new TableRequestStore(storage).set('orders', { page: 3, itemsPerPage: 10, sortBy: [], search: 'gc1' });

    const { tables } = setup(undefined, storage);

    expect(tables.get('orders').search).toBe('');
  });

  it('given a page that starts signed in, the session goes on with its table requests', () => {
    const storage = createMemoryStorage('se.');
    storage.setItem('refreshToken', A.refreshToken);
    storage.setItem('accessToken', A.accessToken);
    new TableRequestStore(storage).set('orders', { page: 3, itemsPerPage: 10, sortBy: [], search: 'gc1' });

    const { tables } = setup(undefined, storage);

    expect(tables.get('orders').search).toBe('gc1');
  });

  it('given an agent signs out, the client they acted for is not the next user’s', async () => {
    const { runtime } = setup((config) => answer(config, 204, undefined));
    signInWithTokens(runtime, A);
    runtime.preferences.set({ selectedClientId: 1003, selectedClient: { clientId: 1003, displayName: 'C' } });

    await signOutOf(runtime);

    expect(runtime.preferences.get()).toMatchObject({ selectedClientId: null, selectedClient: null });
  });

  it('given a support session begun and ended, neither side keeps the other’s answers or table requests', async () => {
    const { runtime, tables } = setup((config) => answer(config, 204, undefined));
    signInWithTokens(runtime, A);
    leaveTracesOfA(runtime, tables);

    beginSupport(runtime, B);
    expect(runtime.queryClient.getQueryData(['dataTable', 'orders', 'own'])).toBeUndefined();
    expect(tables.get('orders').search).toBe('');
    tables.set('orders', { page: 1, itemsPerPage: 10, sortBy: [], search: 'customer search' });
    runtime.queryClient.setQueryData(['dataTable', 'orders', 'own'], { items: ['row of B'], total: 1 });

    expect(await endSupport(runtime)).toBe(true);
    expect(runtime.tokens.getAccessToken()).toBe(A.accessToken);
    expect(runtime.queryClient.getQueryData(['dataTable', 'orders', 'own'])).toBeUndefined();
    expect(tables.get('orders').search).toBe('');
  });
});
