import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorHandlerPlugin } from './error-handler.ts';
import { securityHeadersPlugin } from './security-headers.ts';

afterEach(() => vi.restoreAllMocks());

/** A server with the portal's error handling and request logging off, as `npm start` runs without LOG=1. */
async function serverThrowing(error: Error) {
  const app = Fastify({ logger: false });
  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  app.get('/customerportal/Broken/Call', async () => {
    throw error;
  });
  await app.ready();
  return app;
}

describe('the error handler', () => {
  it('given an unexpected failure with request logging off, it logs it with the request id, method and URL, and the 500 quotes that id', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = await serverThrowing(new TypeError('cannot read x of undefined'));
    const answer = await app.inject({ method: 'GET', url: '/customerportal/Broken/Call?page=2' });
    await app.close();

    expect(answer.statusCode).toBe(500);
    const body = answer.json();
    expect(body).toEqual({ title: 'Unknown error', status: 500, requestId: expect.any(String) });
    expect(body.requestId).not.toBe('');
    expect(answer.body).not.toContain('cannot read x');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');

    expect(errors).toHaveBeenCalledTimes(1);
    const line = JSON.parse(String(errors.mock.calls[0]![0]));
    expect(line).toMatchObject({
      level: 'error',
      requestId: body.requestId,
      method: 'GET',
      url: '/customerportal/Broken/Call?page=2',
      err: { type: 'TypeError', message: 'cannot read x of undefined' },
    });
  });

  it('given a value the database refuses (SQLSTATE class 22), it answers 400, not 500', async () => {
    const refused = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    });
    const app = await serverThrowing(refused);
    const answer = await app.inject({ method: 'GET', url: '/customerportal/Broken/Call' });
    await app.close();
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ status: 400, errors: { '': ['Invalid format'] } });
  });
});
