import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../http/testing/fake-transport.ts';
import { createMemoryStorage } from '../storage/memory-storage.ts';
import { decodeAccessToken } from './access-token-payload.ts';
import { TokenStore } from './token-store.ts';

const NOW = Date.UTC(2026, 10, 1, 12, 0, 0);
const nowSeconds = NOW / 1000;

describe('TokenStore', () => {
  it('keeps both tokens under accessToken and refreshToken of its storage', () => {
    const storage = createMemoryStorage('p.');
    const tokens = new TokenStore(storage);

    tokens.setTokens({ accessToken: 'a', refreshToken: 'r' });

    expect(storage.getItem('accessToken')).toBe('a');
    expect(storage.getItem('refreshToken')).toBe('r');
    expect(tokens.getAccessToken()).toBe('a');
  });

  it('is logged in only when both tokens are non-empty', () => {
    const tokens = new TokenStore(createMemoryStorage());
    expect(tokens.isLoggedIn()).toBe(false);

    tokens.setTokens({ accessToken: 'a', refreshToken: '' });
    expect(tokens.isLoggedIn()).toBe(false);

    tokens.setTokens({ accessToken: 'a', refreshToken: 'r' });
    expect(tokens.isLoggedIn()).toBe(true);

    tokens.clear();
    expect(tokens.isLoggedIn()).toBe(false);
    expect(tokens.getRefreshToken()).toBeNull();
  });

  it('is logged in with token when the role list holds LoginWithTokenUser, as a list or a single role', () => {
    const tokens = new TokenStore(createMemoryStorage());

    tokens.setTokens({
      accessToken: fakeJwt({ role: ['Customer', 'LoginWithTokenUser'] }),
      refreshToken: 'r',
    });
    expect(tokens.isLoggedInWithToken()).toBe(true);

    tokens.setTokens({ accessToken: fakeJwt({ role: 'LoginWithTokenUser' }), refreshToken: 'r' });
    expect(tokens.isLoggedInWithToken()).toBe(true);

    tokens.setTokens({ accessToken: fakeJwt({ role: 'Customer' }), refreshToken: 'r' });
    expect(tokens.isLoggedInWithToken()).toBe(false);
  });

  it('given a short-lived token, the margin is a quarter of its lifetime, not the whole of it', () => {
    const tokens = new TokenStore(createMemoryStorage());
    tokens.setTokens({ accessToken: fakeJwt({ iat: nowSeconds, exp: nowSeconds + 8 }), refreshToken: 'r' });
    expect(tokens.isAccessTokenExpired(NOW)).toBe(false);
    expect(tokens.isAccessTokenExpired(NOW + 5_000)).toBe(false);
    expect(tokens.isAccessTokenExpired(NOW + 6_000)).toBe(true);
    // A token living 15 minutes keeps the full 10 s margin.
    tokens.setTokens({ accessToken: fakeJwt({ iat: nowSeconds, exp: nowSeconds + 900 }), refreshToken: 'r' });
    expect(tokens.isAccessTokenExpired(NOW + 889_000)).toBe(false);
    expect(tokens.isAccessTokenExpired(NOW + 890_000)).toBe(true);
  });

  it('counts the token as expired from skewSeconds before exp', () => {
    const tokens = new TokenStore(createMemoryStorage());
    tokens.setTokens({ accessToken: fakeJwt({ exp: nowSeconds + 30 }), refreshToken: 'r' });

    expect(tokens.isAccessTokenExpired(NOW)).toBe(false);
    expect(tokens.isAccessTokenExpired(NOW, 30)).toBe(true);
    expect(tokens.isAccessTokenExpired(NOW + 25_000)).toBe(true);
  });

  it('given a malformed or missing access token, it counts as expired instead of throwing', () => {
    const tokens = new TokenStore(createMemoryStorage());
    expect(tokens.isAccessTokenExpired(NOW)).toBe(true);

    tokens.setTokens({ accessToken: 'not-a-jwt', refreshToken: 'r' });
    expect(tokens.isAccessTokenExpired(NOW)).toBe(true);
    expect(tokens.isLoggedInWithToken()).toBe(false);
    expect(tokens.getPayload()).toBeNull();
  });

  it('tells subscribers about token changes and nothing else', () => {
    const storage = createMemoryStorage();
    const tokens = new TokenStore(storage);
    let calls = 0;
    const unsubscribe = tokens.subscribe(() => calls++);

    tokens.setTokens({ accessToken: 'a', refreshToken: 'r' });
    storage.setItem('preferences', '{}');
    expect(calls).toBe(2);

    unsubscribe();
    tokens.clear();
    expect(calls).toBe(2);
  });
});

describe('decodeAccessToken', () => {
  it('reads exp and iat in seconds and the role list', () => {
    const token = fakeJwt({
      iat: 1_799_999_100,
      exp: 1_800_000_000,
      role: ['Agent', 'Customer'],
      sub: '42',
      sid: 's1',
    });
    expect(decodeAccessToken(token)).toEqual({
      exp: 1_800_000_000,
      iat: 1_799_999_100,
      roles: ['Agent', 'Customer'],
      supportBy: null,
      subject: '42',
      sessionId: 's1',
    });
    expect(decodeAccessToken(fakeJwt({ role: 'Customer', supportBy: 'staff@example.com' }))?.supportBy).toBe(
      'staff@example.com',
    );
  });

  it('gives no exp, iat or roles when the payload lacks them, and null for garbage', () => {
    expect(decodeAccessToken(fakeJwt({ sub: 'x' }))).toEqual({
      exp: null,
      iat: null,
      roles: [],
      supportBy: null,
      subject: 'x',
      sessionId: null,
    });
    expect(decodeAccessToken('a.b.c')).toBeNull();
    expect(decodeAccessToken('')).toBeNull();
    expect(decodeAccessToken(null)).toBeNull();
  });
});
