import {
  DASHBOARD_FUTURE_DELIVERIES_COUNT,
  DASHBOARD_RECENT_COUNT,
  getFutureDeliveries,
  getRecentInvoices,
  getRecentOrders,
} from '../../../core/api/contract/dashboard-trade.ts';
import type { DeliveryRow } from '../../../core/api/contract/deliveries.ts';
import type { InvoiceRow } from '../../../core/api/contract/invoices.ts';
import type { OrderRow } from '../../../core/api/contract/orders.ts';
import { resolveClientId } from '../../platform/client-scope.ts';
import { localizeRows, requestLanguage } from '../../platform/composed-texts.ts';
import { route } from '../../platform/route.ts';
import type { AreaPlugin } from '../area-plugin.ts';
import { queryTable } from './table-query.ts';
import { deliveriesTable, invoicesTable, ordersTable } from './trade-tables.ts';

/** The dashboard's trade lists: recent orders and invoices, and deliveries scheduled after today. */
export const dashboardTradeArea: AreaPlugin = (app, { db }) => {
  route(app, getRecentOrders, async ({ query, principal, request }) => {
    const clientId = await resolveClientId(db, principal, query.clientId);
    const page = await queryTable<OrderRow>(db, ordersTable, clientId, {
      page: 1,
      rowsPerPage: DASHBOARD_RECENT_COUNT,
      sortBy: 'dateOrder',
      descending: true,
    });
    return localizeRows(requestLanguage(request), page.items);
  });

  route(app, getRecentInvoices, async ({ query, principal, request }) => {
    const clientId = await resolveClientId(db, principal, query.clientId);
    const page = await queryTable<InvoiceRow>(db, invoicesTable, clientId, {
      page: 1,
      rowsPerPage: DASHBOARD_RECENT_COUNT,
      sortBy: 'invoiceDate',
      descending: true,
    });
    return localizeRows(requestLanguage(request), page.items);
  });

  route(app, getFutureDeliveries, async ({ query, principal, request }) => {
    const clientId = await resolveClientId(db, principal, query.clientId);
    // "Future" is judged by the database's current date, like days due, not by the seed's date.
    const page = await queryTable<DeliveryRow>(
      db,
      deliveriesTable,
      clientId,
      { page: 1, rowsPerPage: DASHBOARD_FUTURE_DELIVERIES_COUNT, sortBy: 'dateDeparture', descending: false },
      { sql: 'd.date_departure > current_date' },
    );
    return localizeRows(requestLanguage(request), page.items);
  });
};
