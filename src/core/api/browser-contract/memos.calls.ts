// GENERATED from ../contract/memos.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The module's calls without their answer checks, for the call permissions and the routes table.
import type { Call } from '../endpoint.ts';

const getLoginMemo: Call = /* @__PURE__ */ Object.freeze({
  method: 'GET',
  path: '/Memos/GetLoginMemo',
  secure: false,
});
const getMemo: Call = /* @__PURE__ */ Object.freeze({ method: 'GET', path: '/Memos/GetMemo', secure: true });

export { getLoginMemo, getMemo };
