import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_COLUMNS } from '../../../core/api/contract/table-columns.ts';
import type { Db } from '../../db/db.ts';
import { migrate } from '../../db/migrate.ts';
import { openTestDb } from '../../testing/test-db.ts';
import { exportChunks } from './table-export.ts';
import { queryTable, type TableCursor, type TableQuery } from './table-query.ts';
import { ordersTable } from './trade-tables.ts';

// Pages past the middle are read from the other end, and exports read by keyset cursor
// (table-query.ts): both must give exactly the rows that plain offset paging gives, in every sort
// order, with many ties (few distinct values) and NULLs (call-off, load number, departure).
const ROWS = 97;
let db: Db;

beforeAll(async () => {
  db = await openTestDb();
  await migrate(db);
  await db.exec(`
    INSERT INTO clients (client_id, display_name, customer_number, country_code)
      VALUES (1, 'One', 'C1', 'NL'), (2, 'Two', 'C2', 'NL');
    INSERT INTO orders (order_id, client_id, order_number, customer_order_number, order_position,
      order_signature, sales_product_description, converting_type_description, width_mm, length_mm,
      sheets_per_pallet, amount_of_sheets, pallets, units, weight_kg, theoretical_nett_weight_kg,
      calloff, load_number, date_order, date_departure, country, address)
    SELECT i * 7 % 1000, 1 + (i % 5 = 0)::int, 'SO-' || (i % 4), 'PO-' || (i % 3), i,
      (ARRAY['b', 'a', 'B'])[i % 3 + 1], 'Coated folding boxboard GC' || (i % 2), 'Sheeted – pallet wrapped',
      1000 - (i % 2) * 100, 700 + (i % 3) * 10, 2000, 4000 * (i % 2), i % 3, 8, (i % 4) * 0.5, 980,
      CASE WHEN i % 3 = 0 THEN 'CO-' || (i % 2) END, CASE WHEN i % 4 <> 0 THEN 'L-' || (i % 5) END,
      date '2026-01-01' + i % 4, CASE WHEN i % 3 <> 1 THEN date '2026-02-01' + i % 2 END,
      (ARRAY['Netherlands', 'Germany'])[i % 2 + 1], 'Weg ' || (i % 6)
    FROM generate_series(1, ${Math.round(ROWS * 1.25)}) i`);
});
afterAll(async () => db?.close());

const sorts = ORDER_COLUMNS.flatMap((column) => [
  { sortBy: column.key, descending: false },
  { sortBy: column.key, descending: true },
]);
const ids = (rows: Record<string, unknown>[]) => rows.map((row) => row.id);

/** Every row of client 1 in one query (no paging at all): the order every page must follow. */
async function everyRow(sort: { sortBy: string; descending: boolean }, search?: string) {
  const query: TableQuery = { page: 1, rowsPerPage: -1, ...sort, search };
  return ids((await queryTable<Record<string, unknown>>(db, ordersTable, 1, query)).items);
}

