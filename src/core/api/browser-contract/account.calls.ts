// GENERATED from ../contract/account.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The module's calls without their answer checks, for the call permissions and the routes table.
import type { Call } from '../endpoint.ts';

const disableTotp: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Account/DisableTotp',
  secure: true,
});
const enableTotp: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Account/EnableTotp',
  secure: true,
});
const getProfile: Call = /* @__PURE__ */ Object.freeze({
  method: 'GET',
  path: '/Account/GetProfile',
  secure: true,
});
const getTotpSetupCode: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Account/GetTotpSetupCode',
  secure: true,
});
const isTotpEnabled: Call = /* @__PURE__ */ Object.freeze({
  method: 'GET',
  path: '/Account/IsTotpEnabled',
  secure: true,
});
const updatePassword: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Account/UpdatePassword',
  secure: true,
});

export { disableTotp, enableTotp, getProfile, getTotpSetupCode, isTotpEnabled, updatePassword };
