import type { Db } from '../../db/db.ts';

/**
 * Inserts rows with multi-row VALUES statements in chunks, so seeding thousands of rows takes a
 * few statements instead of thousands. `casts` optionally adds a SQL cast per column (`jsonb`).
 */
export async function insertRows(
  db: Db,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
  casts: Readonly<Record<string, string>> = {},
): Promise<void> {
  const perChunk = Math.max(1, Math.floor(3000 / columns.length));
  for (let start = 0; start < rows.length; start += perChunk) {
    const chunk = rows.slice(start, start + perChunk);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      const placeholders = row.map((value, i) => {
        params.push(value);
        const cast = casts[columns[i]!];
        return cast ? `$${params.length}::${cast}` : `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    await db.query(`insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`, params);
  }
}
