import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { ExportRequestBody, TableRequestBody } from '../api/browser-contract/common.ts';
import { readPage, toExportRequestBody, toListRequestBody } from './table-wire.ts';

const sorted = {
  page: 3,
  itemsPerPage: 25,
  sortBy: [
    { key: 'dateOrder', order: 'desc' as const },
    { key: 'order', order: 'asc' as const },
  ],
  search: 'pallet',
};

describe('toListRequestBody', () => {
  it('sends the first sort key only, as sortBy and descending', () => {
    const body = toListRequestBody(sorted);
    expect(body).toEqual({
      page: 3,
      rowsPerPage: 25,
      sortBy: 'dateOrder',
      descending: true,
      search: 'pallet',
    });
    expect(Value.Check(TableRequestBody, body)).toBe(true);
  });

  it('without a sort, it sends no sortBy and descending false', () => {
    const body = toListRequestBody({ page: 1, itemsPerPage: -1, sortBy: [], search: '' });
    expect(body).toEqual({ page: 1, rowsPerPage: -1, descending: false, search: '' });
    expect(Value.Check(TableRequestBody, body)).toBe(true);
  });

  it('cuts a search longer than the contract allows', () => {
    const body = toListRequestBody({ ...sorted, search: 'x'.repeat(500) });
    expect(body.search).toHaveLength(200);
    expect(Value.Check(TableRequestBody, body)).toBe(true);
  });
});

describe('toExportRequestBody', () => {
  it('sends the table state with sort keys and directions as lists, and the columns', () => {
    const body = toExportRequestBody(sorted, ['order', 'dateOrder']);
    expect(body).toEqual({
      vueTableRequest: {
        page: 3,
        rowsPerPage: 25,
        sortBy: ['dateOrder', 'order'],
        descending: [true, false],
        search: 'pallet',
      },
      columnsToExport: ['order', 'dateOrder'],
    });
    expect(Value.Check(ExportRequestBody, body)).toBe(true);
  });

  it('while the table shows All, it sends 50 rows per page', () => {
    const body = toExportRequestBody({ ...sorted, itemsPerPage: -1, page: 1 }, ['order']);
    expect(body.vueTableRequest.rowsPerPage).toBe(50);
  });

  it('for Export all, it asks for every row from page 1', () => {
    const body = toExportRequestBody(sorted, ['order'], { all: true });
    expect(body.vueTableRequest).toMatchObject({ page: 1, rowsPerPage: -1, sortBy: ['dateOrder', 'order'] });
    expect(Value.Check(ExportRequestBody, body)).toBe(true);
  });
});

describe('readPage', () => {
  it('reads items and total', () => {
    expect(readPage({ items: [{ id: 1 }], total: 40 })).toEqual({ items: [{ id: 1 }], total: 40 });
  });

  it('given no total, it uses the number of items', () => {
    expect(readPage({ items: [{ id: 1 }, { id: 2 }] })).toEqual({ items: [{ id: 1 }, { id: 2 }], total: 2 });
    expect(readPage({ items: [{ id: 1 }], total: null }).total).toBe(1);
  });

  it('given no items, it reads an empty page', () => {
    expect(readPage({})).toEqual({ items: [], total: 0 });
  });
});
