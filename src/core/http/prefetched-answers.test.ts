import { describe, expect, it } from 'vitest';
import {
  handPrefetchedAnswer,
  hasPrefetchedAnswer,
  offerPrefetchedAnswer,
  PREFETCH_TTL_MS,
  type PrefetchedPage,
  takeHandedAnswer,
  takePrefetchedAnswer,
  takeUnmatchedAnswers,
} from './prefetched-answers.ts';

const request = { page: 1, itemsPerPage: 10, sortBy: [], search: '' };
const queryKey = (change: Record<string, unknown> = {}) => [
  'dataTable',
  `orders-${Math.random()}`,
  'orders',
  'own',
  { ...request, ...change },
];
const answer = { status: 200, text: '{"items":[],"total":0}', headers: {} };
const page = (): PrefetchedPage => ({
  answer: Promise.resolve(answer),
  askedAs: { authorization: 'Bearer a', language: 'en' },
});

describe('prefetched answers', () => {
  it('given a page offered under a query key, the same key takes it once, whatever the order of its properties', async () => {
    const offered = queryKey();
    offerPrefetchedAnswer(offered, page());
    const [, tableKey, , , sent] = offered as [string, string, string, string, typeof request];
    const reordered = [
      'dataTable',
      tableKey,
      'orders',
      'own',
      { search: '', sortBy: [], itemsPerPage: 10, page: 1 },
    ];

    expect(await takePrefetchedAnswer(reordered)?.answer).toEqual(answer);
    expect(sent).toEqual(request);
    expect(takePrefetchedAnswer(offered)).toBeUndefined();
  });

  it('given a key that differs in client, page, size, sort or search, it gets nothing and the offer stays', () => {
    const offered = queryKey();
    offerPrefetchedAnswer(offered, page());
    const [, tableKey] = offered;

    expect(takePrefetchedAnswer(['dataTable', tableKey, 'orders', 5, request])).toBeUndefined();
    expect(
      takePrefetchedAnswer(['dataTable', tableKey, 'orders', 'own', { ...request, page: 2 }]),
    ).toBeUndefined();
    expect(
      takePrefetchedAnswer(['dataTable', tableKey, 'orders', 'own', { ...request, search: 'x' }]),
    ).toBeUndefined();
    expect(hasPrefetchedAnswer(offered)).toBe(true);
  });

  it("given a table that asks under another key, the offers of that table are taken as unmatched, others' stay", () => {
    const offered = queryKey();
    const other = queryKey();
    offerPrefetchedAnswer(offered, page());
    offerPrefetchedAnswer(other, page());

    expect(takeUnmatchedAnswers(['dataTable', offered[1]])).toEqual([offered]);
    expect(hasPrefetchedAnswer(offered)).toBe(false);
    expect(hasPrefetchedAnswer(other)).toBe(true);
  });

  it(`given an offer older than ${PREFETCH_TTL_MS} ms, it is dropped untaken`, () => {
    const offered = queryKey();
    offerPrefetchedAnswer(offered, page(), 1_000);

    expect(takePrefetchedAnswer(offered, 1_000 + PREFETCH_TTL_MS)).toBeUndefined();
    expect(hasPrefetchedAnswer(offered)).toBe(false);
  });

  it('given a page handed to a signal, only that signal takes it, once', () => {
    const handed = page();
    const { signal } = new AbortController();
    handPrefetchedAnswer(signal, handed);

    expect(takeHandedAnswer(new AbortController().signal)).toBeUndefined();
    expect(takeHandedAnswer(undefined)).toBeUndefined();
    expect(takeHandedAnswer(signal)).toBe(handed);
    expect(takeHandedAnswer(signal)).toBeUndefined();
  });
});
