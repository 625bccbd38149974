/** One request of the FilePond protocol, before the authorization headers are added. */
export interface UploadRequest {
  method: 'POST' | 'PATCH' | 'HEAD' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  body?: XMLHttpRequestBodyInit | null;
  /** Bytes of this request's body sent so far. */
  onProgress?: (loaded: number) => void;
  signal?: AbortSignal;
}

/** The answer: status 0 means no answer (network error). */
export interface UploadResponse {
  status: number;
  body: string;
  header(name: string): string | null;
}

/** Sends one request as it is; the default sends it with XMLHttpRequest (upload progress). */
export type UploadTransport = (
  request: UploadRequest & { headers: Record<string, string> },
) => Promise<UploadResponse>;

/** What upload requests need from the runtime's API client (`runtime.api`). */
export interface UploadAuth {
  /** A fresh bearer token, accept-language and app-version. */
  uploadHeaders(): Promise<Record<string, string>>;
  /** The token to retry with after a 401 to a request sent with `sentWithToken`; null when logged out. */
  tokenAfterUnauthorized(sentWithToken: string | null): Promise<string | null>;
}

/** Thrown when a request is aborted through its signal. */
export class UploadAbortedError extends Error {
  constructor() {
    super('Upload aborted');
    this.name = 'UploadAbortedError';
  }
}

/** XMLHttpRequest, because fetch reports no upload progress. */
export const xhrTransport: UploadTransport = (request) =>
  new Promise((resolve, reject) => {
    if (request.signal?.aborted) {
      reject(new UploadAbortedError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    if (request.onProgress) {
      const onProgress = request.onProgress;
      xhr.upload.onprogress = (event) => onProgress(event.loaded);
    }
    const onAbort = () => xhr.abort();
    request.signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => request.signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      settle();
      resolve({
        status: xhr.status,
        body: typeof xhr.response === 'string' ? xhr.response : '',
        header: (name) => xhr.getResponseHeader(name),
      });
    };
    xhr.onerror = () => {
      settle();
      resolve({ status: 0, body: '', header: () => null });
    };
    xhr.onabort = () => {
      settle();
      reject(new UploadAbortedError());
    };
    xhr.send(request.body ?? null);
  });

function bearerOf(headers: Record<string, string>): string | null {
  const value = headers.Authorization ?? headers.authorization;
  return value?.startsWith('Bearer ') ? value.slice('Bearer '.length) : null;
}

/**
 * Sends one upload request with a fresh bearer token (docs/architecture.md#known-pitfalls: FilePond's own
 * XHRs). A 401 asks the runtime for the token to retry with — the page's one shared refresh, or
 * the token someone else already refreshed — and retries once; a second 401 is the answer.
 */
export async function sendUploadRequest(
  auth: UploadAuth,
  request: UploadRequest,
  transport: UploadTransport = xhrTransport,
): Promise<UploadResponse> {
  const headers = { ...(await auth.uploadHeaders()), ...request.headers };
  const first = await transport({ ...request, headers });
  if (first.status !== 401) return first;
  const token = await auth.tokenAfterUnauthorized(bearerOf(headers));
  if (!token) return first;
  if (request.signal?.aborted) throw new UploadAbortedError();
  return transport({ ...request, headers: { ...headers, Authorization: `Bearer ${token}` } });
}
