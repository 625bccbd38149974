import {
  exportAllOrdersToExcel,
  exportOrdersToExcel,
  getOrdersTable,
  type OrderRow,
  reprintOrder,
} from '../../../core/api/contract/orders.ts';
import { formatDate, formatInteger, formatWeightKg } from '../../../core/i18n/format.ts';
import { ApiError } from '../../platform/api-error.ts';
import { resolveClientId } from '../../platform/client-scope.ts';
import { localizePage, localizeRows, requestLanguage } from '../../platform/composed-texts.ts';
import { documentTexts, fill } from '../../platform/pdf/document-texts.ts';
import { renderInPdfWorker } from '../../platform/pdf/render-in-pdf-worker.ts';
import { route } from '../../platform/route.ts';
import type { AreaPlugin } from '../area-plugin.ts';
import { orderNumberOf } from './orders-queries.ts';
import { searchedIn } from './search-in-language.ts';
import { clientName, exportTable } from './table-export.ts';
import { queryTable } from './table-query.ts';
import { ordersTable } from './trade-tables.ts';

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

  route(app, reprintOrder, async ({ query, body, principal, request }) => {
    const clientId = await resolveClientId(db, principal, query.clientId);
    const orderNumber = await orderNumberOf(db, body.orderId, clientId);
    if (orderNumber === null) throw new ApiError(404, 'errors.notFound');
    const { items } = await queryTable<OrderRow>(
      db,
      ordersTable,
      clientId,
      { page: 1, rowsPerPage: -1, sortBy: 'orderPosition', descending: false },
      { sql: 'o.order_number = $extra', value: orderNumber },
    );
    // The positions as the orders table shows them in the reader's language.
    const language = requestLanguage(request);
    const positions = localizeRows(language, items);
    const texts = documentTexts(language).order;
    const first = positions[0]!;
    const data = await renderInPdfWorker({
      kind: 'reprint',
      content: {
        title: texts.title,
        subtitle: fill(texts.subtitle, {
          number: first.orderNumber,
          date: formatDate(first.dateOrder, language),
        }),
        addressLines: [(await clientName(db, clientId)) ?? '', first.address, first.country],
        fields: [
          { label: texts.yourOrder, value: first.customerOrderNumber },
          { label: texts.orderedBy, value: first.orderSignature },
          { label: texts.calloff, value: first.calloff ?? '—' },
          { label: texts.plannedDeparture, value: formatDate(first.dateDeparture, language) || '—' },
          { label: texts.loadNumber, value: first.loadNumber ?? texts.notPlanned },
        ],
        table: {
          columns: [
            { header: texts.position, align: 'right' },
            { header: texts.product },
            { header: texts.converting },
            { header: texts.dimensions },
            { header: texts.sheets, align: 'right' },
            { header: texts.pallets, align: 'right' },
            { header: texts.nettKg, align: 'right' },
          ],
          rows: positions.map((p) => [
            String(p.orderPosition),
            p.salesProductDescription,
            p.convertingTypeDescription,
            p.dimensions,
            formatInteger(p.amountOfSheets, language),
            formatInteger(p.pallets, language),
            formatWeightKg(p.theoreticalNettWeightKg, language),
          ]),
        },
        footer: texts.footer,
      },
    });
    return { filename: `order-${first.orderNumber}.pdf`, contentType: 'application/pdf', data };
  });
};
