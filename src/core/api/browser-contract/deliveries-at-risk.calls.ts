// GENERATED from ../contract/deliveries-at-risk.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The module's calls without their answer checks, for the call permissions and the routes table.
import type { Call } from '../endpoint.ts';

const getDeliveriesAtRisk: Call = /* @__PURE__ */ Object.freeze({
  method: 'GET',
  path: '/TrackAndTrace/GetDeliveriesAtRisk',
  secure: true,
});

export { getDeliveriesAtRisk };
