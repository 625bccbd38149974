// GENERATED from ../contract/dashboard-trade.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The module's calls without their answer checks, for the call permissions and the routes table.
import type { Call } from '../endpoint.ts';

const getFutureDeliveries: Call = /* @__PURE__ */ Object.freeze({
  method: 'GET',
  path: '/Dashboard/GetFutureDeliveries',
  secure: true,
});
const getRecentInvoices: Call = /* @__PURE__ */ Object.freeze({
  method: 'GET',
  path: '/Dashboard/GetRecentInvoices',
  secure: true,
});
const getRecentOrders: Call = /* @__PURE__ */ Object.freeze({
  method: 'GET',
  path: '/Dashboard/GetRecentOrders',
  secure: true,
});

export { getFutureDeliveries, getRecentInvoices, getRecentOrders };
