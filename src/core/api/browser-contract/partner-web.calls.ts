// GENERATED from ../contract/partner-web.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The module's calls without their answer checks, for the call permissions and the routes table.
import type { Call } from '../endpoint.ts';

const getPartnerWebLoginUri: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/PartnerWeb/GetPartnerWebLoginUri',
  secure: true,
});

export { getPartnerWebLoginUri };
