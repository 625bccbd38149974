// GENERATED from ../contract/invoices.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The module's calls without their answer checks, for the call permissions and the routes table.
import type { Call } from '../endpoint.ts';

const exportAllInvoicesToExcel: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Invoice/ExportAllInvoicesToExcel',
  secure: true,
});
const exportInvoicesToExcel: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Invoice/ExportInvoicesToExcel',
  secure: true,
});
const getAllInvoicesTable: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Invoice/GetAllInvoicesTable',
  secure: true,
});
const reprintInvoice: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Invoice/ReprintInvoice',
  secure: true,
});

export { exportAllInvoicesToExcel, exportInvoicesToExcel, getAllInvoicesTable, reprintInvoice };
