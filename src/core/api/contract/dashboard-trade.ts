import Type from 'typebox';
import { defineEndpoint } from '../endpoint.ts';
import { ClientQuery } from './common.ts';
import { DeliveryRow } from './deliveries.ts';
import { InvoiceRow } from './invoices.ts';
import { OrderRow } from './orders.ts';

/** How many rows the dashboard's recent lists hold (docs/screens/dashboard.md#blocks). */
export const DASHBOARD_RECENT_COUNT = 5;
/** How many scheduled deliveries the dashboard lists at most (the next ones first). */
export const DASHBOARD_FUTURE_DELIVERIES_COUNT = 10;

export const getRecentOrders = defineEndpoint({
  method: 'GET',
  path: '/Dashboard/GetRecentOrders',
  secure: true,
  summary: 'The 5 most recent order positions, newest first.',
  tag: 'Dashboard',
  query: ClientQuery,
  response: Type.Array(OrderRow),
});

export const getRecentInvoices = defineEndpoint({
  method: 'GET',
  path: '/Dashboard/GetRecentInvoices',
  secure: true,
  summary: 'The 5 most recent invoices, newest first.',
  tag: 'Dashboard',
  query: ClientQuery,
  response: Type.Array(InvoiceRow),
});

export const getFutureDeliveries = defineEndpoint({
  method: 'GET',
  path: '/Dashboard/GetFutureDeliveries',
  secure: true,
  summary: 'Scheduled deliveries (departure after today), the next ones first.',
  tag: 'Dashboard',
  query: ClientQuery,
  response: Type.Array(DeliveryRow),
});
