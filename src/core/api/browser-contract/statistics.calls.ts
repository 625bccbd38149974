// GENERATED from ../contract/statistics.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The module's calls without their answer checks, for the call permissions and the routes table.
import type { Call } from '../endpoint.ts';

const exportAllSalesStatisticsToExcel: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/SalesStatistics/ExportAllSalesStatisticsToExcel',
  secure: true,
});
const exportSalesStatisticsToExcel: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/SalesStatistics/ExportSalesStatisticsToExcel',
  secure: true,
});
const getSalesStatisticsList: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/SalesStatistics/GetSalesStatisticsList',
  secure: true,
});

export { exportAllSalesStatisticsToExcel, exportSalesStatisticsToExcel, getSalesStatisticsList };
