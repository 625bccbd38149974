import type { Db } from '../../../db/db.ts';

/**
 * Inserts rows in chunks through `json_populate_recordset`, which takes one JSON parameter per chunk:
 * far faster than row-by-row inserts and the same SQL on PGlite and PostgreSQL 15.
 */
export async function insertRows(
  db: Db,
  table: string,
  rows: readonly object[],
  chunkSize = 4000,
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first).join(', ');
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    await db.query(
      `INSERT INTO ${table} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${table}, $1::json)`,
      [JSON.stringify(chunk)],
    );
  }
}
