// GENERATED from ../contract/alert-subscriptions.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The module's calls without their answer checks, for the call permissions and the routes table.
import type { Call } from '../endpoint.ts';

const followShipment: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Alerts/FollowShipment',
  secure: true,
});
const getAlertSubscription: Call = /* @__PURE__ */ Object.freeze({
  method: 'GET',
  path: '/Alerts/GetSubscription',
  secure: true,
});
const getFollow: Call = /* @__PURE__ */ Object.freeze({
  method: 'GET',
  path: '/Alerts/GetFollow',
  secure: true,
});
const setAlertSubscription: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Alerts/SetSubscription',
  secure: true,
});
const unfollowShipment: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Alerts/UnfollowShipment',
  secure: true,
});

export { followShipment, getAlertSubscription, getFollow, setAlertSubscription, unfollowShipment };
