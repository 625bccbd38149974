import {
  type DeliveryRow,
  exportAllDeliveriesToExcel,
  exportDeliveriesToExcel,
  getDeliveriesTable,
  reprintDeliveryNote,
} from '../../../core/api/contract/deliveries.ts';
import { ApiError } from '../../platform/api-error.ts';
import { resolveClientId } from '../../platform/client-scope.ts';
import { localizePage } from '../../platform/composed-texts.ts';
import { route } from '../../platform/route.ts';
import type { AreaPlugin } from '../area-plugin.ts';
import { buildPdf } from './pdf-document.ts';
import { searchedIn } from './search-in-language.ts';
import { clientName, exportTable } from './table-export.ts';
import { queryTable } from './table-query.ts';
import { deliveriesTable } from './trade-tables.ts';

const number = (value: number) => value.toLocaleString('en-GB');

/** The delivery calls: the table, its exports and the delivery note reprint. */
export const deliveriesArea: AreaPlugin = (app, { db }) => {
  route(app, getDeliveriesTable, async ({ query, body, principal, request }) => {
    const clientId = await resolveClientId(db, principal, query.clientId);
    return localizePage(
      request,
      await queryTable<DeliveryRow>(db, deliveriesTable, clientId, searchedIn(request, body)),
    );
  });

  route(app, exportDeliveriesToExcel, async ({ query, body, principal, request }) => {
    const clientId = await resolveClientId(db, principal, query.clientId);
    return exportTable(db, deliveriesTable, clientId, body, {
      all: false,
      area: 'deliveries',
      sheetName: 'Deliveries',
      request,
      principal,
    });
  });

  route(app, exportAllDeliveriesToExcel, async ({ query, body, principal, request }) => {
    const clientId = await resolveClientId(db, principal, query.clientId);
    return exportTable(db, deliveriesTable, clientId, body, {
      all: true,
      area: 'deliveries',
      sheetName: 'Deliveries',
      request,
      principal,
    });
  });

  route(app, reprintDeliveryNote, async ({ query, body, principal }) => {
    const clientId = await resolveClientId(db, principal, query.clientId);
    const { items } = await queryTable<DeliveryRow>(
      db,
      deliveriesTable,
      clientId,
      { page: 1, rowsPerPage: 1 },
      { sql: 'd.delivery_id = $extra', value: body.deliveryId },
    );
    const delivery = items[0];
    if (!delivery) throw new ApiError(404, 'errors.notFound');
    const ocean = delivery.transportType === 'Ocean';
    const data = await buildPdf({
      title: 'Delivery note',
      subtitle: `Load ${delivery.loadNumber}, departure ${delivery.dateDeparture}`,
      addressLines: [(await clientName(db, clientId)) ?? '', delivery.address, delivery.country],
      fields: [
        { label: 'Transport', value: ocean ? `Ocean, carrier ${delivery.carrier ?? ''}` : 'Road' },
        ...(ocean ? [{ label: 'Container', value: delivery.containerNumber ?? '' }] : []),
        { label: 'Status', value: delivery.status },
        { label: 'Order', value: `${delivery.orderNumber} / ${delivery.orderPosition}` },
        { label: 'Your order', value: delivery.customerOrderNumber },
        { label: 'Call-off', value: delivery.calloff ?? '—' },
      ],
      table: {
        headers: ['Product', 'Dimensions (mm)', 'Sheets', 'Pallets', 'Gross kg', 'Nett kg'],
        widths: [190, 80, 60, 45, 60, 60],
        rows: [
          [
            delivery.salesProductDescription,
            delivery.dimensions,
            number(delivery.amountOfSheets),
            String(delivery.pallets),
            number(delivery.weight),
            number(delivery.theoreticalNettWeightKg),
          ],
        ],
      },
      footer: 'Reprint of the delivery note. Claims within 8 days of receipt, noted on the CMR.',
    });
    return { filename: `delivery-note-${delivery.loadNumber}.pdf`, contentType: 'application/pdf', data };
  });
};
