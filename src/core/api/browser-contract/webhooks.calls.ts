// GENERATED from ../contract/webhooks.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The module's calls without their answer checks, for the call permissions and the routes table.
import type { Call } from '../endpoint.ts';

const addWebhookEndpoint: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Webhooks/AddEndpoint',
  secure: true,
});
const deleteWebhookEndpoint: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Webhooks/DeleteEndpoint',
  secure: true,
});
const enableWebhookEndpoint: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Webhooks/EnableEndpoint',
  secure: true,
});
const getWebhookDeliveries: Call = /* @__PURE__ */ Object.freeze({
  method: 'GET',
  path: '/Webhooks/GetDeliveries',
  secure: true,
});
const getWebhookEndpoints: Call = /* @__PURE__ */ Object.freeze({
  method: 'GET',
  path: '/Webhooks/GetEndpoints',
  secure: true,
});
const redeliverWebhook: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Webhooks/Redeliver',
  secure: true,
});
const sendWebhookTestEvent: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Webhooks/SendTestEvent',
  secure: true,
});

export {
  addWebhookEndpoint,
  deleteWebhookEndpoint,
  enableWebhookEndpoint,
  getWebhookDeliveries,
  getWebhookEndpoints,
  redeliverWebhook,
  sendWebhookTestEvent,
};
