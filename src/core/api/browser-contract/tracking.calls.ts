// GENERATED from ../contract/tracking.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The module's calls without their answer checks, for the call permissions and the routes table.
import type { Call } from '../endpoint.ts';

const getHellmannTrackAndTraceInfo: Call = /* @__PURE__ */ Object.freeze({
  method: 'GET',
  path: '/TrackAndTrace/GetHellmannTrackAndTraceInfo',
  secure: true,
});
const getHellmannTrackAndTraceInfoHistory: Call = /* @__PURE__ */ Object.freeze({
  method: 'GET',
  path: '/TrackAndTrace/GetHellmannTrackAndTraceInfoHistory',
  secure: true,
});
const getTrackAndTraceClient: Call = /* @__PURE__ */ Object.freeze({
  method: 'GET',
  path: '/TrackAndTrace/GetTrackAndTraceClient',
  secure: true,
});
const getTruckloadTrackAndTraceInfo: Call = /* @__PURE__ */ Object.freeze({
  method: 'GET',
  path: '/TrackAndTrace/GetTruckloadTrackAndTraceInfo',
  secure: true,
});
const getTruckloadTrackAndTraceInfoHistory: Call = /* @__PURE__ */ Object.freeze({
  method: 'GET',
  path: '/TrackAndTrace/GetTruckloadTrackAndTraceInfoHistory',
  secure: true,
});

export {
  getHellmannTrackAndTraceInfo,
  getHellmannTrackAndTraceInfoHistory,
  getTrackAndTraceClient,
  getTruckloadTrackAndTraceInfo,
  getTruckloadTrackAndTraceInfoHistory,
};
