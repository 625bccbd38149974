import type { Db } from '../db/db.ts';

/** How many order positions, deliveries and invoices the clients `fromClientId`…`toClientId` hold. */
export async function millCounts(db: Db, fromClientId: number, toClientId: number) {
  const [row] = await db.query<{ positions: string; deliveries: string; invoices: string }>(
    `select (select count(*) from orders where client_id between $1 and $2) as positions,
            (select count(*) from deliveries where client_id between $1 and $2) as deliveries,
            (select count(*) from invoices where client_id between $1 and $2) as invoices`,
    [fromClientId, toClientId],
  );
  return {
    positions: Number(row!.positions),
    deliveries: Number(row!.deliveries),
    invoices: Number(row!.invoices),
  };
}
