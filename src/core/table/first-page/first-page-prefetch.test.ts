// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasPrefetchedAnswer, takePrefetchedAnswer } from '../../http/prefetched-answers.ts';
import { fakeJwt, validToken } from '../../http/testing/fake-transport.ts';
import { createMemoryStorage } from '../../storage/memory-storage.ts';
import { tablePageQuery } from '../table-page-query.ts';
import { TableRequestStore } from '../table-request-store.ts';
import {
  type FirstPageCall,
  firstPageRequest,
  type PageOptions,
  prefetchFirstPages,
} from './first-page-prefetch.ts';

const ORDERS: FirstPageCall = {
  tableKey: 'orders',
  path: '/Order/GetOrdersTable',
  queryKey: (clientId) => ['orders', clientId ?? 'own'],
};
const FIRST_PAGE_BODY = '{"page":1,"rowsPerPage":10,"descending":false,"search":""}';

function element(attributes: Record<string, string> = {}): Element {
  const tag = document.createElement('cp-orders');
  for (const [name, value] of Object.entries(attributes)) tag.setAttribute(name, value);
  return tag;
}

function signedIn(accessToken = validToken('customer')): PageOptions {
  const storage = createMemoryStorage('test.');
  storage.setItem('accessToken', accessToken);
  storage.setItem('refreshToken', 'refresh');
  return { apiBase: '/customerportal', appVersion: '1.0.0', storage };
}

describe('firstPageRequest', () => {
  it('given a customer with nothing stored, it is the first page of 10 in the page language, for their own client', () => {
    const options = signedIn();
    document.documentElement.lang = 'en-GB';

    expect(firstPageRequest(element(), ORDERS, options)).toEqual({
      method: 'POST',
      url: '/customerportal/Order/GetOrdersTable',
      body: FIRST_PAGE_BODY,
      authorization: `Bearer ${options.storage.getItem('accessToken')}`,
      language: 'en',
    });
  });

  it("given the element's attributes, the stored request and preferences, it asks as the element will", () => {
    const options = signedIn();
    options.storage.setItem('preferences', JSON.stringify({ languageCode: 'zhHans', selectedClientId: 7 }));
    new TableRequestStore(options.storage).set('orders', {
      page: 3,
      itemsPerPage: 25,
      sortBy: [{ key: 'dateOrder', order: 'desc' }],
      search: 'box',
    });

    const stored = firstPageRequest(element(), ORDERS, options);
    const attributed = firstPageRequest(
      element({ 'client-id': '12', lang: 'en', 'api-base': 'https://api.example/portal/' }),
      ORDERS,
      options,
    );

    expect(stored).toMatchObject({
      url: '/customerportal/Order/GetOrdersTable?clientId=7',
      body: '{"page":3,"rowsPerPage":25,"descending":true,"search":"box","sortBy":"dateOrder"}',
      language: 'zhHans',
    });
    expect(attributed).toMatchObject({
      url: 'https://api.example/portal/Order/GetOrdersTable?clientId=12',
      language: 'en',
    });
  });

  it('given a page-size attribute and a table never changed, the first page has that many rows', () => {
    expect(firstPageRequest(element({ 'page-size': '25' }), ORDERS, signedIn())?.body).toBe(
      '{"page":1,"rowsPerPage":25,"descending":false,"search":""}',
    );
  });

  it('given page size All, it asks for the first window of rows, as the table does, never for every row', () => {
    expect(firstPageRequest(element({ 'page-size': '-1' }), ORDERS, signedIn())?.body).toBe(
      '{"page":1,"rowsPerPage":100,"descending":false,"search":""}',
    );
  });

  it('given no session, an expired access token, an agent with no client chosen, or an element opening elsewhere, there is nothing to ask early', () => {
    const now = Date.now();
    const expired = fakeJwt({ exp: Math.floor(now / 1000) - 60, role: ['Customer'] });
    const agent = fakeJwt({ exp: Math.floor(now / 1000) + 3600, role: ['Agent'] });
    const staff = fakeJwt({ exp: Math.floor(now / 1000) + 3600, role: 'Staff' });
    const signedOut = { ...signedIn(), storage: createMemoryStorage('none.') };

    expect(firstPageRequest(element(), ORDERS, signedOut)).toBeNull();
    expect(firstPageRequest(element(), ORDERS, signedIn(expired))).toBeNull();
    expect(firstPageRequest(element(), ORDERS, signedIn(agent))).toBeNull();
    expect(firstPageRequest(element(), ORDERS, signedIn(staff))).toBeNull();
    expect(firstPageRequest(element(), { ...ORDERS, opensOnTable: () => false }, signedIn())).toBeNull();
    expect(firstPageRequest(element({ 'client-id': '9' }), ORDERS, signedIn(agent))?.url).toBe(
      '/customerportal/Order/GetOrdersTable?clientId=9',
    );
  });
});

describe('prefetchFirstPages', () => {
  const PREFIX = `prefetch-test-${Math.random()}.`;
  const fetchMock = vi.fn(async () => new Response('{"items":[],"total":0}', { status: 200 }));

  beforeEach(() => {
    document.head.innerHTML = `<meta name="cp-config" content='{"storagePrefix":"${PREFIX}"}'>`;
    document.body.innerHTML = '<cp-orders lang="en"></cp-orders><cp-orders lang="en"></cp-orders>';
    localStorage.setItem(`${PREFIX}accessToken`, validToken('page'));
    localStorage.setItem(`${PREFIX}refreshToken`, 'refresh');
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  /** The orders table's key for its first page: what the element's DataTable looks the page up by. */
  const tableQueryKey = () =>
    tablePageQuery('orders', ['orders', 'own'], { page: 1, itemsPerPage: 10, sortBy: [], search: '' })
      .queryKey;

  it('given two alike elements in the page, it sends their one request with fetch and offers its answer', async () => {
    prefetchFirstPages('cp-orders', ORDERS);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const offered = takePrefetchedAnswer(tableQueryKey());
    expect(offered?.askedAs).toEqual({
      authorization: `Bearer ${localStorage.getItem(`${PREFIX}accessToken`)}`,
      language: 'en',
    });
    expect(await offered?.answer).toMatchObject({
      status: 200,
      text: '{"items":[],"total":0}',
    });
  });

  it('given a refusal, the offer is null: the client sends the request itself', async () => {
    fetchMock.mockImplementationOnce(async () => new Response('{}', { status: 401 }));
    prefetchFirstPages('cp-orders', ORDERS);

    expect(await takePrefetchedAnswer(tableQueryKey())?.answer).toBeNull();
  });

  it('given a page whose runtime already runs, or a meta config the runtime would reject, it sends nothing', () => {
    vi.stubGlobal(Symbol.for('paperfield.customer-portal.runtime'), {});
    prefetchFirstPages('cp-orders', ORDERS);
    vi.unstubAllGlobals();
    vi.stubGlobal('fetch', fetchMock);
    document.head.innerHTML = `<meta name="cp-config" content='{"storagePrefix": 42}'>`;
    prefetchFirstPages('cp-orders', ORDERS);

    expect(fetchMock).not.toHaveBeenCalled();
    expect(hasPrefetchedAnswer(tableQueryKey())).toBe(false);
  });
});
