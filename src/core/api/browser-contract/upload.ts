// GENERATED from ../contract/upload.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The browser imports this module instead of the contract module: the same names and types, with
// each endpoint's answer checked by code generated from its schema, and without TypeBox.
// TypeBox's generated checks are untyped JavaScript; each export is typed as the contract's.
// @ts-nocheck

import { generatedAnswerCheck } from '../client/answer-check.ts';
import type * as contract from '../contract/upload.ts';

const DeleteUploadBody: typeof contract.DeleteUploadBody = {
  type: 'object',
  required: ['serverId'],
  properties: { serverId: { type: 'string', minLength: 1, maxLength: 100 } },
} as never;
const UPLOAD_LIMITS: typeof contract.UPLOAD_LIMITS = /* @__PURE__ */ Object.freeze({
  chunkSize: 5000000,
  maxFileSize: 25000000,
  acceptedTypes: /* @__PURE__ */ Object.freeze(['image/jpeg', 'image/png', 'application/pdf']),
  ignoredNames: /* @__PURE__ */ Object.freeze(['.ds_store', 'thumbs.db', 'desktop.ini']),
}) as never;
const UploadPatchQuery: typeof contract.UploadPatchQuery = {
  type: 'object',
  required: ['patch'],
  properties: { patch: { type: 'string', minLength: 1, maxLength: 100 } },
} as never;
const $answer0 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      'deleted' in value &&
      typeof value.deleted === 'boolean';
    return (value) => check_0(value);
  })([]),
  { type: 'object', required: ['deleted'], properties: { deleted: { type: 'boolean' } } },
);
const deleteUpload: typeof contract.deleteUpload = {
  method: 'POST',
  path: '/Upload/Delete',
  secure: true,
  response: $answer0,
} as never;
const uploadHead: typeof contract.uploadHead = {
  method: 'HEAD',
  path: '/Upload/Upload',
  secure: true,
} as never;
const uploadPatch: typeof contract.uploadPatch = {
  method: 'PATCH',
  path: '/Upload/Upload',
  secure: true,
} as never;
const uploadProcess: typeof contract.uploadProcess = {
  method: 'POST',
  path: '/Upload/Upload',
  secure: true,
} as never;
const uploadRevert: typeof contract.uploadRevert = {
  method: 'DELETE',
  path: '/Upload/Upload',
  secure: true,
} as never;
type UploadPatchQuery = contract.UploadPatchQuery;
type DeleteUploadBody = contract.DeleteUploadBody;

export type * from '../contract/upload.ts';
export {
  DeleteUploadBody,
  deleteUpload,
  UPLOAD_LIMITS,
  UploadPatchQuery,
  uploadHead,
  uploadPatch,
  uploadProcess,
  uploadRevert,
};
