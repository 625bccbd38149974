import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  deleteUpload,
  UPLOAD_LIMITS,
  uploadHead,
  uploadPatch,
  uploadProcess,
  uploadRevert,
} from '../../../../core/api/contract/upload.ts';
import { ApiError } from '../../../platform/api-error.ts';
import { auditSupportWrite } from '../../../platform/audit-log.ts';
import { route } from '../../../platform/route.ts';
import type { AreaPlugin } from '../../area-plugin.ts';
import { translateService } from '../service-messages.ts';
import { safeFileName } from './safe-file-name.ts';
import { acceptedContentType, isIgnoredName, nameForContent, TYPE_SNIFF_BYTES } from './upload-content.ts';
import { UploadQuotaError } from './upload-quota.ts';
import { UploadStore } from './upload-store.ts';

const MAX_MB = UPLOAD_LIMITS.maxFileSize / 1_000_000;

/** What a multipart body may hold besides the file: boundaries, part headers and the 4 fields of up to 64 kB. */
const MULTIPART_FRAMING_BYTES = 4 * 64_000 + 16_000;

/** The stream's bytes, or null as soon as they pass `max` (the stream is then destroyed, not drained). */
async function readAtMost(stream: Readable, max: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    total += (chunk as Buffer).length;
    if (total > max) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function headerInteger(request: FastifyRequest, name: string): number | undefined {
  const value = request.headers[name];
  if (typeof value !== 'string' || !/^\d{1,12}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

/** FilePond sends names as they are; some clients percent-encode them. */
function headerFilename(request: FastifyRequest): string | undefined {
  const value = request.headers['upload-name'];
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    return decodeURIComponent(value.trim());
  } catch {
    return value.trim();
  }
}

function refused(
  request: FastifyRequest,
  status: number,
  key: Parameters<typeof translateService>[1],
  values: Record<string, string | number> = { limit: MAX_MB },
): ApiError {
  const text = translateService(request, key, values);
  return new ApiError(status, text, { filepond: [text] });
}

/**
 * A quota refusal: 429 for too many uploads or transfers at once (they free up when sent, removed
 * or expired), 413 for too many bytes.
 */
function overQuota(request: FastifyRequest, error: UploadQuotaError): ApiError {
  switch (error.exceeded) {
    case 'openTransfers':
      return refused(request, 429, 'uploadOpenTransfersQuota', { limit: error.limit });
    case 'count':
      return refused(request, 429, 'uploadCountQuota', { limit: error.limit });
    case 'unattachedBytes':
      return refused(request, 413, 'uploadBytesQuota', { limit: error.limit / 1_000_000 });
    case 'storedBytes':
      return refused(request, 413, 'uploadStoredQuota', { limit: error.limit / 1_000_000 });
  }
}

/** Runs a store call that may pass the quota, turning UploadQuotaError into its answer. */
async function withinQuota<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UploadQuotaError) throw overQuota(request, error);
    throw error;
  }
}

/** The name to keep for a file: a safe base name whose extension matches the content (docs/security.md#uploads). */
function storedName(request: FastifyRequest, filename: string, contentType: string): string {
  const name = nameForContent(safeFileName(filename), contentType);
  if (!name) throw refused(request, 415, 'fileExtensionMismatch');
  return name;
}

/**
 * The FilePond server protocol (docs/contract.md#uploads, docs/screens/contact.md#upload-limits): one-request uploads,
 * chunked transfers with resume, and revert. The multipart and raw-chunk parsers are registered
 * in an encapsulated scope so the rest of the server keeps its own body handling.
 */
