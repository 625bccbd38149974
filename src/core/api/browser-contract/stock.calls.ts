// GENERATED from ../contract/stock.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The module's calls without their answer checks, for the call permissions and the routes table.
import type { Call } from '../endpoint.ts';

const exportAllStockOrderToExcel: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Stock/ExportAllStockOrderToExcel',
  secure: true,
});
const exportStockOrderToExcel: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Stock/ExportStockOrderToExcel',
  secure: true,
});
const getStockOrderPalletTable: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Stock/GetStockOrderPalletTable',
  secure: true,
});
const getStockOrderTable: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Stock/GetStockOrderTable',
  secure: true,
});
const getStockTable: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Stock/GetStockTable',
  secure: true,
});

export {
  exportAllStockOrderToExcel,
  exportStockOrderToExcel,
  getStockOrderPalletTable,
  getStockOrderTable,
  getStockTable,
};
