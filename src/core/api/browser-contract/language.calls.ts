// GENERATED from ../contract/language.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The module's calls without their answer checks, for the call permissions and the routes table.
import type { Call } from '../endpoint.ts';

const getLanguages: Call = /* @__PURE__ */ Object.freeze({
  method: 'GET',
  path: '/Language/GetLanguages',
  secure: false,
});
const updateLanguage: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Language/UpdateLanguage',
  secure: true,
});

export { getLanguages, updateLanguage };
