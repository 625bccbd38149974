import { describe, expect, it } from 'vitest';
import { defaultUploadQuota } from '../areas/service/upload/upload-quota.ts';
import { defaultServerTimeouts } from '../platform/server-timeouts.ts';
import { configSchema } from './config-schema.ts';
import { loadConfig } from './load-config.ts';
import { settingsFromConfig } from './settings-from-config.ts';

describe('loadConfig', () => {
  it('given nothing set, every setting has its default and the server its built-in limits', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.STATIC_DIR).toBe('dist');
    expect(config.DATABASE_URL).toBeUndefined();
    const settings = settingsFromConfig(config);
    expect(settings.uploads).toEqual({ ...defaultUploadQuota, sweepIntervalSeconds: undefined });
    expect(settings.timeouts).toEqual(defaultServerTimeouts);
    expect(settings.publicUrl).toBe('http://localhost:8080');
    expect(settings.staticDir).toBe('dist');
  });

  it('documents every setting: each has a description', () => {
    for (const [name, schema] of Object.entries(configSchema.properties))
      expect((schema as { description?: string }).description, name).toBeTruthy();
  });

  it('converts numbers and keeps strings, an empty number meaning unset and an empty STATIC_DIR serving no front end', () => {
    const config = loadConfig({
      PORT: '0',
      EXPORT_MAX_ROWS: '',
      STATIC_DIR: '',
      UPLOAD_MAX_STORED_MB: '1.5',
    });
    expect(config.PORT).toBe(0);
    expect(config.EXPORT_MAX_ROWS).toBe(50_000);
    expect(settingsFromConfig(config).staticDir).toBeNull();
    expect(settingsFromConfig(config).uploads.maxStoredBytes).toBe(1_500_000);
  });

  it('given bad values, it names each of them in one error', () => {
    expect(() => loadConfig({ PORT: 'x', EXPORTS_AT_ONCE: '0' })).toThrow(
      'PORT must be integer, not "x"; EXPORTS_AT_ONCE must be >= 1, not "0"',
    );
    expect(() => loadConfig({ LOG: 'yes' })).toThrow('LOG must be one of 0, 1, not "yes"');
    expect(() => loadConfig({ SUPPORT_SESSION_MINUTES: '1441' })).toThrow(/SUPPORT_SESSION_MINUTES/);
  });

  it('checks the settings with a format of their own, and PUBLIC_URL beyond loopback', () => {
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ TRUST_PROXY: '*' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/PUBLIC_URL is not set/);
    expect(loadConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'https://portal.example.com' }).HOST).toBe('0.0.0.0');
  });

  it('reads only its own settings from the environment', () => {
    expect(Object.keys(loadConfig({ PATH: '/usr/bin', HOME: '/root' }))).not.toContain('PATH');
  });
});
