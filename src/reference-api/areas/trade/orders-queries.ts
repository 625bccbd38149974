import type { Db } from '../../db/db.ts';

/** The statement of the order reprint (orders-area.ts); the table's own SQL is trade-tables.ts. */

/** The order number of a client's order, or null when the client has no such order. */
export async function orderNumberOf(db: Db, orderId: number, clientId: number): Promise<string | null> {
  const [order] = await db.query<{ orderNumber: string }>(
    'SELECT order_number AS "orderNumber" FROM orders WHERE order_id = $1 AND client_id = $2',
    [orderId, clientId],
  );
  return order?.orderNumber ?? null;
}
