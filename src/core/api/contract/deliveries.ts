import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint.ts';
import { ClientQuery, ExportRequestBody, IsoDate, Nullable, PageOf, TableRequestBody } from './common.ts';
import { ExportAllRequestBody } from './orders.ts';

/** Transport type of a delivery (docs/contract.md#entities). */
export const TransportType = Type.Union([Type.Literal('Road'), Type.Literal('Ocean')]);
export type TransportType = Static<typeof TransportType>;

/** Delivery status (docs/contract.md#entities). */
export const DeliveryStatus = Type.Union([
  Type.Literal('Preparing'),
  Type.Literal('InTransit'),
  Type.Literal('Delivered'),
]);
export type DeliveryStatus = Static<typeof DeliveryStatus>;

/** One delivery (an order position on a load); keys are the DELIVERY_COLUMNS keys plus `id`. */
export const DeliveryRow = Type.Object({
  id: Type.Integer(),
  loadNumber: Type.String(),
  transportType: TransportType,
  status: DeliveryStatus,
  /** Ocean deliveries only. */
  containerNumber: Nullable(Type.String()),
  /** Ocean carrier, e.g. `hellmann`; null for road. */
  carrier: Nullable(Type.String()),
  orderNumber: Type.String(),
  customerOrderNumber: Type.String(),
  orderPosition: Type.Integer(),
  salesProductDescription: Type.String(),
  convertingTypeDescription: Type.String(),
  dimensions: Type.String(),
  amountOfSheets: Type.Integer(),
  pallets: Type.Integer(),
  weight: Type.Number(),
  theoreticalNettWeightKg: Type.Number(),
  calloff: Nullable(Type.String()),
  dateDeparture: IsoDate,
  country: Type.String(),
  address: Type.String(),
});
export type DeliveryRow = Static<typeof DeliveryRow>;

export const ReprintDeliveryNoteBody = Type.Object({ deliveryId: Type.Integer({ minimum: 1 }) });
export type ReprintDeliveryNoteBody = Static<typeof ReprintDeliveryNoteBody>;

export const getDeliveriesTable = defineEndpoint({
  method: 'POST',
  path: '/Delivery/GetDeliveriesTable',
  secure: true,
  summary: 'A page of the client’s deliveries (sorted, searched).',
  tag: 'Delivery',
  query: ClientQuery,
  body: TableRequestBody,
  response: PageOf(DeliveryRow),
});

export const reprintDeliveryNote = defineEndpoint({
  method: 'POST',
  path: '/Delivery/ReprintDeliveryNote',
  secure: true,
  summary: 'The delivery note as a PDF.',
  tag: 'Delivery',
  query: ClientQuery,
  body: ReprintDeliveryNoteBody,
  response: 'binary',
});

export const exportDeliveriesToExcel = defineEndpoint({
  method: 'POST',
  path: '/Delivery/ExportDeliveriesToExcel',
  secure: true,
  summary: 'The current view of the deliveries table as an .xlsx file.',
  tag: 'Delivery',
  query: ClientQuery,
  body: ExportRequestBody,
  response: 'binary',
  // Too many exports running at once: Retry-After says when to come back.
  errors: [429],
});

export const exportAllDeliveriesToExcel = defineEndpoint({
  method: 'POST',
  path: '/Delivery/ExportAllDeliveriesToExcel',
  secure: true,
  summary: 'Every delivery matching the search as an .xlsx file.',
  tag: 'Delivery',
  query: ClientQuery,
  body: ExportAllRequestBody,
  response: 'binary',
  // Too many exports running at once: Retry-After says when to come back.
  errors: [429],
});
