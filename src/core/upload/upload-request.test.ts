import { describe, expect, it } from 'vitest';
import { sendUploadRequest, type UploadAuth, type UploadTransport } from './upload-request.ts';

const answer = (status: number, body = '') => ({ status, body, header: () => null });

function recordingTransport(statuses: number[]) {
  const sent: Record<string, string>[] = [];
  const transport: UploadTransport = async (request) => {
    sent.push(request.headers);
    return answer(statuses.shift() ?? 200, 'id-1');
  };
  return { sent, transport };
}

function auth(tokens: { fresh: string; afterUnauthorized: string | null }) {
  const calls: (string | null)[] = [];
  const value: UploadAuth = {
    uploadHeaders: async () => ({
      Authorization: `Bearer ${tokens.fresh}`,
      'accept-language': 'nl',
      'app-version': '1.0.0',
    }),
    tokenAfterUnauthorized: async (sentWith) => {
      calls.push(sentWith);
      return tokens.afterUnauthorized;
    },
  };
  return { value, calls };
}

describe('sendUploadRequest', () => {
  it('sends the fresh bearer token, language and app version with the request’s own headers', async () => {
    const { sent, transport } = recordingTransport([200]);
    const { value } = auth({ fresh: 'A', afterUnauthorized: 'B' });
    const response = await sendUploadRequest(
      value,
      { method: 'HEAD', url: '/u?patch=1', headers: { 'accept-language': 'en' } },
      transport,
    );
    expect(response.status).toBe(200);
    expect(sent).toEqual([{ Authorization: 'Bearer A', 'accept-language': 'en', 'app-version': '1.0.0' }]);
  });

  it('given a 401, it asks for the token after the one it sent and retries once with it', async () => {
    const { sent, transport } = recordingTransport([401, 200]);
    const { value, calls } = auth({ fresh: 'old', afterUnauthorized: 'new' });
    const response = await sendUploadRequest(value, { method: 'PATCH', url: '/u?patch=1' }, transport);
    expect(response.status).toBe(200);
    expect(calls).toEqual(['old']);
    expect(sent.map((headers) => headers.Authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('given a second 401, it answers with it instead of refreshing again', async () => {
    const { sent, transport } = recordingTransport([401, 401]);
    const { value, calls } = auth({ fresh: 'old', afterUnauthorized: 'new' });
    const response = await sendUploadRequest(value, { method: 'POST', url: '/u' }, transport);
    expect(response.status).toBe(401);
    expect(calls).toHaveLength(1);
    expect(sent).toHaveLength(2);
  });

  it('given a 401 without a session to refresh, it answers with the 401 and does not retry', async () => {
    const { sent, transport } = recordingTransport([401]);
    const { value } = auth({ fresh: 'old', afterUnauthorized: null });
    expect((await sendUploadRequest(value, { method: 'POST', url: '/u' }, transport)).status).toBe(401);
    expect(sent).toHaveLength(1);
  });
});
