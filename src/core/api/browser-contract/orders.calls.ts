// GENERATED from ../contract/orders.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The module's calls without their answer checks, for the call permissions and the routes table.
import type { Call } from '../endpoint.ts';

const exportAllOrdersToExcel: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Order/ExportAllOrdersToExcel',
  secure: true,
});
const exportOrdersToExcel: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Order/ExportOrdersToExcel',
  secure: true,
});
const getOrdersTable: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Order/GetOrdersTable',
  secure: true,
});
const reprintOrder: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Order/ReprintOrder',
  secure: true,
});

export { exportAllOrdersToExcel, exportOrdersToExcel, getOrdersTable, reprintOrder };