export const uploadArea: AreaPlugin = async (app, { db, uploads }) => {
  const store = new UploadStore(db, uploads);
  // Expired uploads go on an interval as well as before each new upload, so a quiet server also
  // gives the space back. The timer does not keep Node alive and stops with the server.
  let sweeping: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    sweeping = store
      .sweep()
      .then(() => store.vacuumIfNeeded())
      .catch((error: unknown) => app.log.error({ err: error }, 'upload sweep failed'));
  }, store.quota.sweepIntervalSeconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
  });
  await app.register(async (scope) => {
    await scope.register(multipart, {
      // One byte over the largest file, so readAtMost sees the excess and refuses it itself.
      limits: { fileSize: UPLOAD_LIMITS.maxFileSize + 1, files: 1, fields: 4, fieldSize: 64_000 },
    });
    // A chunk is checked against its transfer before its bytes are read: an unknown transfer, or
    // a declared length past the announced size, is refused without reading up to 6 MB first.
    scope.addHook('preParsing', async (request) => {
      if (request.method !== 'PATCH') return;
      const principal = await scope.resolvePrincipal(request);
      const id = (request.query as { patch?: unknown }).patch;
      if (!principal || typeof id !== 'string') return;
      const upload = await store.find(principal.accountId, id);
      if (!upload) throw refused(request, 404, 'uploadNotFound');
      const declared = headerInteger(request, 'content-length');
      const offset = headerInteger(request, 'upload-offset') ?? 0;
      if (declared !== undefined && offset + declared > upload.size)
        throw refused(request, 400, 'uploadHeadersInvalid');
    });
    scope.addContentTypeParser(
      'application/offset+octet-stream',
      { parseAs: 'buffer', bodyLimit: UPLOAD_LIMITS.chunkSize + 1_000_000 },
      (_request, body, done) => done(null, body),
    );

    route(scope, uploadProcess, async ({ request, reply, principal }) => {
      let file: { filename: string; data: Buffer } | undefined;
      if (request.isMultipart()) {
        // The quota is asked before a byte of the body is read: a file it cannot take is refused
        // from the declared length at once, and one sent without a length is cut off where it
        // passes. Node discards what the client still sends (within the request timeout); closing
        // the connection instead would reset it and lose the answer.
        const room = await withinQuota(request, () => store.roomFor(principal.accountId));
        const max = Math.min(room.bytes, UPLOAD_LIMITS.maxFileSize);
        const tooLarge = () =>
          max < UPLOAD_LIMITS.maxFileSize
            ? overQuota(request, new UploadQuotaError(room.binding, room.limit))
            : refused(request, 413, 'fileTooLarge');
        const declared = headerInteger(request, 'content-length');
        if (declared !== undefined && declared > max + MULTIPART_FRAMING_BYTES) throw tooLarge();
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          if (isIgnoredName(part.filename)) throw refused(request, 400, 'fileNameIgnored');
          const data = await readAtMost(part.file, max);
          if (!data) throw tooLarge();
          file = { filename: part.filename, data };
        }
      }
      let uploadId: string;
      if (file) {
        const contentType = await acceptedContentType(file.data);
        if (!contentType) throw refused(request, 415, 'fileTypeInvalid');
        const filename = storedName(request, file.filename, contentType);
        const data = file.data;
        uploadId = await withinQuota(request, () =>
          store.createComplete(principal.accountId, { filename, contentType, data }),
        );
      } else {
        // No file part: the start of a chunked transfer, announced by Upload-Length.
        const length = headerInteger(request, 'upload-length');
        if (length === undefined) throw refused(request, 400, 'fileMissing');
        if (length > UPLOAD_LIMITS.maxFileSize) throw refused(request, 413, 'fileTooLarge');
        if (length === 0) throw refused(request, 400, 'fileMissing');
        uploadId = await withinQuota(request, () => store.createTransfer(principal.accountId, length));
      }
      await auditSupportWrite(db, principal, 'Upload', { uploadId });
      reply.code(200).type('text/plain; charset=utf-8').send(uploadId);
    });

    route(scope, uploadPatch, async ({ request, reply, query, principal, body }) => {
      const chunk: unknown = body;
      const offset = headerInteger(request, 'upload-offset');
      const length = headerInteger(request, 'upload-length');
      const sentName = headerFilename(request);
      if (!Buffer.isBuffer(chunk) || offset === undefined || length === undefined || !sentName) {
        throw refused(request, 400, 'uploadHeadersInvalid');
      }
      const upload = await store.find(principal.accountId, query.patch);
      if (!upload) throw refused(request, 404, 'uploadNotFound');
      if (isIgnoredName(sentName)) {
        await store.delete(principal.accountId, upload.uploadId);
        throw refused(request, 400, 'fileNameIgnored');
      }
      if (length !== upload.size) throw refused(request, 400, 'uploadHeadersInvalid');
      if (offset !== upload.received || upload.status !== 'Receiving') {
        reply.header('Upload-Offset', String(upload.received));
        const text = translateService(request, 'uploadOffsetMismatch', { received: upload.received });
        throw new ApiError(409, text, { filepond: [text] });
      }
      if (offset + chunk.length > upload.size) throw refused(request, 400, 'uploadHeadersInvalid');
      // Refuse a wrong type at the first chunk rather than after the whole file has arrived.
      const filename = safeFileName(sentName);
      if (offset === 0 && (chunk.length >= TYPE_SNIFF_BYTES || chunk.length === upload.size)) {
        const contentType = await acceptedContentType(chunk);
        const refusal = !contentType
          ? refused(request, 415, 'fileTypeInvalid')
          : nameForContent(filename, contentType) === null
            ? refused(request, 415, 'fileExtensionMismatch')
            : null;
        if (refusal) {
          await store.delete(principal.accountId, upload.uploadId);
          throw refusal;
        }
      }
      const received = await store.append(principal.accountId, upload.uploadId, offset, chunk, filename);
      if (received === undefined) {
        const current = await store.find(principal.accountId, upload.uploadId);
        const text = translateService(request, 'uploadOffsetMismatch', { received: current?.received ?? 0 });
        throw new ApiError(409, text, { filepond: [text] });
      }
      if (received === upload.size) {
        const contentType = await acceptedContentType(
          await store.head(principal.accountId, upload.uploadId, TYPE_SNIFF_BYTES),
        );
        const name = contentType ? nameForContent(filename, contentType) : null;
        if (!contentType || !name) {
          await store.delete(principal.accountId, upload.uploadId);
          throw refused(request, 415, contentType ? 'fileExtensionMismatch' : 'fileTypeInvalid');
        }
        await store.complete(principal.accountId, upload.uploadId, contentType, name);
      }
      reply.header('Upload-Offset', String(received));
      return undefined;
    });

    route(scope, uploadHead, async ({ request, reply, query, principal }) => {
      const upload = await store.find(principal.accountId, query.patch);
      if (!upload) throw refused(request, 404, 'uploadNotFound');
      reply.code(200).header('Upload-Offset', String(upload.received)).send();
    });

    route(scope, uploadRevert, async ({ request, principal }) => {
      // FilePond sends the server id as the text body.
      const text: unknown = request.body;
      const uploadId = typeof text === 'string' ? text.trim() : '';
      if (!uploadId || !(await store.delete(principal.accountId, uploadId))) {
        throw refused(request, 404, 'uploadNotFound');
      }
      await auditSupportWrite(db, principal, 'DeleteUpload', { uploadId });
      return undefined;
    });

    route(scope, deleteUpload, async ({ request, principal, body }) => {
      if (!(await store.delete(principal.accountId, body.serverId)))
        throw refused(request, 404, 'uploadNotFound');
      await auditSupportWrite(db, principal, 'DeleteUpload', { uploadId: body.serverId });
      return { deleted: true };
    });
  });
};
