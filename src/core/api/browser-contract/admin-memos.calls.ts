// GENERATED from ../contract/admin-memos.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The module's calls without their answer checks, for the call permissions and the routes table.
import type { Call } from '../endpoint.ts';

const createMemo: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Admin/CreateMemo',
  secure: true,
});
const deleteMemo: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Admin/DeleteMemo',
  secure: true,
});
const getMemosTable: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Admin/GetMemosTable',
  secure: true,
});
const updateMemo: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Admin/UpdateMemo',
  secure: true,
});

export { createMemo, deleteMemo, getMemosTable, updateMemo };
