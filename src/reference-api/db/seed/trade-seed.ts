import { insertRows } from '../../areas/trade/seed/insert-rows.ts';
import { buildDeliveries } from '../../areas/trade/seed/seed-deliveries.ts';
import { buildInvoices } from '../../areas/trade/seed/seed-invoices.ts';
import { buildOrders, clientProducts, ORDER_SCALE } from '../../areas/trade/seed/seed-orders.ts';
import { buildSalesStatistics, buildStock } from '../../areas/trade/seed/seed-stock.ts';
import { buildProducts } from '../../areas/trade/seed/trade-catalogue.ts';
import type { Db } from '../db.ts';
import { SeededRandom } from './seeded-random.ts';

export interface TradeSeedOptions {
  scale: 'small' | 'full';
  /**
   * The day the seed's dates are generated around. Default: the real current day, because the API
   * judges "future" deliveries, "recent" orders and "days due" against the real date, so a freshly
   * seeded database always has scheduled deliveries, loads in transit and open invoices. The data is
   * otherwise deterministic (fixed PRNG seed): the same `today` gives the same rows.
   */
  today?: Date;
}

/**
 * Seeds products, orders, deliveries, invoices, stock and sales statistics for clients 1001–1005.
 * Full scale: 20,000 orders (~26,000 positions), 10,000 deliveries, 5,000 invoices.
 */
export async function seedTradeData(db: Db, options: TradeSeedOptions): Promise<void> {
  const today = options.today ?? new Date();
  const random = new SeededRandom(20261101);
  const products = buildProducts(random);
  const productsByClient = clientProducts(random, products);
  const orders = buildOrders(random, today, options.scale, productsByClient);
  const deliveries = buildDeliveries(random, today, orders, ORDER_SCALE[options.scale].deliveries);
  const invoices = buildInvoices(random, today, options.scale);
  const { stockOrders, pallets } = buildStock(random, today, options.scale, productsByClient);
  const statistics = buildSalesStatistics(random, today, options.scale, productsByClient);

  // One transaction: a seed that fails halfway leaves nothing behind, so a restart can seed again.
  await db.transaction(async (tx) => {
    await insertRows(tx, 'products', products);
    await insertRows(tx, 'orders', orders);
    await insertRows(tx, 'deliveries', deliveries);
    await insertRows(tx, 'invoices', invoices);
    await insertRows(tx, 'stock_orders', stockOrders);
    await insertRows(tx, 'stock_pallets', pallets);
    await insertRows(tx, 'sales_statistics', statistics);
    // Rows the integration API adds later take their ids from the tables' sequences (migration 049).
    for (const [table, id] of [
      ['orders', 'order_id'],
      ['deliveries', 'delivery_id'],
      ['invoices', 'invoice_id'],
      ['products', 'product_id'],
      ['stock_orders', 'stock_order_id'],
      ['stock_pallets', 'pallet_id'],
    ])
      await tx.query(
        `SELECT setval(pg_get_serial_sequence('${table}', '${id}'), (SELECT max(${id}) FROM ${table}))`,
      );
  });
}
