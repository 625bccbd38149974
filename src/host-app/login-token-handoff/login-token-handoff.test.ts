// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { claimLoginToken, takeLoginTokenFromAddressBar } from './login-token-handoff.ts';

describe('login token handoff', () => {
  it('takes the token and language out of the address bar and hands them out once', () => {
    window.history.replaceState(null, '', '/auth/token/secret-token-123/de');
    takeLoginTokenFromAddressBar();
    expect(window.location.pathname).toBe('/auth/token');
    expect(window.location.href).not.toContain('secret-token-123');
    expect(claimLoginToken()).toEqual({ token: 'secret-token-123', languageCode: 'de' });
    expect(claimLoginToken()).toBeNull();
  });

  it('takes a token without a language, with a trailing slash, in any case of the path', () => {
    window.history.replaceState(null, '', '/Auth/Token/abc-DEF_9/');
    takeLoginTokenFromAddressBar();
    expect(window.location.pathname).toBe('/auth/token');
    expect(claimLoginToken()).toEqual({ token: 'abc-DEF_9', languageCode: null });
  });

  it('leaves other addresses alone', () => {
    window.history.replaceState(null, '', '/orders?page=2');
    takeLoginTokenFromAddressBar();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/orders?page=2');
    expect(claimLoginToken()).toBeNull();
    for (const path of ['/auth/token', '/auth/token/', '/auth/token/a/b/c', '/x/auth/token/a']) {
      window.history.replaceState(null, '', path);
      takeLoginTokenFromAddressBar();
      expect(window.location.pathname).toBe(path);
      expect(claimLoginToken()).toBeNull();
    }
  });
});