describe('paging of a table at any depth', () => {
  it('the test rows hold ties and NULLs in the sorted columns', async () => {
    const [row] = await db.query<{ rows: number; calloffs: number; nulls: number }>(
      `SELECT count(*)::int AS rows, count(DISTINCT calloff)::int AS calloffs,
        count(*) FILTER (WHERE calloff IS NULL)::int AS nulls FROM orders WHERE client_id = 1`,
    );
    expect(row).toEqual({ rows: ROWS, calloffs: 2, nulls: expect.any(Number) });
    expect(row!.nulls).toBeGreaterThan(10);
  });

  it('a page by number, deep or shallow, holds the rows of that page in the full order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...sorts),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 120 }),
        async (sort, size, skip) => {
          const page = Math.floor(skip / size) + 1;
          const all = await everyRow(sort);
          const answer = await queryTable<Record<string, unknown>>(db, ordersTable, 1, {
            page,
            rowsPerPage: size,
            ...sort,
          });
          expect(answer.total).toBe(ROWS);
          expect(ids(answer.items)).toEqual(all.slice((page - 1) * size, page * size));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('every page of every sort order, read page after page, gives each row once in order', async () => {
    for (const sort of sorts) {
      const all = await everyRow(sort);
      const paged: unknown[] = [];
      for (let page = 1; page <= Math.ceil(ROWS / 10); page++)
        paged.push(
          ...ids(
            (
              await queryTable<Record<string, unknown>>(db, ordersTable, 1, {
                page,
                rowsPerPage: 10,
                ...sort,
              })
            ).items,
          ),
        );
      expect(paged, `${sort.sortBy} ${sort.descending ? 'desc' : 'asc'}`).toEqual(all);
    }
  });

  it('reading on from a keyset cursor gives the same rows as offsets, in every order, searched or not', async () => {
    for (const [index, sort] of sorts.entries()) {
      // Each order once, unsearched or with one of two searches in turn (every order both ways would
      // take minutes on a busy machine).
      const search = [undefined, 'gc1', 'so-1 weg'][index % 3];
      const all = await everyRow(sort, search);
      // Chunk sizes from 1 to 29, so chunks end on ties, on NULLs and at the end alike.
      const size = ((index * 7 + (search?.length ?? 0)) % 29) + 1;
      const read: unknown[] = [];
      let after: TableCursor | undefined;
      for (let reads = 0; reads <= all.length; reads++) {
        const query: TableQuery = { page: 1, rowsPerPage: size, ...sort, search, after, withCursor: true };
        const answer = await queryTable<Record<string, unknown>>(db, ordersTable, 1, query);
        read.push(...ids(answer.items));
        if (!answer.cursor) break;
        after = answer.cursor;
      }
      expect(read, `${sort.sortBy} ${sort.descending ? 'desc' : 'asc'} ${search} by ${size}`).toEqual(all);
    }
  }, 120_000);
});

describe('the rows of an export', () => {
  const gate = (chunkRows: number) => ({ chunkRows, check: () => {} });

  it('are every row of the view, in its order, whatever the chunk size', async () => {
    for (const sort of sorts) {
      const all = await everyRow(sort);
      const read: unknown[] = [];
      const query: TableQuery = { page: 1, rowsPerPage: -1, ...sort };
      for await (const chunk of exportChunks(db, ordersTable, 1, query, gate(13))) read.push(...ids(chunk));
      expect(read, `${sort.sortBy} ${sort.descending ? 'desc' : 'asc'}`).toEqual(all);
    }
  });

  it('of one page of the view are that page', async () => {
    const sort = { sortBy: 'calloff', descending: true };
    const all = await everyRow(sort);
    const read: unknown[] = [];
    const query: TableQuery = { page: 3, rowsPerPage: 20, ...sort };
    for await (const chunk of exportChunks(db, ordersTable, 1, query, gate(7))) read.push(...ids(chunk));
    expect(read).toEqual(all.slice(40, 60));
  });

  it('are read from the database one chunk ahead of the writer at most', async () => {
    let fetched = 0;
    const counting: Db = {
      ...db,
      async query<T>(sql: string, params?: readonly unknown[]) {
        const rows = await db.query<T>(sql, params);
        if (sql.includes('WITH page')) fetched += rows.length;
        return rows;
      },
    };
    let written = 0;
    const chunkRows = 10;
    const query: TableQuery = { page: 1, rowsPerPage: -1 };
    for await (const chunk of exportChunks(counting, ordersTable, 1, query, gate(chunkRows))) {
      // A slow writer: whatever it has not yet written, the reader must not have read further.
      await new Promise((resolve) => setTimeout(resolve, 2));
      expect(fetched - written).toBeLessThanOrEqual(chunkRows);
      written += chunk.length;
    }
    expect(written).toBe(ROWS);
  });
});
