import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPortalRuntime, resetPortalRuntimeForTests } from './portal-runtime.ts';

describe('getPortalRuntime', () => {
  afterEach(() => {
    resetPortalRuntimeForTests();
  });

  it('gives the same runtime to every caller on the page', () => {
    const first = getPortalRuntime();
    const second = getPortalRuntime({ apiBase: '/elsewhere' });

    expect(second).toBe(first);
    expect(second.config.apiBase).toBe('/customerportal');
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
});
