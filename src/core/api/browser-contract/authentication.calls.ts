// GENERATED from ../contract/authentication.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The module's calls without their answer checks, for the call permissions and the routes table.
import type { Call } from '../endpoint.ts';

const activateAccount: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Authentication/ActivateAccount',
  secure: false,
});
const enableTotpBeforeLogin: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Authentication/EnableTotp',
  secure: false,
});
const getTotpSetupCodeBeforeLogin: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Authentication/GetTotpSetupCode',
  secure: false,
});
const isActivationTokenValid: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Authentication/IsActivationTokenValid',
  secure: false,
});
const isPasswordResetTokenValid: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Authentication/IsPasswordResetTokenValid',
  secure: false,
});
const loginWithCredentials: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Authentication/LoginWithCredentials',
  secure: false,
});
const loginWithToken: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Authentication/LoginWithToken',
  secure: false,
});
const loginWithTotp: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Authentication/LoginWithTotp',
  secure: false,
});
const logout: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Authentication/Logout',
  secure: true,
});
const refreshAccessToken: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Authentication/RefreshAccessToken',
  secure: false,
});
const registerNewCustomer: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Authentication/RegisterNewCustomer',
  secure: false,
});
const requestPasswordResetToken: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Authentication/RequestPasswordResetToken',
  secure: false,
});
const resetPassword: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Authentication/ResetPassword',
  secure: false,
});

export {
  activateAccount,
  enableTotpBeforeLogin,
  getTotpSetupCodeBeforeLogin,
  isActivationTokenValid,
  isPasswordResetTokenValid,
  loginWithCredentials,
  loginWithToken,
  loginWithTotp,
  logout,
  refreshAccessToken,
  registerNewCustomer,
  requestPasswordResetToken,
  resetPassword,
};
