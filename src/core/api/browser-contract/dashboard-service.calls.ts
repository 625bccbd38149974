// GENERATED from ../contract/dashboard-service.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The module's calls without their answer checks, for the call permissions and the routes table.
import type { Call } from '../endpoint.ts';

const getNews: Call = /* @__PURE__ */ Object.freeze({
  method: 'GET',
  path: '/Dashboard/GetNews',
  secure: true,
});
const getTrackAndTraceDeliveries: Call = /* @__PURE__ */ Object.freeze({
  method: 'GET',
  path: '/Dashboard/GetTrackAndTraceDeliveries',
  secure: true,
});

export { getNews, getTrackAndTraceDeliveries };
