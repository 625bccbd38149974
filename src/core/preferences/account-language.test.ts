import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { resolvePortalConfig } from '../config/portal-config.ts';
import { answer, validToken } from '../http/testing/fake-transport.ts';
import { createPortalRuntime, type PortalRuntime } from '../runtime/create-portal-runtime.ts';
import { createMemoryStorage } from '../storage/memory-storage.ts';
import { languageOfId } from './account-language.ts';

const LANGUAGES = [
  { code: 'nl-NL', languageId: 1 },
  { code: 'en-NL', languageId: 2 },
  { code: 'de-DE', languageId: 3 },
  { code: 'zh', languageId: 4 },
];

let runtime: PortalRuntime | undefined;

/** A runtime over a fake server whose account has `preferredLanguageId`; records UpdateLanguage bodies. */
function setup(preferredLanguageId: number | null) {
  const updates: unknown[] = [];
  let profileCalls = 0;
  const handler = (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    if (config.url?.endsWith('/Language/GetLanguages')) return answer(config, 200, LANGUAGES);
    if (config.url?.endsWith('/Account/GetProfile')) {
      profileCalls++;
      return answer(config, 200, {
        emailAddress: 'customer@example.com',
        displayName: 'Customer',
        roles: ['Customer'],
        preferredLanguageId,
        properties: { isAgent: false, gravatarHash: null },
      });
    }
    if (config.url?.endsWith('/Language/UpdateLanguage')) {
      updates.push(JSON.parse(String(config.data)));
      return answer(config, 204, '');
    }
    return answer(config, 404, {});
  };
  runtime = createPortalRuntime(resolvePortalConfig(), {
    storage: createMemoryStorage('al.'),
    adapter: handler,
    refreshLock: null,
  });
  return { runtime, updates, profileCalls: () => profileCalls };
}

const signIn = (runtime: PortalRuntime, name = 'a') =>
  runtime.tokens.setTokens({ accessToken: validToken(name), refreshToken: `refresh-${name}` });

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('followAccountLanguage', () => {
  afterEach(() => {
    runtime?.dispose();
    runtime = undefined;
  });

  it('given an account stored in German, signing in in a new browser turns the interface German', async () => {
    const { runtime, updates } = setup(3);
    expect(runtime.preferences.get().languageCode).toBe('nl');

    signIn(runtime);
    await settle();

    expect(runtime.preferences.get().languageCode).toBe('de');
    expect(runtime.i18n.language).toBe('de');
    expect(updates).toEqual([]);
  });

  it('given a language chosen on the login page, signing in keeps it and stores it for the account', async () => {
    const { runtime, updates } = setup(3);
    runtime.preferences.set({ languageCode: 'en' });

    signIn(runtime);
    await settle();

    expect(runtime.preferences.get().languageCode).toBe('en');
    expect(updates).toEqual([{ languageId: 2 }]);
  });

  it('given a signed-in page, a token refresh does not ask again and a later choice stays', async () => {
    const { runtime, profileCalls } = setup(3);
    signIn(runtime, 'a');
    await settle();
    runtime.preferences.set({ languageCode: 'zhHans' });

    signIn(runtime, 'b');
    await settle();

    expect(profileCalls()).toBe(1);
    expect(runtime.preferences.get().languageCode).toBe('zhHans');
  });

  it('given an account without a stored language, the interface language stays', async () => {
    const { runtime } = setup(null);
    signIn(runtime);
    await settle();
    expect(runtime.preferences.get().languageCode).toBe('nl');
  });

  it('maps a languageId to the interface language through the server list', () => {
    expect(languageOfId(LANGUAGES, 4)).toBe('zhHans');
    expect(languageOfId(LANGUAGES, 2)).toBe('en');
    expect(languageOfId(LANGUAGES, 9)).toBe(null);
    expect(languageOfId(LANGUAGES, null)).toBe(null);
  });
});
