import type { SeededRandom } from '../../../db/seed/seeded-random.ts';
import { isoDay, pad } from './seed-dates.ts';
import type { OrderRecord } from './seed-orders.ts';
import { CLIENT_PROFILES } from './trade-catalogue.ts';

export interface DeliveryRecord {
  delivery_id: number;
  client_id: number;
  order_id: number;
  load_number: string;
  container_number: string | null;
  carrier: string | null;
  transport_type: 'Road' | 'Ocean';
  status: 'Preparing' | 'InTransit' | 'Delivered';
  order_number: string;
  customer_order_number: string;
  order_position: number;
  sales_product_description: string;
  converting_type_description: string;
  width_mm: number;
  length_mm: number;
  amount_of_sheets: number;
  pallets: number;
  weight_kg: number;
  theoretical_nett_weight_kg: number;
  calloff: string | null;
  date_departure: string;
  country: string;
  address: string;
}

const OCEAN_ADDRESSES = new Set(
  CLIENT_PROFILES.flatMap((p) => p.addresses.filter((a) => a.ocean).map((a) => a.address)),
);

/**
 * The most recent `count` planned loads as deliveries. Status follows the departure date against
 * `today`: future → Preparing, within the transit time → InTransit, otherwise Delivered. Every client
 * gets at least one load InTransit per transport type it uses, so tracking always has live shipments.
 */
export function buildDeliveries(
  random: SeededRandom,
  today: Date,
  orders: OrderRecord[],
  count: number,
): DeliveryRecord[] {
  const todayIso = isoDay(today, 0);
  const loaded = orders
    .filter((o): o is OrderRecord & { load_number: string } => o.load_number !== null)
    .sort((a, b) => b.date_departure.localeCompare(a.date_departure) || b.order_id - a.order_id)
    .slice(0, count);
  const containers = new Set<string>();
  const deliveries = loaded.map((order, index): DeliveryRecord => {
    const ocean = OCEAN_ADDRESSES.has(order.address);
    let container: string | null = null;
    while (ocean && (container === null || containers.has(container))) {
      container = `HLXU${pad(random.int(1_000_000, 9_999_999), 7)}`;
    }
    if (container) containers.add(container);
    const transitDays = ocean ? random.int(28, 42) : random.int(1, 3);
    const arrival = isoDay(new Date(`${order.date_departure}T00:00:00Z`), transitDays);
    const status =
      order.date_departure > todayIso ? 'Preparing' : arrival > todayIso ? 'InTransit' : 'Delivered';
    return {
      delivery_id: index + 1,
      client_id: order.client_id,
      order_id: order.order_id,
      load_number: order.load_number,
      container_number: container,
      carrier: ocean ? 'hellmann' : null,
      transport_type: ocean ? 'Ocean' : 'Road',
      status,
      order_number: order.order_number,
      customer_order_number: order.customer_order_number,
      order_position: order.order_position,
      sales_product_description: order.sales_product_description,
      converting_type_description: order.converting_type_description,
      width_mm: order.width_mm,
      length_mm: order.length_mm,
      amount_of_sheets: order.amount_of_sheets,
      pallets: order.pallets,
      weight_kg: order.weight_kg,
      theoretical_nett_weight_kg: order.theoretical_nett_weight_kg,
      calloff: order.calloff,
      date_departure: order.date_departure,
      country: order.country,
      address: order.address,
    };
  });
  ensureInTransit(deliveries, orders, today);
  return deliveries;
}

/** Moves the newest delivered load of a client and transport type back onto the road (or sea). */
function ensureInTransit(deliveries: DeliveryRecord[], orders: OrderRecord[], today: Date): void {
  for (const { clientId } of CLIENT_PROFILES) {
    for (const type of ['Road', 'Ocean'] as const) {
      const own = deliveries.filter((d) => d.client_id === clientId && d.transport_type === type);
      if (own.length === 0 || own.some((d) => d.status === 'InTransit')) continue;
      const delivered = own.find((d) => d.status === 'Delivered');
      if (!delivered) continue;
      delivered.status = 'InTransit';
      delivered.date_departure = isoDay(today, type === 'Road' ? -1 : -12);
      const order = orders[delivered.order_id - 1];
      if (order) order.date_departure = delivered.date_departure;
    }
  }
}
