import { describe, expect, it } from 'vitest';
import type { UploadTransport } from '../../core/upload/upload-request.ts';
import { processingErrorLabel } from './filepond-labels.ts';
import { createUploadServer, serverMessage } from './upload-server.ts';

const auth = {
  uploadHeaders: async () => ({ Authorization: 'Bearer A', 'accept-language': 'nl' }),
  tokenAfterUnauthorized: async () => 'B',
};
const chunkOptions = {
  chunkTransferId: '',
  chunkServer: { url: '', method: 'PATCH', headers: {}, withCredentials: false, timeout: 0 },
  chunkUploads: true,
  chunkForce: false,
  chunkSize: 5_000_000,
  chunkRetryDelays: [500, 1000, 3000],
} as unknown as Parameters<ReturnType<typeof createUploadServer>['process']>[8];

function run(transport: UploadTransport, size = 10) {
  const logged: string[] = [];
  const server = createUploadServer({
    auth,
    url: '/customerportal/Upload/Upload',
    revert: async () => {},
    headers: () => ({ 'accept-language': 'en' }),
    log: (message) => logged.push(message),
    transport,
  });
  const file = new File([new Uint8Array(size)], 'scan.pdf', { type: 'application/pdf' });
  const result = new Promise<{ loaded?: unknown; error?: unknown }>((resolve) => {
    server.process(
      'filepond',
      file,
      { note: 1 },
      (loaded) => resolve({ loaded }),
      (error) => resolve({ error }),
      () => {},
      () => {},
      () => {},
      chunkOptions,
    );
  });
  return { result, logged };
}

describe('createUploadServer', () => {
  it('given a file up to one chunk, it posts one multipart request (metadata, then the file) and loads the server id', async () => {
    const seen: { url: string; headers: Record<string, string>; parts: [string, unknown][] }[] = [];
    const { result } = run(async (request) => {
      seen.push({
        url: request.url,
        headers: request.headers,
        parts: [...(request.body as FormData).entries()],
      });
      return { status: 200, body: 'server-id-1\n', header: () => null };
    });
    expect(await result).toEqual({ loaded: 'server-id-1' });
    expect(seen[0]?.url).toBe('/customerportal/Upload/Upload');
    expect(seen[0]?.headers).toMatchObject({ Authorization: 'Bearer A', 'accept-language': 'en' });
    expect(seen[0]?.parts.map(([name, value]) => [name, typeof value === 'string' ? value : 'file'])).toEqual(
      [
        ['filepond', '{"note":1}'],
        ['filepond', 'file'],
      ],
    );
  });

  it('given a refusal, it reports code and server message to FilePond and logs it', async () => {
    const { result, logged } = run(async () => ({
      status: 415,
      body: JSON.stringify({
        title: 'x',
        status: 415,
        errors: { filepond: ['Bestand is van een ongeldig type'] },
      }),
      header: () => null,
    }));
    expect(await result).toEqual({
      error: { type: 'error', code: 415, body: 'Bestand is van een ongeldig type' },
    });
    expect(logged).toEqual(['Upload of scan.pdf failed']);
  });

  it('shows a 4xx refusal as "code (message)" and anything else as the translated upload error', () => {
    expect(processingErrorLabel({ type: 'error', code: 413, body: 'Too large' }, 'Error during upload')).toBe(
      '413 (Too large)',
    );
    expect(processingErrorLabel({ type: 'error', code: 0, body: 'offline' }, 'Error during upload')).toBe(
      'Error during upload',
    );
    expect(processingErrorLabel({ type: 'error', code: 500, body: 'boom' }, 'Fout tijdens upload')).toBe(
      'Fout tijdens upload',
    );
  });

  it('given a 413 or 429 without a message (a proxy, a body limit), it shows the translated quota reason', () => {
    const reasons = { 413: 'Te veel klaar om te versturen', 429: 'Te veel uploads tegelijk' };
    expect(processingErrorLabel({ type: 'error', code: 429, body: '' }, 'Fout tijdens upload', reasons)).toBe(
      '429 (Te veel uploads tegelijk)',
    );
    expect(processingErrorLabel({ type: 'error', code: 413, body: '' }, 'Fout tijdens upload', reasons)).toBe(
      '413 (Te veel klaar om te versturen)',
    );
    expect(
      processingErrorLabel(
        { type: 'error', code: 429, body: 'Maximaal 3 tegelijk' },
        'Fout tijdens upload',
        reasons,
      ),
    ).toBe('429 (Maximaal 3 tegelijk)');
  });

  it('reads the message of an error answer from errors, then title, then the text itself', () => {
    const answer = (body: string) => ({ status: 400, body, header: () => null });
    expect(serverMessage(answer('{"title":"Bad","errors":{"":["Form level"]}}'))).toBe('Form level');
    expect(serverMessage(answer('{"title":"Bad"}'))).toBe('Bad');
    expect(serverMessage(answer('plain text'))).toBe('plain text');
    expect(serverMessage(answer(''))).toBe('');
  });
});
