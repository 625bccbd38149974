// GENERATED from ../contract/admin-api-keys.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The module's calls without their answer checks, for the call permissions and the routes table.
import type { Call } from '../endpoint.ts';

const createApiKey: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Admin/CreateApiKey',
  secure: true,
});
const getApiKeyCalls: Call = /* @__PURE__ */ Object.freeze({
  method: 'GET',
  path: '/Admin/GetApiKeyCalls',
  secure: true,
});
const getApiKeys: Call = /* @__PURE__ */ Object.freeze({
  method: 'GET',
  path: '/Admin/GetApiKeys',
  secure: true,
});
const revokeApiKey: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Admin/RevokeApiKey',
  secure: true,
});

export { createApiKey, getApiKeyCalls, getApiKeys, revokeApiKey };
