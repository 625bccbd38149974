// GENERATED from ../contract/admin-logins.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The module's calls without their answer checks, for the call permissions and the routes table.
import type { Call } from '../endpoint.ts';

const approveLogin: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Admin/ApproveLogin',
  secure: true,
});
const createLogin: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Admin/CreateLogin',
  secure: true,
});
const deleteLogin: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Admin/DeleteLogin',
  secure: true,
});
const disableLogin: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Admin/DisableLogin',
  secure: true,
});
const enableLogin: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Admin/EnableLogin',
  secure: true,
});
const getLoginsTable: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Admin/GetLoginsTable',
  secure: true,
});
const loginAs: Call = /* @__PURE__ */ Object.freeze({ method: 'POST', path: '/Admin/LoginAs', secure: true });
const rejectLogin: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Admin/RejectLogin',
  secure: true,
});
const resendActivation: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Admin/ResendActivation',
  secure: true,
});
const resetLoginTotp: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Admin/ResetLoginTotp',
  secure: true,
});
const updateLogin: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Admin/UpdateLogin',
  secure: true,
});

export {
  approveLogin,
  createLogin,
  deleteLogin,
  disableLogin,
  enableLogin,
  getLoginsTable,
  loginAs,
  rejectLogin,
  resendActivation,
  resetLoginTotp,
  updateLogin,
};
