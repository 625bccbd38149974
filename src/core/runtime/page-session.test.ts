import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { resolvePortalConfig } from '../config/portal-config.ts';
import { answer, fakeJwt, networkFailure, validToken } from '../http/testing/fake-transport.ts';
import { createMemoryStorage } from '../storage/memory-storage.ts';
import { createPortalRuntime, type PortalRuntime } from './create-portal-runtime.ts';
import { type SessionState, signInWithTokens, signOutOf, watchSession } from './page-session.ts';

let runtime: PortalRuntime | undefined;

function setup(handler: (config: InternalAxiosRequestConfig) => Promise<AxiosResponse> = networkFailure) {
  const sent: string[] = [];
  runtime = createPortalRuntime(resolvePortalConfig(), {
    storage: createMemoryStorage('ps.'),
    adapter: (config) => {
      sent.push(config.url ?? '');
      return handler(config);
    },
  });
  return { runtime, sent };
}

describe('the page session', () => {
  afterEach(() => runtime?.dispose());

  it('given a watcher, it hears the state at once, a sign-in with its roles and a sign-out, but not a token refresh', async () => {
    const { runtime } = setup((config) => answer(config, 204, undefined));
    const states: SessionState[] = [];
    watchSession(runtime, (state) => states.push(state));

    signInWithTokens(runtime, { accessToken: validToken('a'), refreshToken: 'r1' });
    runtime.tokens.setTokens({ accessToken: validToken('b'), refreshToken: 'r2' });
    await signOutOf(runtime);

    expect(states).toEqual([
      { signedIn: false, roles: [] },
      { signedIn: true, roles: ['Customer'] },
      { signedIn: false, roles: [] },
    ]);
  });

  it('given another role after a sign-in, the watcher hears the new roles', () => {
    const { runtime } = setup();
    const states: SessionState[] = [];
    signInWithTokens(runtime, { accessToken: validToken('a'), refreshToken: 'r1' });
    watchSession(runtime, (state) => states.push(state));

    signInWithTokens(runtime, { accessToken: fakeJwt({ role: ['Agent'] }), refreshToken: 'r2' });

    expect(states.map((state) => state.roles)).toEqual([['Customer'], ['Agent']]);
  });

  it('given a sign-in, the answers cached for whoever came before are gone', () => {
    const { runtime } = setup();
    runtime.queryClient.setQueryData(['orders'], ['of the previous user']);

    signInWithTokens(runtime, { accessToken: validToken('a'), refreshToken: 'r' });

    expect(runtime.queryClient.getQueryData(['orders'])).toBeUndefined();
    expect(runtime.tokens.isLoggedIn()).toBe(true);
  });

  it.each([
    [{ accessToken: '', refreshToken: 'r' }],
    [{ accessToken: 'a', refreshToken: '' }],
    [{ accessToken: 'a' }],
    [null],
  ])('given incomplete tokens %j, signIn refuses and stores nothing', (tokens) => {
    const { runtime } = setup();

    expect(() => signInWithTokens(runtime, tokens as never)).toThrow(TypeError);
    expect(runtime.tokens.getAccessToken()).toBeNull();
  });

  it('given a server that cannot be reached, signOut still forgets the tokens and the cached answers', async () => {
    const { runtime, sent } = setup(networkFailure);
    signInWithTokens(runtime, { accessToken: validToken('a'), refreshToken: 'r' });
    runtime.queryClient.setQueryData(['orders'], ['mine']);

    await signOutOf(runtime);

    // (The sign-in itself asks for the account's language: GetProfile, GetLanguages.)
    expect(sent.filter((path) => path.startsWith('/Authentication/'))).toEqual(['/Authentication/Logout']);
    expect(runtime.tokens.isLoggedIn()).toBe(false);
    expect(runtime.queryClient.getQueryData(['orders'])).toBeUndefined();
  });
});
