import { hashKey, QueryClient, QueryObserver } from '@tanstack/query-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  hasPrefetchedAnswer,
  offerPrefetchedAnswer,
  type PrefetchedAnswer,
  takeHandedAnswer,
} from '../../core/http/prefetched-answers.ts';
import { tablePageQuery } from '../../core/table/table-page-query.ts';
import { adoptPrefetchedPage } from './adopt-prefetched-page.ts';

const opening = { page: 1, itemsPerPage: 10, sortBy: [], search: '' };
const answer: PrefetchedAnswer = { status: 200, text: '{"items":["early"],"total":1}', headers: {} };
const askedAs = { authorization: 'Bearer a', language: 'en' };

/** A table's fetch over a transport that counts what goes out and answers a handed page itself. */
function table() {
  const sent: unknown[] = [];
  const fetchPage = vi.fn(async (signal: AbortSignal) => {
    const handed = takeHandedAnswer(signal);
    const early = handed && (await handed.answer);
    if (early) return JSON.parse(early.text);
    sent.push(signal);
    return { items: ['sent'], total: 1 };
  });
  return { sent, fetchPage };
}

/** What a mounted table's query shows: the observer's data once it settles. */
async function shown(client: QueryClient, queryKey: readonly unknown[], queryFn: () => Promise<unknown>) {
  const observer = new QueryObserver(client, { queryKey, queryFn });
  const unsubscribe = observer.subscribe(() => {});
  await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('success'));
  unsubscribe();
  return observer.getCurrentResult().data;
}

describe('adoptPrefetchedPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('given a first page asked early under the table key, the table shows it and its first page is fetched once', async () => {
    // Hashed as the page's client hashes keys: with the language first.
    const client = new QueryClient({
      defaultOptions: { queries: { queryKeyHashFn: (key) => hashKey(['en', ...key]) } },
    });
    const { queryKey } = tablePageQuery(`orders-${Math.random()}`, ['orders', 'own'], opening);
    offerPrefetchedAnswer(queryKey, { answer: Promise.resolve(answer), askedAs });
    const { sent, fetchPage } = table();

    expect(adoptPrefetchedPage(client, 'orders', queryKey, fetchPage)).toBe(true);
    const data = await shown(client, queryKey, () => fetchPage(new AbortController().signal));

    expect(data).toEqual({ items: ['early'], total: 1 });
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([]);
  });

  it('given a first page asked early for another request of the table, it is dropped with a warning, never silently', async () => {
    const client = new QueryClient();
    const tableKey = `orders-${Math.random()}`;
    const early = tablePageQuery(tableKey, ['orders', 'own'], opening).queryKey;
    const asked = tablePageQuery(tableKey, ['orders', 7], opening).queryKey;
    offerPrefetchedAnswer(early, { answer: Promise.resolve(answer), askedAs });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { sent, fetchPage } = table();

    expect(adoptPrefetchedPage(client, tableKey, asked, fetchPage)).toBe(false);
    const data = await shown(client, asked, () => fetchPage(new AbortController().signal));

    expect(data).toEqual({ items: ['sent'], total: 1 });
    expect(sent).toHaveLength(1);
    expect(hasPrefetchedAnswer(early)).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatch(`the first page of table "${tableKey}" was asked early as`);
  });

  it('given no page asked early, nothing enters the cache and nothing is said', () => {
    const client = new QueryClient();
    const warn = vi.spyOn(console, 'warn');
    const { queryKey } = tablePageQuery(`orders-${Math.random()}`, ['orders', 'own'], opening);

    expect(adoptPrefetchedPage(client, 'orders', queryKey, table().fetchPage)).toBe(false);
    expect(client.getQueryCache().find({ queryKey })).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });
});
