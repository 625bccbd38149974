import { describe, expect, it } from 'vitest';
import { pageRange } from './page-range.ts';

describe('pageRange', () => {
  it('given page 2 of 10 rows per page out of 25, it shows rows 11–20 of 3 pages', () => {
    expect(pageRange(2, 10, 25)).toEqual({ first: 11, last: 20, pageCount: 3 });
  });

  it('given the last, partly filled page, it ends at the total', () => {
    expect(pageRange(3, 10, 25)).toEqual({ first: 21, last: 25, pageCount: 3 });
  });

  it('given All (-1), it shows every row on one page', () => {
    expect(pageRange(1, -1, 12_345)).toEqual({ first: 1, last: 12_345, pageCount: 1 });
  });

  it('given no rows, it shows 0–0 on one page', () => {
    expect(pageRange(1, 10, 0)).toEqual({ first: 0, last: 0, pageCount: 1 });
  });
});
