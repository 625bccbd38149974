import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint.ts';

/** Upload limits (docs/screens/contact.md#upload-limits), shared by the widget and the server. */
export const UPLOAD_LIMITS = Object.freeze({
  /** FilePond chunk size (docs/screens/contact.md#upload-limits). */
  chunkSize: 5_000_000,
  /** Largest file the server accepts, in bytes. */
  maxFileSize: 25_000_000,
  acceptedTypes: Object.freeze(['image/jpeg', 'image/png', 'application/pdf']),
  ignoredNames: Object.freeze(['.ds_store', 'thumbs.db', 'desktop.ini']),
});

/**
 * The FilePond server protocol on `/Upload/Upload` (docs/contract.md#uploads). These calls carry
 * multipart or raw bytes and answer plain text, so they are described here and served by hand:
 * - POST multipart (field `filepond`: a metadata JSON part and the file part) → the server id as text;
 * - POST with header `Upload-Length` and no file → a transfer id as text (chunked upload);
 * - PATCH `?patch=<id>` with `Upload-Offset`, `Upload-Length`, `Upload-Name` and an
 *   `application/offset+octet-stream` body → 204;
 * - HEAD `?patch=<id>` → 200 with `Upload-Offset` (resume);
 * - DELETE with the id as the text body → 204 (revert).
 */
export const uploadProcess = defineEndpoint({
  method: 'POST',
  path: '/Upload/Upload',
  secure: true,
  summary: 'Upload a file (multipart) or start a chunked transfer (Upload-Length); answers the id as text',
  tag: 'Upload',
  errors: [429],
});

export const UploadPatchQuery = Type.Object({ patch: Type.String({ minLength: 1, maxLength: 100 }) });
export type UploadPatchQuery = Static<typeof UploadPatchQuery>;

export const uploadPatch = defineEndpoint({
  method: 'PATCH',
  path: '/Upload/Upload',
  secure: true,
  summary: 'Send one chunk of a transfer at Upload-Offset',
  tag: 'Upload',
  operationId: 'Upload_UploadChunk',
  query: UploadPatchQuery,
});

export const uploadHead = defineEndpoint({
  method: 'HEAD',
  path: '/Upload/Upload',
  secure: true,
  summary: 'How many bytes of a transfer were received (Upload-Offset header)',
  tag: 'Upload',
  operationId: 'Upload_GetUploadOffset',
  query: UploadPatchQuery,
});

export const uploadRevert = defineEndpoint({
  method: 'DELETE',
  path: '/Upload/Upload',
  secure: true,
  summary: 'Revert an upload; the body is the server id as text',
  tag: 'Upload',
  operationId: 'Upload_RevertUpload',
  errors: [404],
});

export const DeleteUploadBody = Type.Object({ serverId: Type.String({ minLength: 1, maxLength: 100 }) });
export type DeleteUploadBody = Static<typeof DeleteUploadBody>;

/** The portal's revert (docs/contract.md#uploads). */
export const deleteUpload = defineEndpoint({
  method: 'POST',
  path: '/Upload/Delete',
  secure: true,
  summary: 'Revert an upload',
  tag: 'Upload',
  body: DeleteUploadBody,
  response: Type.Object({ deleted: Type.Boolean() }),
});
