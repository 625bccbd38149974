import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tableStateFromQuery, tableStateToQuery } from './table-query.ts';
import { DEFAULT_TABLE_REQUEST, PAGE_SIZE_OPTIONS } from './table-request.ts';

const request = {
  page: 2,
  itemsPerPage: 50,
  sortBy: [{ key: 'dateOrder', order: 'desc' as const }],
  search: 'A4 pallet',
};

describe('tableStateToQuery', () => {
  it('leaves defaults out', () => {
    expect(tableStateToQuery(DEFAULT_TABLE_REQUEST)).toEqual({});
  });

  it('writes page, rows, sort (- for descending) and search', () => {
    expect(tableStateToQuery(request)).toEqual({
      page: '2',
      rows: '50',
      sort: '-dateOrder',
      search: 'A4 pallet',
    });
  });

  it('puts every parameter under the prefix', () => {
    expect(tableStateToQuery({ ...DEFAULT_TABLE_REQUEST, page: 3 }, 'stock.')).toEqual({ 'stock.page': '3' });
  });
});

describe('tableStateFromQuery', () => {
  it('reads a query string, URLSearchParams or a record', () => {
    expect(tableStateFromQuery('?page=2&rows=50&sort=-dateOrder&search=A4+pallet')).toEqual(request);
    expect(tableStateFromQuery(new URLSearchParams(tableStateToQuery(request)))).toEqual(request);
    expect(tableStateFromQuery({ page: '2', rows: '50', sort: '-dateOrder', search: 'A4 pallet' })).toEqual(
      request,
    );
  });

  it('reads ascending and several sort keys', () => {
    expect(tableStateFromQuery('sort=order,-dateOrder').sortBy).toEqual([
      { key: 'order', order: 'asc' },
      { key: 'dateOrder', order: 'desc' },
    ]);
  });

  it('given garbage, it takes the defaults', () => {
    expect(tableStateFromQuery('page=abc&rows=7&sort=,-,&search=')).toEqual(DEFAULT_TABLE_REQUEST);
    expect(tableStateFromQuery('page=-1&rows=1e3')).toEqual(DEFAULT_TABLE_REQUEST);
    expect(tableStateFromQuery('page=99999999999999999999')).toEqual(DEFAULT_TABLE_REQUEST);
  });

  it('reads back what it wrote, for any valid state', () => {
    const sortItem = fc.record({
      key: fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,20}$/),
      order: fc.constantFrom('asc' as const, 'desc' as const),
    });
    const state = fc.record({
      page: fc.integer({ min: 1, max: 10_000 }),
      itemsPerPage: fc.constantFrom(...PAGE_SIZE_OPTIONS),
      sortBy: fc.uniqueArray(sortItem, { maxLength: 3, selector: (item) => item.key }),
      search: fc.string({ maxLength: 200 }),
    });
    fc.assert(
      fc.property(state, (value) => {
        const query = new URLSearchParams(tableStateToQuery(value)).toString();
        expect(tableStateFromQuery(query)).toEqual(value);
      }),
    );
  });

  it('never throws, whatever the query', () => {
    fc.assert(
      fc.property(fc.string(), (query) => {
        expect(() => tableStateFromQuery(query)).not.toThrow();
      }),
    );
  });
});
