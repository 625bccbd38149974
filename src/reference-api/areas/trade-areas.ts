import type { AreaPlugin } from './area-plugin.ts';
import { dashboardTradeArea } from './trade/dashboard-trade-area.ts';
import { deliveriesArea } from './trade/deliveries-area.ts';
import { invoicesArea } from './trade/invoices-area.ts';
import { ordersArea } from './trade/orders-area.ts';
import { statisticsArea } from './trade/statistics-area.ts';
import { stockArea } from './trade/stock-area.ts';

/** The trade areas of the contract: orders, deliveries, invoices, stock, statistics and their dashboard lists. */
export const tradeAreas: readonly AreaPlugin[] = [
  ordersArea,
  deliveriesArea,
  invoicesArea,
  stockArea,
  statisticsArea,
  dashboardTradeArea,
];
