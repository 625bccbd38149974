import de from '../../../../locales/de/deliveries.json' with { type: 'json' };
import en from '../../../../locales/en/deliveries.json' with { type: 'json' };
import nl from '../../../../locales/nl/deliveries.json' with { type: 'json' };
import zhHans from '../../../../locales/zhHans/deliveries.json' with { type: 'json' };
import {
  type DeliveryRow,
  exportAllDeliveriesToExcel,
  exportDeliveriesToExcel,
  getDeliveriesTable,
  reprintDeliveryNote,
} from '../../../core/api/contract/deliveries.ts';
import { formatDate, formatInteger, formatWeightKg } from '../../../core/i18n/format.ts';
import { ApiError } from '../../platform/api-error.ts';
import { resolveClientId } from '../../platform/client-scope.ts';
import { localizePage, localizeRows, requestLanguage } from '../../platform/composed-texts.ts';
import { documentTexts, fill } from '../../platform/pdf/document-texts.ts';
import { renderInPdfWorker } from '../../platform/pdf/render-in-pdf-worker.ts';
import { route } from '../../platform/route.ts';
import type { AreaPlugin } from '../area-plugin.ts';
import { searchedIn } from './search-in-language.ts';
import { clientName, exportTable } from './table-export.ts';
import { queryTable } from './table-query.ts';
import { deliveriesTable } from './trade-tables.ts';

// The status and transport words of the deliveries table, so the note says what the screen says.
const TABLE_WORDS = { de, en, nl, zhHans };

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

  route(app, reprintDeliveryNote, async ({ query, body, principal, request }) => {
    const clientId = await resolveClientId(db, principal, query.clientId);
    const { items } = await queryTable<DeliveryRow>(
      db,
      deliveriesTable,
      clientId,
      { page: 1, rowsPerPage: 1 },
      { sql: 'd.delivery_id = $extra', value: body.deliveryId },
    );
    if (!items[0]) throw new ApiError(404, 'errors.notFound');
    const language = requestLanguage(request);
    const [delivery] = localizeRows(language, items) as [DeliveryRow];
    const texts = documentTexts(language).delivery;
    const words = TABLE_WORDS[language];
    const ocean = delivery.transportType === 'Ocean';
    const data = await renderInPdfWorker({
      kind: 'reprint',
      content: {
        title: texts.title,
        subtitle: fill(texts.subtitle, {
          load: delivery.loadNumber,
          date: formatDate(delivery.dateDeparture, language),
        }),
        addressLines: [(await clientName(db, clientId)) ?? '', delivery.address, delivery.country],
        fields: [
          { label: texts.transport, value: words.transport[delivery.transportType] },
          ...(ocean
            ? [
                { label: texts.carrier, value: delivery.carrier ?? '—' },
                { label: texts.container, value: delivery.containerNumber ?? '—' },
              ]
            : []),
          { label: texts.status, value: words.status[delivery.status] },
          { label: texts.order, value: `${delivery.orderNumber} / ${delivery.orderPosition}` },
          { label: texts.yourOrder, value: delivery.customerOrderNumber },
          { label: texts.calloff, value: delivery.calloff ?? '—' },
        ],
        table: {
          columns: [
            { header: texts.product },
            { header: texts.dimensions },
            { header: texts.sheets, align: 'right' },
            { header: texts.pallets, align: 'right' },
            { header: texts.grossKg, align: 'right' },
            { header: texts.nettKg, align: 'right' },
          ],
          rows: [
            [
              delivery.salesProductDescription,
              delivery.dimensions,
              formatInteger(delivery.amountOfSheets, language),
              formatInteger(delivery.pallets, language),
              formatWeightKg(delivery.weight, language),
              formatWeightKg(delivery.theoreticalNettWeightKg, language),
            ],
          ],
        },
        footer: texts.footer,
      },
    });
    return { filename: `delivery-note-${delivery.loadNumber}.pdf`, contentType: 'application/pdf', data };
  });
};
