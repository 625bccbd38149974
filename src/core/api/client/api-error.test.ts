import fc from 'fast-check';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { ErrorBody } from '../browser-contract/common.ts';
import { ApiError, isErrorBody, statedReason } from './api-error.ts';

describe('isErrorBody', () => {
  // Bodies close to the contract's ErrorBody: each field right, wrong or absent.
  const field = <T>(right: fc.Arbitrary<T>) =>
    fc.option(fc.oneof(right, fc.jsonValue({ maxDepth: 1 })), { nil: undefined });
  const nearErrorBody = fc.record(
    {
      title: field(fc.string()),
      status: field(fc.integer()),
      errors: field(fc.dictionary(fc.string(), fc.array(fc.oneof(fc.string(), fc.integer())))),
      requestId: field(fc.string()),
    },
    { requiredKeys: [] },
  );

  it('agrees with the contract schema (checked by hand: the browser has no schema library)', () => {
    fc.assert(
      fc.property(fc.oneof(nearErrorBody, fc.jsonValue()), (body) => {
        expect(isErrorBody(body)).toBe(Value.Check(ErrorBody, body));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('statedReason', () => {
  it("given a refused call with a title, it answers the API's title", () => {
    const error = new ApiError('/Order/GetOrdersTable', 400, { title: 'Kies een klant', status: 400 });
    expect(statedReason(error)).toBe('Kies een klant');
  });

  it('given a 403 with a title, it answers that title', () => {
    expect(statedReason(new ApiError('/x', 403, { title: 'Not your client' }))).toBe('Not your client');
  });

  it('given a server failure, an answer without a title or no API error at all, it answers null', () => {
    expect(statedReason(new ApiError('/x', 500, { title: 'An unexpected error occurred' }))).toBeNull();
    expect(statedReason(new ApiError('/x', 404, 'not a problem body'))).toBeNull();
    expect(statedReason(new ApiError('/x', 400, { title: '  ' }))).toBeNull();
    expect(statedReason(new Error('offline'))).toBeNull();
    expect(statedReason(undefined)).toBeNull();
  });
});
