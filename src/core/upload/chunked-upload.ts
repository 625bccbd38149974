import type { UploadRequest, UploadResponse } from './upload-request.ts';
import { UploadAbortedError } from './upload-request.ts';

/** A refused upload: the server's status and its message (status 0: no answer). */
export class UploadFailedError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string) {
    super(`Upload failed: ${status}${body ? ` (${body})` : ''}`);
    this.name = 'UploadFailedError';
    this.status = status;
    this.body = body;
  }
}

export interface ChunkedUploadInput {
  /** Sends one request (with authorization) and resolves with the answer. */
  send: (request: UploadRequest) => Promise<UploadResponse>;
  /** The upload URL, e.g. `/customerportal/Upload/Upload`. */
  url: string;
  file: Blob & { name: string };
  chunkSize: number;
  /** Waits before each retry of a failed chunk (docs/screens/contact.md#upload-limits: 500, 1000, 3000 ms); then it fails. */
  retryDelays: readonly number[];
  /** A transfer id from an earlier attempt: the upload resumes where the server stands (HEAD). */
  transferId?: string | null;
  onTransferId?: (id: string) => void;
  /** Bytes of the file the server holds plus bytes of the chunk in flight. */
  onProgress?: (loaded: number, total: number) => void;
  /** Reads a server message out of an error answer. */
  readError?: (response: UploadResponse) => string;
  signal?: AbortSignal;
  /** Default: setTimeout. */
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

const patchUrl = (url: string, id: string) =>
  `${url}${url.includes('?') ? '&' : '?'}patch=${encodeURIComponent(id)}`;

/** A failed answer worth retrying: none at all, a server error, or an offset conflict (resync first). */
const retryable = (status: number) => status === 0 || status === 409 || status >= 500;

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadAbortedError());
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new UploadAbortedError());
      },
      { once: true },
    );
  });
}

function offsetOf(response: UploadResponse): number | null {
  const value = response.header('Upload-Offset');
  return value !== null && /^\d+$/.test(value.trim()) ? Number(value.trim()) : null;
}

/**
 * The FilePond chunked protocol (docs/contract.md#uploads): POST with `Upload-Length` creates a transfer id, a PATCH
 * per chunk carries `Upload-Offset`, `Upload-Length` and `Upload-Name`, and a HEAD asks how far the
 * server got, to resume a known transfer or to resync after a failed chunk. Resolves with the id,
 * which is also the server id of the finished file.
 */
export async function uploadInChunks(input: ChunkedUploadInput): Promise<string> {
  const { send, url, file, chunkSize, retryDelays, signal } = input;
  const wait = input.wait ?? sleep;
  const readError = input.readError ?? ((response: UploadResponse) => response.body);
  const fail = (response: UploadResponse) => new UploadFailedError(response.status, readError(response));
  const size = file.size;

  const start = async (): Promise<string> => {
    const response = await send({ method: 'POST', url, headers: { 'Upload-Length': String(size) }, signal });
    if (response.status < 200 || response.status >= 300 || !response.body.trim()) throw fail(response);
    const id = response.body.trim();
    input.onTransferId?.(id);
    return id;
  };
  const serverOffset = async (id: string): Promise<number | null> => {
    const response = await send({ method: 'HEAD', url: patchUrl(url, id), signal });
    if (response.status === 404) return null;
    if (response.status < 200 || response.status >= 300) throw fail(response);
    return offsetOf(response);
  };

  let id = input.transferId ?? null;
  let offset = 0;
  if (id) {
    const resumed = await serverOffset(id);
    if (resumed === null) id = null;
    else offset = resumed;
  }
  if (!id) id = await start();

  let failures = 0;
  while (offset < size) {
    const chunk = file.slice(offset, Math.min(offset + chunkSize, size));
    const sentFrom = offset;
    input.onProgress?.(sentFrom, size);
    const response = await send({
      method: 'PATCH',
      url: patchUrl(url, id),
      headers: {
        'Content-Type': 'application/offset+octet-stream',
        'Upload-Offset': String(sentFrom),
        'Upload-Length': String(size),
        // Header values must be Latin-1; the server decodes the percent-encoding.
        'Upload-Name': encodeURIComponent(file.name),
      },
      body: chunk,
      onProgress: (loaded) => input.onProgress?.(sentFrom + Math.min(loaded, chunk.size), size),
      signal,
    });
    if (response.status >= 200 && response.status < 300) {
      offset = offsetOf(response) ?? sentFrom + chunk.size;
      failures = 0;
      continue;
    }
    if (!retryable(response.status) || failures >= retryDelays.length) throw fail(response);
    await wait(retryDelays[failures] ?? 0, signal);
    failures += 1;
    // The failed chunk may have arrived after all: continue from where the server stands.
    const resynced = response.status === 409 ? offsetOf(response) : null;
    offset = resynced ?? (await serverOffset(id)) ?? 0;
  }
  input.onProgress?.(size, size);
  return id;
}
