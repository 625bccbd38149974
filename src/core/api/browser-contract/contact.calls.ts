// GENERATED from ../contract/contact.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The module's calls without their answer checks, for the call permissions and the routes table.
import type { Call } from '../endpoint.ts';

const getContactCustomer: Call = /* @__PURE__ */ Object.freeze({
  method: 'GET',
  path: '/Contact/GetCustomer',
  secure: true,
});
const getMessageTypes: Call = /* @__PURE__ */ Object.freeze({
  method: 'GET',
  path: '/Contact/GetMessageTypes',
  secure: true,
});
const getSalesManagers: Call = /* @__PURE__ */ Object.freeze({
  method: 'GET',
  path: '/Contact/GetSalesManagers',
  secure: true,
});
const sendMessage: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Contact/SendMessage',
  secure: true,
});

export { getContactCustomer, getMessageTypes, getSalesManagers, sendMessage };
