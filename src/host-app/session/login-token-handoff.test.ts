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

  it('leaves other addresses alone', () => {
    window.history.replaceState(null, '', '/orders?page=2');
    takeLoginTokenFromAddressBar();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/orders?page=2');
    expect(claimLoginToken()).toBeNull();
  });
});
