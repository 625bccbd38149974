import {
  exportAllOrdersToExcel,
  exportOrdersToExcel,
  getOrdersTable,
  type OrderRow,
  reprintOrder,
} from '../../../core/api/contract/orders.ts';
import { ApiError } from '../../platform/api-error.ts';
import { resolveClientId } from '../../platform/client-scope.ts';
import { localizePage } from '../../platform/composed-texts.ts';
import { route } from '../../platform/route.ts';
import type { AreaPlugin } from '../area-plugin.ts';
import { buildPdf } from './pdf-document.ts';
import { searchedIn } from './search-in-language.ts';
import { clientName, exportTable } from './table-export.ts';
import { queryTable } from './table-query.ts';
import { ordersTable } from './trade-tables.ts';

const number = (value: number) => value.toLocaleString('en-GB');

/** The order calls: the table, its exports and the order confirmation reprint. */
export const ordersArea: AreaPlugin = (app, { db }) => {
  route(app, getOrdersTable, async ({ query, body, principal, request }) => {
    const clientId = await resolveClientId(db, principal, query.clientId);
    return localizePage(
      request,
      await queryTable<OrderRow>(db, ordersTable, clientId, searchedIn(request, body)),
    );
  });

  route(app, exportOrdersToExcel, async ({ query, body, principal, request }) => {
    const clientId = await resolveClientId(db, principal, query.clientId);
    return exportTable(db, ordersTable, clientId, body, {
      all: false,
      area: 'orders',
      sheetName: 'Orders',
      request,
      principal,
    });
  });

  route(app, exportAllOrdersToExcel, async ({ query, body, principal, request }) => {
    const clientId = await resolveClientId(db, principal, query.clientId);
    return exportTable(db, ordersTable, clientId, body, {
      all: true,
      area: 'orders',
      sheetName: 'Orders',
      request,
      principal,
    });
  });

  route(app, reprintOrder, async ({ query, body, principal }) => {
    const clientId = await resolveClientId(db, principal, query.clientId);
    const [order] = await db.query<{ orderNumber: string }>(
      'SELECT order_number AS "orderNumber" FROM orders WHERE order_id = $1 AND client_id = $2',
      [body.orderId, clientId],
    );
    if (!order) throw new ApiError(404, 'errors.notFound');
    const { items: positions } = await queryTable<OrderRow>(
      db,
      ordersTable,
      clientId,
      { page: 1, rowsPerPage: -1, sortBy: 'orderPosition', descending: false },
      { sql: 'o.order_number = $extra', value: order.orderNumber },
    );
    const first = positions[0]!;
    const data = await buildPdf({
      title: 'Order confirmation',
      subtitle: `Order ${first.orderNumber} of ${first.dateOrder}`,
      addressLines: [(await clientName(db, clientId)) ?? '', first.address, first.country],
      fields: [
        { label: 'Your order', value: first.customerOrderNumber },
        { label: 'Ordered by', value: first.orderSignature },
        { label: 'Call-off', value: first.calloff ?? '—' },
        { label: 'Planned departure', value: first.dateDeparture ?? '—' },
        { label: 'Load number', value: first.loadNumber ?? 'not yet planned' },
      ],
      table: {
        headers: ['Pos.', 'Product', 'Converting', 'Dimensions (mm)', 'Sheets', 'Pallets', 'Nett kg'],
        widths: [30, 150, 105, 70, 50, 40, 50],
        rows: positions.map((p) => [
          String(p.orderPosition),
          p.salesProductDescription,
          p.convertingTypeDescription,
          p.dimensions,
          number(p.amountOfSheets),
          String(p.pallets),
          number(p.theoreticalNettWeightKg),
        ]),
      },
      footer: 'Reprint of the order confirmation. Our general conditions of sale apply.',
    });
    return { filename: `order-${first.orderNumber}.pdf`, contentType: 'application/pdf', data };
  });
};
