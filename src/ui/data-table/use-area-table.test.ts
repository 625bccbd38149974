import { describe, expect, it } from 'vitest';
import { pageSizeRequest } from './use-area-table.ts';

describe('pageSizeRequest', () => {
  it('given an offered page size (All too), it opens the table on it', () => {
    expect(pageSizeRequest(25)).toEqual({ itemsPerPage: 25 });
    expect(pageSizeRequest(-1)).toEqual({ itemsPerPage: -1 });
  });

  it('given no page size or one not offered, it leaves the default', () => {
    expect(pageSizeRequest(undefined)).toEqual({});
    expect(pageSizeRequest(7)).toEqual({});
    expect(pageSizeRequest(0)).toEqual({});
  });
});
