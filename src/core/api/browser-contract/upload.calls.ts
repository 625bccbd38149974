// GENERATED from ../contract/upload.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The module's calls without their answer checks, for the call permissions and the routes table.
import type { Call } from '../endpoint.ts';

const deleteUpload: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Upload/Delete',
  secure: true,
});
const uploadHead: Call = /* @__PURE__ */ Object.freeze({
  method: 'HEAD',
  path: '/Upload/Upload',
  secure: true,
});
const uploadPatch: Call = /* @__PURE__ */ Object.freeze({
  method: 'PATCH',
  path: '/Upload/Upload',
  secure: true,
});
const uploadProcess: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Upload/Upload',
  secure: true,
});
const uploadRevert: Call = /* @__PURE__ */ Object.freeze({
  method: 'DELETE',
  path: '/Upload/Upload',
  secure: true,
});

export { deleteUpload, uploadHead, uploadPatch, uploadProcess, uploadRevert };
