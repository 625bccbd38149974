import { afterEach, describe, expect, it, vi } from 'vitest';
import { configurePage } from '../config/page-options.ts';
import { validToken } from '../http/testing/fake-transport.ts';
import { getPortalRuntime, resetPortalRuntimeForTests } from './portal-runtime.ts';

/** A page whose `<meta name="cp-config">` holds `options`. */
function metaOnPage(options: object) {
  const meta = { getAttribute: () => JSON.stringify(options) };
  vi.stubGlobal('document', {
    documentElement: { lang: '' },
    querySelector: (selector: string) => (selector.includes('cp-config') ? meta : null),
  });
}

const settle = (runtime: ReturnType<typeof getPortalRuntime>) =>
  runtime.tokens.setTokens({ accessToken: validToken('a'), refreshToken: 'r' });

describe('getPortalRuntime', () => {
  afterEach(() => {
    resetPortalRuntimeForTests();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('gives the same runtime to every caller on the page', () => {
    const first = getPortalRuntime();
    const second = getPortalRuntime({ brand: 'Other' });

    expect(second).toBe(first);
  });

  it('given a second copy of the module (another bundle on the page), it still gives the same runtime', async () => {
    const first = getPortalRuntime({ brand: 'First bundle' });

    vi.resetModules();
    const reloaded = await import('./portal-runtime.ts');

    expect(reloaded.getPortalRuntime).not.toBe(getPortalRuntime);
    expect(reloaded.getPortalRuntime()).toBe(first);
    expect(reloaded.getPortalRuntime().config.brand).toBe('First bundle');
  });

  it('builds the first runtime from the given options over the defaults', () => {
    const runtime = getPortalRuntime({ apiBase: '/api/', tokenStorage: 'memory' });

    expect(runtime.config.apiBase).toBe('/api');
    expect(runtime.config.tokenStorage).toBe('memory');
    expect(runtime.config.appVersion).toBe('1.0.0');
  });

  it('builds a new runtime after a reset', () => {
    const first = getPortalRuntime();

    resetPortalRuntimeForTests();

    expect(getPortalRuntime()).not.toBe(first);
  });

  it('builds the runtime from an element attribute over configure() over the meta over the defaults', () => {
    metaOnPage({ apiBase: '/meta', brand: 'Meta brand', portalUrl: 'https://meta.example' });
    configurePage({ apiBase: '/configured', portalUrl: 'https://configured.example' });

    expect(getPortalRuntime().config).toMatchObject({
      apiBase: '/configured',
      portalUrl: 'https://configured.example',
      brand: 'Meta brand',
      appVersion: '1.0.0',
    });
    resetPortalRuntimeForTests();
    configurePage({ apiBase: '/configured' });
    expect(getPortalRuntime({ apiBase: '/attribute' }).config.apiBase).toBe('/attribute');
  });

  it('given a runtime made with the defaults that has made no call, configure() gives it its API base and storage, with no warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const runtime = getPortalRuntime();

    configurePage({ apiBase: 'https://portal.example/customerportal', tokenStorage: 'memory' });

    expect(runtime.config).toMatchObject({
      apiBase: 'https://portal.example/customerportal',
      tokenStorage: 'memory',
    });
    expect(runtime.http.axios.defaults.baseURL).toBe('https://portal.example/customerportal');
    // A later configure() replaces an earlier one while the runtime is still unused.
    configurePage({ apiBase: 'https://other.example/customerportal' });
    expect(runtime.config.apiBase).toBe('https://other.example/customerportal');
    // And an element's own api-base comes before configure().
    getPortalRuntime({ apiBase: 'https://element.example/customerportal' });
    expect(runtime.config.apiBase).toBe('https://element.example/customerportal');
    expect(warn).not.toHaveBeenCalled();
  });

  it('given a runtime with a session, a different API base from configure() or an element is not used and warned about once, with both values', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const runtime = getPortalRuntime();
    configurePage({ apiBase: 'https://portal.example/customerportal' });
    settle(runtime);

    configurePage({ apiBase: 'https://other.example/customerportal' });
    getPortalRuntime({ apiBase: 'https://element.example/api' });
    // Every render of the element asks again: no second warning.
    getPortalRuntime({ apiBase: 'https://element.example/api' });
    // The same base, with or without its trailing slash, is no conflict.
    getPortalRuntime({ apiBase: 'https://portal.example/customerportal/' });

    expect(runtime.config.apiBase).toBe('https://portal.example/customerportal');
    expect(runtime.http.axios.defaults.baseURL).toBe('https://portal.example/customerportal');
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      expect.stringMatching(
        /"https:\/\/other\.example\/customerportal".*"https:\/\/portal\.example\/customerportal"/,
      ),
      expect.stringMatching(/"https:\/\/element\.example\/api".*"https:\/\/portal\.example\/customerportal"/),
    ]);
  });

  it('given a runtime the first element made with its api-base, another element with another one is warned about, even before any call', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const runtime = getPortalRuntime({ apiBase: '/first' });

    getPortalRuntime({ apiBase: '/second' });
    configurePage({ apiBase: '/configured' });

    expect(runtime.config.apiBase).toBe('/first');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toContain('"/second"');
    expect(warn.mock.calls[0]?.[0]).toContain('"/first"');
    expect(warn.mock.calls[1]?.[0]).toContain('"/configured"');
  });

  it('given options of the wrong type, configure() throws a TypeError naming them and keeps nothing', () => {
    expect(() =>
      configurePage({ apiBase: 42 as unknown as string, tokenStorage: 'cookie' as 'local' }),
    ).toThrow(/apiBase must be string.*tokenStorage must be one of local, session, memory/);
    expect(getPortalRuntime().config.apiBase).toBe('/customerportal');
  });
});
