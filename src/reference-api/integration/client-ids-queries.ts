import type { Db } from '../db/db.ts';

/** Which of these client ids exist. */
export async function knownClientIds(tx: Db, clientIds: readonly number[]): Promise<Set<number>> {
  const rows = await tx.query<{ client_id: number }>(
    'select client_id from clients where client_id = any($1::int[])',
    [[...new Set(clientIds)]],
  );
  return new Set(rows.map((r) => r.client_id));
}
