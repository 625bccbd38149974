import { describe, expect, it } from 'vitest';
import { SUPPORT_SESSION_ROLE } from '../access/role-access.ts';
import { createMemoryStorage } from '../storage/memory-storage.ts';
import { SupportSession } from './support-session.ts';
import { TokenStore } from './token-store.ts';

/** An unsigned JWT with this payload: the browser side only reads tokens, the server verifies them. */
function jwt(payload: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none' })}.${part(payload)}.`;
}

function setup() {
  const storage = createMemoryStorage();
  const tokens = new TokenStore(storage);
  tokens.setTokens({ accessToken: jwt({ role: ['Staff'] }), refreshToken: 'staff-refresh' });
  return { storage, tokens, support: new SupportSession(storage, tokens) };
}

const supportPair = {
  accessToken: jwt({ role: ['Customer', SUPPORT_SESSION_ROLE], supportBy: 'staff@example.com' }),
  refreshToken: 'support-refresh',
};

describe('SupportSession', () => {
  it('switches to the support tokens and back to the untouched staff tokens', () => {
    const { tokens, support } = setup();
    const staffAccess = tokens.getAccessToken();
    expect(support.isActive()).toBe(false);

    support.begin(supportPair);
    expect(support.isActive()).toBe(true);
    expect(tokens.getRefreshToken()).toBe('support-refresh');
    expect(tokens.getPayload()?.supportBy).toBe('staff@example.com');

    expect(support.returnToStaff()).toBe(true);
    expect(tokens.getAccessToken()).toBe(staffAccess);
    expect(tokens.getRefreshToken()).toBe('staff-refresh');
    expect(support.isActive()).toBe(false);
    expect(support.waitingStaffTokens()).toBeNull();
  });

  it('keeps the first way back when support begins twice', () => {
    const { tokens, support } = setup();
    support.begin(supportPair);
    support.begin({ ...supportPair, refreshToken: 'second' });
    support.returnToStaff();
    expect(tokens.getRefreshToken()).toBe('staff-refresh');
  });

  it('refuses to begin without a session and has nothing to return to after forget', () => {
    const { tokens, support } = setup();
    support.begin(supportPair);
    support.forget();
    expect(support.returnToStaff()).toBe(false);
    expect(tokens.getRefreshToken()).toBe('support-refresh');
    tokens.clear();
    expect(() => support.begin(supportPair)).toThrow();
  });

  it('ignores a damaged way back', () => {
    const { storage, support } = setup();
    storage.setItem('supportReturn', '{not json');
    expect(support.waitingStaffTokens()).toBeNull();
  });
});
