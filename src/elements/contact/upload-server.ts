import type {
  FilePondErrorDescription,
  ProcessServerConfigFunction,
  RevertServerConfigFunction,
} from 'filepond';
import { UploadFailedError, uploadInChunks } from '../../core/upload/chunked-upload.ts';
import {
  sendUploadRequest,
  UploadAbortedError,
  type UploadAuth,
  type UploadRequest,
  type UploadResponse,
  type UploadTransport,
  xhrTransport,
} from '../../core/upload/upload-request.ts';

export interface UploadServerOptions {
  auth: UploadAuth;
  /** `<apiBase>/Upload/Upload`. */
  url: string;
  /** The portal's revert: POST /Upload/Delete { serverId } (docs/contract.md#uploads). */
  revert: (serverId: string) => Promise<void>;
  /** Extra headers per request, e.g. the element's accept-language. */
  headers?: () => Record<string, string>;
  /** docs/screens/contact.md#upload-errors: upload errors in the portal are only logged (besides the item's own status). */
  log: (message: string, error: unknown) => void;
  /** Default: XMLHttpRequest. */
  transport?: UploadTransport;
}

/** FilePond's `server` option: custom functions, so every request carries a fresh token. */
export interface UploadServer {
  process: ProcessServerConfigFunction;
  revert: RevertServerConfigFunction;
  restore: null;
  load: null;
  fetch: null;
}

/** The message of an error answer: `{ title, errors }` JSON (docs/screens/contact.md#upload-errors) or plain text. */
export function serverMessage(response: UploadResponse): string {
  const text = response.body.trim();
  if (!text) return '';
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') {
      const { title, errors } = parsed as { title?: unknown; errors?: Record<string, unknown> };
      const first = Object.values(errors ?? {})
        .flat()
        .find((entry) => typeof entry === 'string');
      if (typeof first === 'string') return first;
      if (typeof title === 'string') return title;
    }
  } catch {
    // Not JSON: the text itself is the message.
  }
  return text;
}

function toFilePondError(error: unknown): FilePondErrorDescription {
  if (error instanceof UploadFailedError) return { type: 'error', code: error.status, body: error.body };
  return { type: 'error', code: 0, body: error instanceof Error ? error.message : String(error) };
}

/**
 * The FilePond server protocol (docs/contract.md#uploads) as FilePond custom functions: a file up to one chunk
 * goes as one multipart POST (field `filepond`: metadata, then the file), a larger one in chunks
 * with resume; revert goes through the portal's POST /Upload/Delete.
 */
export function createUploadServer(options: UploadServerOptions): UploadServer {
  const transport = options.transport ?? xhrTransport;
  const send = (request: UploadRequest) =>
    sendUploadRequest(
      options.auth,
      { ...request, headers: { ...options.headers?.(), ...request.headers } },
      transport,
    );

  const uploadWhole = async (
    fieldName: string,
    file: File,
    metadata: Record<string, unknown>,
    onProgress: (loaded: number) => void,
    signal: AbortSignal,
  ): Promise<string> => {
    const body = new FormData();
    body.append(fieldName, JSON.stringify(metadata));
    body.append(fieldName, file, file.name);
    const response = await send({ method: 'POST', url: options.url, body, onProgress, signal });
    if (response.status < 200 || response.status >= 300 || !response.body.trim()) {
      throw new UploadFailedError(response.status, serverMessage(response));
    }
    return response.body.trim();
  };

  const process: ProcessServerConfigFunction = (
    fieldName,
    file,
    metadata,
    load,
    error,
    progress,
    abort,
    transfer,
    chunkOptions,
  ) => {
    const controller = new AbortController();
    const { signal } = controller;
    const chunked =
      chunkOptions.chunkUploads && (chunkOptions.chunkForce || file.size > chunkOptions.chunkSize);
    const upload = chunked
      ? uploadInChunks({
          send,
          url: options.url,
          file: file as File,
          chunkSize: chunkOptions.chunkSize,
          retryDelays: chunkOptions.chunkRetryDelays,
          transferId: chunkOptions.chunkTransferId || null,
          onTransferId: transfer,
          onProgress: (loaded, total) => progress(true, loaded, total),
          readError: serverMessage,
          signal,
        })
      : uploadWhole(fieldName, file as File, metadata, (loaded) => progress(true, loaded, file.size), signal);
    upload.then(
      (serverId) => {
        progress(true, file.size, file.size);
        load(serverId);
      },
      (failure: unknown) => {
        if (failure instanceof UploadAbortedError) return;
        options.log(`Upload of ${file.name} failed`, failure);
        // FilePond's types say string, its code takes the { type, code, body } description too.
        (error as unknown as (description: FilePondErrorDescription) => void)(toFilePondError(failure));
      },
    );
    return {
      abort: () => {
        controller.abort();
        abort();
      },
    };
  };

  const revert: RevertServerConfigFunction = (serverId, load, error) => {
    options.revert(String(serverId)).then(load, (failure: unknown) => {
      options.log(`Revert of upload ${String(serverId)} failed`, failure);
      error(failure instanceof Error ? failure.message : String(failure));
    });
  };

  return { process, revert, restore: null, load: null, fetch: null };
}
