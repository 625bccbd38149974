// GENERATED from ../contract/deliveries.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The module's calls without their answer checks, for the call permissions and the routes table.
import type { Call } from '../endpoint.ts';

const exportAllDeliveriesToExcel: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Delivery/ExportAllDeliveriesToExcel',
  secure: true,
});
const exportDeliveriesToExcel: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Delivery/ExportDeliveriesToExcel',
  secure: true,
});
const getDeliveriesTable: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Delivery/GetDeliveriesTable',
  secure: true,
});
const reprintDeliveryNote: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Delivery/ReprintDeliveryNote',
  secure: true,
});

export { exportAllDeliveriesToExcel, exportDeliveriesToExcel, getDeliveriesTable, reprintDeliveryNote };
