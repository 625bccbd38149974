import { describe, expect, it } from 'vitest';
import {
  hasPrefetchedAnswer,
  offerPrefetchedAnswer,
  PREFETCH_TTL_MS,
  type PrefetchedRequest,
  takePrefetchedAnswer,
} from './prefetched-answers.ts';

const request = (change: Partial<PrefetchedRequest> = {}): PrefetchedRequest => ({
  method: 'POST',
  url: `/customerportal/Order/GetOrdersTable?n=${Math.random()}`,
  body: '{"page":1,"rowsPerPage":10,"descending":false,"search":""}',
  authorization: 'Bearer a',
  language: 'en',
  ...change,
});
const answer = { status: 200, text: '{"items":[],"total":0}', headers: {} };

describe('prefetched answers', () => {
  it('given an answer offered for a request, the same request takes it once (the method in any case)', async () => {
    const offered = request();
    offerPrefetchedAnswer(offered, Promise.resolve(answer));

    expect(await takePrefetchedAnswer({ ...offered, method: 'post' })).toEqual(answer);
    expect(takePrefetchedAnswer(offered)).toBeUndefined();
  });

  it('given a request that differs in token, language, body or URL, it gets nothing and the offer stays', () => {
    const offered = request();
    offerPrefetchedAnswer(offered, Promise.resolve(answer));

    expect(takePrefetchedAnswer({ ...offered, authorization: 'Bearer b' })).toBeUndefined();
    expect(takePrefetchedAnswer({ ...offered, language: 'nl' })).toBeUndefined();
    expect(takePrefetchedAnswer({ ...offered, body: '{"page":2}' })).toBeUndefined();
    expect(takePrefetchedAnswer({ ...offered, url: `${offered.url}&clientId=5` })).toBeUndefined();
    expect(hasPrefetchedAnswer(offered)).toBe(true);
  });

  it(`given an offer older than ${PREFETCH_TTL_MS} ms, it is dropped untaken`, () => {
    const offered = request();
    offerPrefetchedAnswer(offered, Promise.resolve(answer), 1_000);

    expect(takePrefetchedAnswer(offered, 1_000 + PREFETCH_TTL_MS)).toBeUndefined();
    expect(hasPrefetchedAnswer(offered)).toBe(false);
  });
});
