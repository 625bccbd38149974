import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { getLanguages } from '../api/browser-contract/language.ts';
import { resolvePortalConfig } from '../config/portal-config.ts';
import { answer } from '../http/testing/fake-transport.ts';
import { createMemoryStorage } from '../storage/memory-storage.ts';
import { createPortalRuntime, type PortalRuntime } from './create-portal-runtime.ts';
import { runtimeInLanguage } from './runtime-in-language.ts';

let runtime: PortalRuntime | undefined;

afterEach(() => runtime?.dispose());

function setup() {
  const sent: InternalAxiosRequestConfig[] = [];
  runtime = createPortalRuntime(resolvePortalConfig(), {
    storage: createMemoryStorage('rl.'),
    adapter: (config) => {
      sent.push(config);
      return answer(config, 200, []);
    },
  });
  return { runtime, sent };
}

describe('runtimeInLanguage', () => {
  it('given an element in German on a Dutch page, its calls ask for German and the page’s for Dutch', async () => {
    const { runtime, sent } = setup();
    await runtime.i18n.changeLanguage('nl');
    await runtimeInLanguage(runtime, 'de').api.call(getLanguages);
    await runtime.api.call(getLanguages);
    expect(sent.map((config) => config.headers.get('accept-language'))).toEqual(['de', 'nl']);
  });

  it('given the same query key in two languages, each language gets its own answer from the one cache', async () => {
    const { runtime } = setup();
    await runtime.i18n.changeLanguage('nl');
    const german = runtimeInLanguage(runtime, 'de');
    expect(runtimeInLanguage(runtime, 'de')).toBe(german);
    const fetchIn = (scoped: PortalRuntime, text: string) =>
      scoped.queryClient.fetchQuery({ queryKey: ['orders', 'own'], queryFn: async () => text });
    expect(await fetchIn(runtime, 'Dutch')).toBe('Dutch');
    expect(await fetchIn(german, 'German')).toBe('German');
    expect(await fetchIn(runtime, 'again')).toBe('Dutch');
    expect(runtime.queryClient.getQueryCache()).toBe(german.queryClient.getQueryCache());
  });
});
