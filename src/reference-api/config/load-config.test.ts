import { describe, expect, it } from 'vitest';
import { defaultUploadQuota } from '../areas/service/upload/upload-quota.ts';
import { defaultMailFrom } from '../auth/outbox-mail.ts';
import { defaultServerTimeouts } from '../platform/server-timeouts.ts';
import { configSchema } from './config-schema.ts';
import { ConfigError, loadConfig } from './load-config.ts';
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

  describe('in production (NODE_ENV=production)', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://portal.example.com',
      JWT_SECRET: 'k'.repeat(32),
      SMTP_URL: 'smtp://portal:secret@mail.example.com:587',
      MAIL_FROM: 'Paper mill portal <portal@mill.example>',
    };
    const issuesOf = (env: Record<string, string | undefined>) => {
      try {
        loadConfig(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as ConfigError).issues;
      }
      return [];
    };

    it('given every setting it needs, it starts, logging its requests by default', () => {
      const config = loadConfig(production);
      expect(config.NODE_ENV).toBe('production');
      expect(settingsFromConfig(config).logger).toBe(true);
      expect(settingsFromConfig(loadConfig({ ...production, LOG: '0' })).logger).toBe(false);
      expect(settingsFromConfig(loadConfig({})).logger).toBe(false);
    });

    it('given none of them, it names each missing setting on a line of its own, all at once', () => {
      expect(issuesOf({ NODE_ENV: 'production', HOST: '0.0.0.0' })).toEqual([
        expect.stringMatching(/^PUBLIC_URL is required in production/),
        expect.stringMatching(/^JWT_SECRET is required in production: at least 32/),
        expect.stringMatching(/^SMTP_URL is required in production/),
        expect.stringMatching(/^MAIL_FROM is required in production/),
      ]);
    });

    it('given a short JWT_SECRET (counted in bytes), a PUBLIC_URL that is no http(s) address or the demo sender, it names that one', () => {
      expect(issuesOf({ ...production, JWT_SECRET: 'k'.repeat(31) })).toEqual([
        'JWT_SECRET is too short for production: 31 bytes, at least 32 needed (e.g. openssl rand -base64 48)',
      ]);
      // 16 two-byte characters are 32 bytes.
      expect(issuesOf({ ...production, JWT_SECRET: 'ä'.repeat(16) })).toEqual([]);
      expect(issuesOf({ ...production, PUBLIC_URL: 'ftp://portal.example.com' })).toEqual([
        expect.stringMatching(/^PUBLIC_URL "ftp:.*" must be a plain http\(s\) address/),
      ]);
      expect(issuesOf({ ...production, MAIL_FROM: defaultMailFrom })).toEqual([
        `MAIL_FROM must not be the demo sender in production, not "${defaultMailFrom}"`,
      ]);
      expect(issuesOf({ ...production, SMTP_URL: ' ' })).toEqual([
        expect.stringMatching(/^SMTP_URL is required in production/),
      ]);
    });

    it('refuses an SMTP_URL of the wrong form, in any mode, without repeating the password it may hold', () => {
      for (const [value, problem] of [
        ['mail.example.com:587', 'has the scheme "mail.example.com"'],
        ['portal:s3cret@mail', 'has the scheme "portal"'],
        ['http://portal:s3cret@mail.example.com', 'has the scheme "http"'],
        ['smtp://', 'names no host'],
        ['not a url with s3cret', 'is not a URL'],
      ]) {
        const issues = issuesOf({ ...production, SMTP_URL: value });
        expect(issues).toEqual([expect.stringMatching(new RegExp(`^SMTP_URL ${problem}:`))]);
        expect(issues.join()).not.toContain('s3cret');
        expect(() => loadConfig({ SMTP_URL: value })).toThrow(`SMTP_URL ${problem}:`);
      }
      expect(issuesOf({ ...production, SMTP_URL: 'smtps://portal:s3cret@mail.example.com:465' })).toEqual([]);
    });

    it('refuses DEMO_LIVE: the demo moving by itself is for the demo only', () => {
      expect(issuesOf({ ...production, DEMO_LIVE: '1' })).toEqual([
        'DEMO_LIVE is for the demo only: production has no demo shipments to move',
      ]);
      expect(issuesOf({ ...production, DEMO_LIVE: '0' })).toEqual([]);
      expect(loadConfig({ DEMO_LIVE: '1' }).DEMO_LIVE).toBe('1');
    });

    it('keeps the one-message format: schema problems and production ones together, separated by "; "', () => {
      expect(() => loadConfig({ ...production, PORT: 'x', JWT_SECRET: 'short' })).toThrow(
        'PORT must be integer, not "x"; JWT_SECRET is too short for production: 5 bytes',
      );
    });
  });
});
