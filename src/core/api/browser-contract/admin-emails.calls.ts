// GENERATED from ../contract/admin-emails.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The module's calls without their answer checks, for the call permissions and the routes table.
import type { Call } from '../endpoint.ts';

const getEmail: Call = /* @__PURE__ */ Object.freeze({
  method: 'GET',
  path: '/Admin/GetEmail',
  secure: true,
});
const getEmailsTable: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Admin/GetEmailsTable',
  secure: true,
});
const resendEmail: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Admin/ResendEmail',
  secure: true,
});

export { getEmail, getEmailsTable, resendEmail };
