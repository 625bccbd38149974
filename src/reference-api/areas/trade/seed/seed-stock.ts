import type { SeededRandom } from '../../../db/seed/seeded-random.ts';
import { isoDay, pad } from './seed-dates.ts';
import { CLIENT_PROFILES, type Product } from './trade-catalogue.ts';

export interface StockOrderRecord {
  stock_order_id: number;
  client_id: number;
  product_id: number;
  order_number: string;
  customer_order_number: string;
  calloff: string | null;
  warehouse: string;
  date_produced: string;
}

export interface StockPalletRecord {
  pallet_id: number;
  stock_order_id: number;
  pallet_number: string;
  location: string;
  date_produced: string;
  sheets: number;
  weight_kg: number;
}

export interface SalesStatisticRecord {
  statistic_id: number;
  client_id: number;
  product_id: number;
  month: string;
  volume_kg: number;
  value_eur: number;
}

const WAREHOUSES = ['Eerbeek mill', 'Rotterdam Waalhaven', 'Duisburg Logport', 'Gothenburg Arendal'];

/** Call-off stock held for the clients: stock orders per product, each with its pallets. */
export function buildStock(
  random: SeededRandom,
  today: Date,
  scale: 'small' | 'full',
  productsByClient: ReadonlyMap<number, readonly Product[]>,
): { stockOrders: StockOrderRecord[]; pallets: StockPalletRecord[] } {
  const stockOrders: StockOrderRecord[] = [];
  const pallets: StockPalletRecord[] = [];
  for (const profile of CLIENT_PROFILES) {
    const products = productsByClient.get(profile.clientId) ?? [];
    // The small seed (browser tests) keeps most clients small, but the first client's stock pages
    // at every level with the smallest page size (10): 12 products, 12 stock orders of the first
    // product, 12 pallets on its first stock order.
    const pages = scale === 'small' && profile === CLIENT_PROFILES[0];
    const stocked = products.slice(0, scale === 'full' ? Math.ceil(products.length * 0.75) : pages ? 12 : 4);
    for (const [productIndex, product] of stocked.entries()) {
      const drawnOrderCount = random.int(1, scale === 'full' ? 6 : 3);
      const orderCount = pages && productIndex === 0 ? 12 : drawnOrderCount;
      for (let i = 0; i < orderCount; i++) {
        const daysAgo = random.int(3, 120);
        const produced = isoDay(today, -daysAgo);
        const stockOrder: StockOrderRecord = {
          stock_order_id: stockOrders.length + 1,
          client_id: profile.clientId,
          product_id: product.product_id,
          order_number: String(4_600_000 + stockOrders.length + 1),
          customer_order_number: `${profile.customerOrderPrefix}S-${pad(random.int(1, 9999), 4)}`,
          calloff: random.chance(0.5)
            ? `CO-${produced.slice(2, 4)}${produced.slice(5, 7)}-${pad(i + 1, 4)}`
            : null,
          warehouse: random.pick(WAREHOUSES),
          date_produced: produced,
        };
        stockOrders.push(stockOrder);
        const drawnPalletCount = random.int(2, scale === 'full' ? 24 : 8);
        const palletCount = pages && productIndex === 0 && i === 0 ? 12 : drawnPalletCount;
        const kgPerSheet = ((product.width_mm * product.length_mm) / 1e6) * (product.gsm / 1000);
        for (let p = 0; p < palletCount; p++) {
          const sheets =
            p === palletCount - 1 ? Math.round(product.sheets_per_pallet * 0.6) : product.sheets_per_pallet;
          pallets.push({
            pallet_id: pallets.length + 1,
            stock_order_id: stockOrder.stock_order_id,
            pallet_number: `387123450${pad(pallets.length + 1, 9)}`,
            location: `H${random.int(1, 4)}-R${pad(random.int(1, 40), 2)}-B${pad(random.int(1, 12), 2)}`,
            date_produced: isoDay(today, -daysAgo + (p % 2)),
            sheets,
            weight_kg: Math.round((sheets * kgPerSheet + 22) * 10) / 10,
          });
        }
      }
    }
  }
  return { stockOrders, pallets };
}

/** Monthly sales per client and product for the 24 months up to and including the current one. */
export function buildSalesStatistics(
  random: SeededRandom,
  today: Date,
  scale: 'small' | 'full',
  productsByClient: ReadonlyMap<number, readonly Product[]>,
): SalesStatisticRecord[] {
  const rows: SalesStatisticRecord[] = [];
  for (const profile of CLIENT_PROFILES) {
    const products = (productsByClient.get(profile.clientId) ?? []).slice(0, scale === 'full' ? 20 : 5);
    for (const product of products) {
      const baseKg = random.int(8_000, 90_000) * profile.share * 4;
      const pricePerTonne = random.int(780, 1_450);
      for (let m = 23; m >= 0; m--) {
        const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - m, 1));
        const volume = Math.round(baseKg * (0.6 + random.next() * 0.8) * 10) / 10;
        rows.push({
          statistic_id: rows.length + 1,
          client_id: profile.clientId,
          product_id: product.product_id,
          month: month.toISOString().slice(0, 10),
          volume_kg: volume,
          value_eur: Math.round((volume / 1000) * pricePerTonne * (0.95 + random.next() * 0.1) * 100) / 100,
        });
      }
    }
  }
  return rows;
}
