import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/load-config.ts';
import { settingsFromConfig } from '../config/settings-from-config.ts';
import {
  checkUrlSyntax,
  checkWebhookUrl,
  isForbiddenAddress,
  parseTestReceivers,
} from './webhook-address.ts';

describe('webhook addresses', () => {
  it('refuses loopback, private, link-local, CGNAT, unspecified, multicast and their IPv4-mapped forms', () => {
    const forbidden = [
      '127.0.0.1',
      '127.255.0.9',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      '::ffff:a00:1',
      '64:ff9b::7f00:1',
      '2002:7f00:1::',
      'not an address',
    ];
    for (const address of forbidden) expect(isForbiddenAddress(address), address).toBe(true);
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(isForbiddenAddress(address), address).toBe(false);
  });

  it('reads IP literals as the URL parser does, so no spelling of 127.0.0.1 passes', () => {
    for (const url of [
      'https://2130706433/',
      'https://0x7f.1/',
      'https://0177.0.0.1/',
      'https://[0:0:0:0:0:ffff:7f00:1]/',
    ])
      expect(checkUrlSyntax(url), url).toBe('urlForbiddenAddress');
    expect(checkUrlSyntax('http://example.com/')).toBe('urlNotHttps');
    expect(checkUrlSyntax('https://a:b@example.com/')).toBe('urlCredentials');
    expect(checkUrlSyntax('https://example.com/hook')).toBeInstanceOf(URL);
  });

  it('refuses a name that resolves to loopback', async () => {
    expect(await checkWebhookUrl('https://localhost/hook')).toBe('urlForbiddenAddress');
    expect(await checkWebhookUrl('https://no-such-host.invalid/hook')).toBe('urlUnresolved');
  });

  it('lets a test receiver through on its port only, over http too', () => {
    const receivers = parseTestReceivers(' 127.0.0.1:8799, [::1]:8799 ');
    expect(receivers).toEqual(['127.0.0.1:8799', '[::1]:8799']);
    expect(checkUrlSyntax('http://127.0.0.1:8799/hook', receivers)).toBeInstanceOf(URL);
    expect(checkUrlSyntax('http://[::1]:8799/hook', receivers)).toBeInstanceOf(URL);
    expect(checkUrlSyntax('http://127.0.0.1:8800/hook', receivers)).toBe('urlNotHttps');
    expect(checkUrlSyntax('https://127.0.0.1/hook', receivers)).toBe('urlForbiddenAddress');
    expect(() => parseTestReceivers('localhost:8799')).toThrow(/address:port/);
    expect(() => parseTestReceivers('127.0.0.1')).toThrow(/address:port/);
  });

  it('refuses test receivers in production', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://portal.example.com',
      JWT_SECRET: 'x'.repeat(48),
      SMTP_URL: 'smtp://mail.example.com:587',
      MAIL_FROM: 'Portal <portal@example.com>',
    };
    expect(() => loadConfig(production)).not.toThrow();
    let error: unknown;
    try {
      loadConfig({ ...production, WEBHOOK_TEST_RECEIVERS: '127.0.0.1:8799' });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).issues).toEqual([
      expect.stringMatching(/^WEBHOOK_TEST_RECEIVERS is for tests/),
    ]);
    expect(loadConfig({ WEBHOOK_TEST_RECEIVERS: '127.0.0.1:8799' }).WEBHOOK_TEST_RECEIVERS).toBe(
      '127.0.0.1:8799',
    );
  });

  it('reads the retry schedule, the default about a day', () => {
    expect(settingsFromConfig(loadConfig({})).webhooks.retryDelaysSeconds).toEqual([
      5, 300, 1800, 7200, 18_000, 36_000, 36_000,
    ]);
    expect(
      settingsFromConfig(loadConfig({ WEBHOOK_RETRY_SECONDS: '1, 2,3' })).webhooks.retryDelaysSeconds,
    ).toEqual([1, 2, 3]);
    expect(() => loadConfig({ WEBHOOK_RETRY_SECONDS: '1,,2' })).toThrow(/WEBHOOK_RETRY_SECONDS/);
  });
});
