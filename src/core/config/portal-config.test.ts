// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PORTAL_CONFIG, readPortalConfigFromMeta, resolvePortalConfig } from './portal-config.ts';

function addMeta(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'cp-config';
  meta.content = content;
  document.head.append(meta);
}

describe('resolvePortalConfig', () => {
  it('gives the documented defaults when nothing is configured', () => {
    expect(resolvePortalConfig()).toEqual({
      apiBase: '/customerportal',
      brand: 'Paperfield',
      storagePrefix: 'paperfield.customer-portal.',
      appVersion: '1.0.0',
      analyticsId: null,
      tileUrl: null,
      tileAttribution: null,
      tokenStorage: 'local',
      productBoardsUrl: DEFAULT_PORTAL_CONFIG.productBoardsUrl,
      purchaseConditionsUrl: DEFAULT_PORTAL_CONFIG.purchaseConditionsUrl,
      avatarBaseUrl: 'https://www.gravatar.com/avatar/',
      portalUrl: '',
    });
  });

  it('keeps given options, ignores undefined ones and drops a trailing slash from apiBase', () => {
    const config = resolvePortalConfig({
      apiBase: 'https://api.example/customerportal/',
      tokenStorage: 'memory',
      brand: undefined,
    });

    expect(config.apiBase).toBe('https://api.example/customerportal');
    expect(resolvePortalConfig({ portalUrl: 'https://portal.example/' }).portalUrl).toBe(
      'https://portal.example',
    );
    expect(config.tokenStorage).toBe('memory');
    expect(config.brand).toBe('Paperfield');
  });
});

describe('readPortalConfigFromMeta', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('reads the options of <meta name="cp-config">', () => {
    addMeta('{"apiBase":"/api","analyticsId":"GTM-1","tokenStorage":"session"}');

    expect(readPortalConfigFromMeta()).toEqual({
      apiBase: '/api',
      analyticsId: 'GTM-1',
      tokenStorage: 'session',
    });
  });

  it('gives nothing when the page has no such tag', () => {
    expect(readPortalConfigFromMeta()).toEqual({});
  });

  it('given invalid JSON or a wrongly typed option, it reports it and ignores the tag', () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    addMeta('{apiBase: /api}');
    expect(readPortalConfigFromMeta()).toEqual({});

    document.head.innerHTML = '';
    addMeta('{"tokenStorage":"cookie"}');
    expect(readPortalConfigFromMeta()).toEqual({});

    expect(report).toHaveBeenCalledTimes(2);
    expect(String(report.mock.calls[1]?.[0])).toContain('/tokenStorage');
  });
});
