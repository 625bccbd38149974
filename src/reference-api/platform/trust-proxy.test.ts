import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { parseTrustProxy } from './trust-proxy.ts';

// TRUST_PROXY never means "trust every hop" (issue 23 §6): a client behind one proxy cannot pick
// its own source for the rate limits by writing a first entry into X-Forwarded-For.
describe('parseTrustProxy', () => {
  it('reads a hop count or a list of proxy addresses, and refuses anything that would trust all', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy(' 10.0.0.0/8, 127.0.0.1 ,::1, fd00::/8')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
    ]);
    expect(parseTrustProxy('loopback')).toEqual(['loopback']);
    for (const bad of ['true', '*', '0.0.0.0/0', '::/0', '-1', '1.5', 'proxy.example', '10.0.0.0/33'])
      expect(() => parseTrustProxy(bad), bad).toThrow(/TRUST_PROXY/);
  });
});

describe('one trusted hop', () => {
  let t: TestApp;
  const previous = process.env.TRUST_PROXY;
  beforeAll(async () => {
    // What an operator behind one proxy sets; the app takes it as a hop count, not "trust all".
    process.env.TRUST_PROXY = '1';
    t = await createTestApp({ trustProxy: 1 });
  });
  afterAll(async () => {
    if (previous === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = previous;
    await t.close();
  });

  it('given a forged first X-Forwarded-For entry on every request, the failures still count for the real client', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 7; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/customerportal/Authentication/LoginWithCredentials',
        payload: { emailAddress: 'customer@example.com', password: `guess-${i}` },
        remoteAddress: '127.0.0.1',
        // The proxy appends the address it saw; the first entry is the client's own invention.
        headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.80` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // Another real client behind the same proxy is its own source.
    const other = await t.app.inject({
      method: 'POST',
      url: '/customerportal/Authentication/LoginWithCredentials',
      payload: { emailAddress: 'customer@example.com', password: 'guess-x' },
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.81' },
    });
    expect(other.statusCode).toBe(401);
  });
});
