// GENERATED from ../contract/price-list.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The module's calls without their answer checks, for the call permissions and the routes table.
import type { Call } from '../endpoint.ts';

const getPricelist: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Pricelist/GetPricelist',
  secure: true,
});
const hasPricelist: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Pricelist/HasPricelist',
  secure: true,
});

export { getPricelist, hasPricelist };
