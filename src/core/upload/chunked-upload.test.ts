import { describe, expect, it } from 'vitest';
import { UploadFailedError, uploadInChunks } from './chunked-upload.ts';
import type { UploadRequest, UploadResponse } from './upload-request.ts';

/** An in-memory FilePond chunk server that can lose chunks or fail on demand. */
function chunkServer(options: { failPatches?: number[]; failStatus?: number; loseAnswerOf?: number[] } = {}) {
  const transfers = new Map<string, { size: number; data: Uint8Array[]; received: number; name?: string }>();
  const log: string[] = [];
  let patches = 0;
  const respond = (status: number, body = '', headers: Record<string, string> = {}): UploadResponse => ({
    status,
    body,
    header: (name) => headers[name] ?? null,
  });
  const send = async (request: UploadRequest): Promise<UploadResponse> => {
    const id = new URL(request.url, 'http://x').searchParams.get('patch') ?? '';
    log.push(`${request.method}${id ? ` ${request.headers?.['Upload-Offset'] ?? ''}` : ''}`.trim());
    if (request.method === 'POST') {
      const newId = `t${transfers.size + 1}`;
      transfers.set(newId, { size: Number(request.headers?.['Upload-Length']), data: [], received: 0 });
      return respond(200, newId);
    }
    const transfer = transfers.get(id);
    if (!transfer) return respond(404, 'not found');
    if (request.method === 'HEAD') return respond(200, '', { 'Upload-Offset': String(transfer.received) });
    patches += 1;
    if (options.failPatches?.includes(patches)) return respond(options.failStatus ?? 503, 'busy');
    const offset = Number(request.headers?.['Upload-Offset']);
    if (offset !== transfer.received)
      return respond(409, 'offset', { 'Upload-Offset': String(transfer.received) });
    const bytes = new Uint8Array(await (request.body as Blob).arrayBuffer());
    transfer.data.push(bytes);
    transfer.received += bytes.length;
    transfer.name = decodeURIComponent(request.headers?.['Upload-Name'] ?? '');
    // The chunk arrived, but the answer was lost on the way back.
    if (options.loseAnswerOf?.includes(patches)) return respond(0);
    return respond(204, '', { 'Upload-Offset': String(transfer.received) });
  };
  const bytesOf = (id: string) => {
    const transfer = transfers.get(id);
    return transfer ? new Uint8Array(Buffer.concat(transfer.data)) : null;
  };
  return { send, log, transfers, bytesOf };
}

const fileOf = (size: number, name = 'große Datei.pdf') => {
  const bytes = new Uint8Array(size).map((_, index) => index % 251);
  return Object.assign(new Blob([bytes]), { name }) as Blob & { name: string };
};
const noWait = async () => {};

describe('uploadInChunks', () => {
  it('creates a transfer, sends every chunk at its offset and ends with the whole file on the server', async () => {
    const server = chunkServer();
    const file = fileOf(25);
    const progress: number[] = [];
    const transferIds: string[] = [];
    const id = await uploadInChunks({
      send: server.send,
      url: '/customerportal/Upload/Upload',
      file,
      chunkSize: 10,
      retryDelays: [500, 1000, 3000],
      onTransferId: (transferId) => transferIds.push(transferId),
      onProgress: (loaded) => progress.push(loaded),
      wait: noWait,
    });
    expect(id).toBe('t1');
    expect(transferIds).toEqual(['t1']);
    expect(server.log).toEqual(['POST', 'PATCH 0', 'PATCH 10', 'PATCH 20']);
    expect(server.bytesOf('t1')).toEqual(new Uint8Array(await file.arrayBuffer()));
    expect(server.transfers.get('t1')?.name).toBe('große Datei.pdf');
    expect(progress.at(-1)).toBe(25);
  });

  it('given a chunk fails with 503, it waits the next retry delay, asks the server how far it got and goes on', async () => {
    const server = chunkServer({ failPatches: [2, 3] });
    const waits: number[] = [];
    const id = await uploadInChunks({
      send: server.send,
      url: '/u',
      file: fileOf(25),
      chunkSize: 10,
      retryDelays: [500, 1000, 3000],
      wait: async (ms) => {
        waits.push(ms);
      },
    });
    expect(waits).toEqual([500, 1000]);
    expect(server.log).toEqual([
      'POST',
      'PATCH 0',
      'PATCH 10',
      'HEAD',
      'PATCH 10',
      'HEAD',
      'PATCH 10',
      'PATCH 20',
    ]);
    expect(server.bytesOf(id)?.length).toBe(25);
  });

  it('given a chunk arrived but its answer was lost, it resumes after it instead of sending it twice', async () => {
    const server = chunkServer({ loseAnswerOf: [1] });
    const id = await uploadInChunks({
      send: server.send,
      url: '/u',
      file: fileOf(25),
      chunkSize: 10,
      retryDelays: [500],
      wait: noWait,
    });
    expect(server.log).toEqual(['POST', 'PATCH 0', 'HEAD', 'PATCH 10', 'PATCH 20']);
    expect(server.bytesOf(id)).toEqual(new Uint8Array(await fileOf(25).arrayBuffer()));
  });

  it('given a known transfer id, it resumes where the server stands (HEAD) without a new transfer', async () => {
    const server = chunkServer();
    await server.send({ method: 'POST', url: '/u', headers: { 'Upload-Length': '25' } });
    const file = fileOf(25);
    await server.send({
      method: 'PATCH',
      url: '/u?patch=t1',
      headers: { 'Upload-Offset': '0', 'Upload-Name': 'x' },
      body: file.slice(0, 10),
    });
    server.log.length = 0;
    const id = await uploadInChunks({
      send: server.send,
      url: '/u',
      file,
      chunkSize: 10,
      retryDelays: [],
      transferId: 't1',
      wait: noWait,
    });
    expect(id).toBe('t1');
    expect(server.log).toEqual(['HEAD', 'PATCH 10', 'PATCH 20']);
    expect(server.bytesOf('t1')).toEqual(new Uint8Array(await file.arrayBuffer()));
  });

  it('given a refusal such as 415, it fails at once with the status and the server message', async () => {
    const server = chunkServer({ failPatches: [1], failStatus: 415 });
    const upload = uploadInChunks({
      send: server.send,
      url: '/u',
      file: fileOf(25),
      chunkSize: 10,
      retryDelays: [500, 1000, 3000],
      wait: noWait,
    });
    await expect(upload).rejects.toEqual(new UploadFailedError(415, 'busy'));
    expect(server.log).toEqual(['POST', 'PATCH 0']);
  });

  it('given failures beyond the retry delays, it gives up with the last answer', async () => {
    const server = chunkServer({ failPatches: [1, 2, 3, 4] });
    const upload = uploadInChunks({
      send: server.send,
      url: '/u',
      file: fileOf(25),
      chunkSize: 10,
      retryDelays: [500, 1000, 3000],
      wait: noWait,
    });
    await expect(upload).rejects.toMatchObject({ status: 503 });
    expect(server.log.filter((entry) => entry.startsWith('PATCH'))).toHaveLength(4);
  });
});
