import type { SeededRandom } from '../../../db/seed/seeded-random.ts';
import { isoDay, pad, yymm } from './seed-dates.ts';
import { CLIENT_PROFILES, type ClientProfile, CONVERTING_TYPES, type Product } from './trade-catalogue.ts';

/** Sizes of the generated order book per scale. */
export const ORDER_SCALE = {
  small: { orderNumbers: 400, daysBack: 180, deliveries: 250 },
  full: { orderNumbers: 20_000, daysBack: 730, deliveries: 10_000 },
} as const;

/** Loads are planned (get a load number) this many days before departure. */
const LOAD_PLANNING_DAYS = 10;

export interface OrderRecord {
  order_id: number;
  client_id: number;
  order_number: string;
  customer_order_number: string;
  order_position: number;
  order_signature: string;
  product_id: number;
  sales_product_description: string;
  converting_type_description: string;
  width_mm: number;
  length_mm: number;
  sheets_per_pallet: number;
  amount_of_sheets: number;
  pallets: number;
  units: number;
  weight_kg: number;
  theoretical_nett_weight_kg: number;
  calloff: string | null;
  load_number: string | null;
  date_order: string;
  date_departure: string;
  country: string;
  address: string;
}

interface OrderHeader {
  profile: ClientProfile;
  daysAgo: number;
  positions: number;
}

/** Each client buys from its own part of the range, so statistics and stock look coherent. */
export function clientProducts(random: SeededRandom, products: readonly Product[]): Map<number, Product[]> {
  const byClient = new Map<number, Product[]>();
  for (const profile of CLIENT_PROFILES) {
    const chosen = new Set<Product>();
    const count = Math.min(products.length, profile.clientId === 1001 ? 24 : 14);
    while (chosen.size < count) chosen.add(random.pick(products));
    byClient.set(profile.clientId, [...chosen]);
  }
  return byClient;
}

/** The order book: order positions of every client, numbered in date order. */
export function buildOrders(
  random: SeededRandom,
  today: Date,
  scale: keyof typeof ORDER_SCALE,
  productsByClient: ReadonlyMap<number, readonly Product[]>,
): OrderRecord[] {
  const { orderNumbers, daysBack } = ORDER_SCALE[scale];
  const headers: OrderHeader[] = [];
  for (const profile of CLIENT_PROFILES) {
    const count = Math.round(orderNumbers * profile.share);
    for (let i = 0; i < count; i++) {
      const positions = random.chance(0.7) ? 1 : random.chance(0.8) ? 2 : 3;
      headers.push({ profile, daysAgo: random.int(0, daysBack), positions });
    }
  }
  headers.sort((a, b) => b.daysAgo - a.daysAgo);

  const orders: OrderRecord[] = [];
  const customerSequence = new Map<number, number>();
  let loadSequence = 1200;
  let calloffSequence = 100;
  headers.forEach((header, index) => {
    const { profile } = header;
    const dateOrder = isoDay(today, -header.daysAgo);
    const sequence = (customerSequence.get(profile.clientId) ?? 0) + 1;
    customerSequence.set(profile.clientId, sequence);
    const orderNumber = String(4_500_000 + 1 + index);
    const customerOrderNumber = `${profile.customerOrderPrefix}${yymm(dateOrder)}-${pad(sequence, 4)}`;
    const signature = random.pick(profile.buyers);
    const oceanAddresses = profile.addresses.filter((a) => a.ocean);
    const roadAddresses = profile.addresses.filter((a) => !a.ocean);
    const byOcean = oceanAddresses.length > 0 && (roadAddresses.length === 0 || random.chance(0.1));
    const destination = random.pick(byOcean ? oceanAddresses : roadAddresses);
    const calloff = random.chance(0.3) ? `CO-${yymm(dateOrder)}-${pad(++calloffSequence, 4)}` : null;
    const products = productsByClient.get(profile.clientId) ?? [];
    for (let position = 1; position <= header.positions; position++) {
      const product = random.pick(products);
      const departureOffset = random.int(byOcean ? 14 : 7, byOcean ? 45 : 35);
      const dateDeparture = isoDay(today, departureOffset - header.daysAgo);
      const planned = departureOffset - header.daysAgo <= LOAD_PLANNING_DAYS;
      const pallets = random.int(2, 24);
      const partial = random.chance(0.4)
        ? Math.round(random.int(0, product.sheets_per_pallet / 2) / 50) * 50
        : 0;
      const amountOfSheets = pallets * product.sheets_per_pallet - partial;
      const nett = amountOfSheets * ((product.width_mm * product.length_mm) / 1e6) * (product.gsm / 1000);
      orders.push({
        order_id: orders.length + 1,
        client_id: profile.clientId,
        order_number: orderNumber,
        customer_order_number: customerOrderNumber,
        order_position: position * 10,
        order_signature: signature,
        product_id: product.product_id,
        sales_product_description: product.description,
        converting_type_description: random.pick(CONVERTING_TYPES),
        width_mm: product.width_mm,
        length_mm: product.length_mm,
        sheets_per_pallet: product.sheets_per_pallet,
        amount_of_sheets: amountOfSheets,
        pallets,
        units: pallets * (product.sheets_per_pallet >= 2000 ? 8 : 4),
        weight_kg: Math.round((nett + pallets * random.int(20, 26)) * 10) / 10,
        theoretical_nett_weight_kg: Math.round(nett * 10) / 10,
        calloff,
        load_number: planned ? `L${yymm(dateDeparture)}-${pad(++loadSequence, 5)}` : null,
        date_order: dateOrder,
        date_departure: dateDeparture,
        country: destination.country,
        address: destination.address,
      });
    }
  });
  return orders;
}
