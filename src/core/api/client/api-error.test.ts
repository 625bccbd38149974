import { describe, expect, it } from 'vitest';
import { ApiError, statedReason } from './api-error.ts';

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
