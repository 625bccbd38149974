import { describe, expect, it } from 'vitest';
import type { TableColumn } from '../../../core/api/contract/table-columns.ts';
import { defineTableSql } from './table-query.ts';

const columns: TableColumn[] = [
  { key: 'name', title: 'Name', kind: 'text', sortable: true },
  { key: 'note', title: 'Note', kind: 'text', sortable: false },
];
const base = { from: 't', scope: 't.client_id', id: 't.id', search: 't.search_text' };

describe('defineTableSql', () => {
  it('refuses a table whose SQL misses a listed column, so the list and the whitelist cannot drift', () => {
    expect(() =>
      defineTableSql(columns, {
        ...base,
        select: { id: 't.id', name: 't.name' },
        defaultSort: { key: 'name', descending: false },
      }),
    ).toThrow(/note/);
  });

  it('whitelists exactly the sortable columns, with their sort expressions', () => {
    const table = defineTableSql(columns, {
      ...base,
      select: { id: 't.id', name: "t.first || ' ' || t.last", note: 't.note' },
      sort: { name: 't.last' },
      defaultSort: { key: 'name', descending: false },
    });
    expect([...table.sortExpressions]).toEqual([['name', 't.last']]);
  });
});
