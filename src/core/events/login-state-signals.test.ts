import { describe, expect, it } from 'vitest';
import { TokenStore } from '../auth/token-store.ts';
import { createMemoryStorage } from '../storage/memory-storage.ts';
import { signalLoginChanges } from './login-state-signals.ts';
import { createSessionEvents, type SessionEventType } from './session-events.ts';

function setup() {
  const storage = createMemoryStorage();
  const tokens = new TokenStore(storage);
  const sessionEvents = createSessionEvents();
  const seen: SessionEventType[] = [];
  sessionEvents.subscribe((event) => seen.push(event.type));
  const stop = signalLoginChanges(tokens, sessionEvents);
  return { storage, tokens, sessionEvents, seen, stop };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('signalLoginChanges', () => {
  it('signals logged-in once on login and logged-out once on logout, not on a refresh', async () => {
    const { tokens, seen } = setup();

    tokens.setTokens({ accessToken: 'a', refreshToken: 'r' });
    tokens.setTokens({ accessToken: 'a2', refreshToken: 'r2' });
    tokens.clear();
    await settle();

    expect(seen).toEqual(['logged-in', 'logged-out']);
  });

  it('given tokens removed by another tab, it signals logged-out', async () => {
    const { storage, tokens, seen } = setup();
    tokens.setTokens({ accessToken: 'a', refreshToken: 'r' });

    storage.clear();
    await settle();

    expect(seen).toEqual(['logged-in', 'logged-out']);
  });

  it('given a failed refresh, it leaves the announcement to session-expired', async () => {
    const { tokens, sessionEvents, seen } = setup();
    tokens.setTokens({ accessToken: 'a', refreshToken: 'r' });

    tokens.clear();
    sessionEvents.emit({ type: 'session-expired' });
    await settle();

    expect(seen).toEqual(['logged-in', 'session-expired']);
  });

  it('stops signalling once stopped', async () => {
    const { tokens, seen, stop } = setup();

    stop();
    tokens.setTokens({ accessToken: 'a', refreshToken: 'r' });
    await settle();

    expect(seen).toEqual([]);
  });
});
