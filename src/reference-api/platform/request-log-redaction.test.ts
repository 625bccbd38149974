import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../testing/test-app-per-file.ts';
import { redactUrl } from './log-redaction.ts';

// Issue 23 §7/§9: with LOG=1 the request log held one-time tokens verbatim (login, reset and activation
// links), so whoever reads the log could use them.
const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});
const t = testAppPerFile({ logStream: stream });

const secret = (n: number) => `S3cretT0ken${n}_${'x'.repeat(20)}`;

describe('the request log (LOG=1)', () => {
  it('given requests whose paths and queries carry one-time tokens, the log names each request but holds no token', async () => {
    const urls = [
      `/auth/token/${secret(1)}/nl`,
      `/auth/reset-password/${secret(2)}`,
      `/auth/activate/${secret(3)}?lang=en`,
      `/AUTH/Token/${secret(4)}`,
      `/customerportal/Authentication/IsPasswordResetTokenValid?token=${secret(5)}`,
      `/customerportal/Languages/GetLanguages?resetToken=${secret(6)}&x=1`,
      `/customerportal/PartnerWeb/Anything?code=${secret(7)}`,
    ];
    for (const url of urls) await t.app.inject({ method: 'GET', url });
    const log = lines.join('\n');
    for (let n = 1; n <= urls.length; n++) expect(log).not.toContain(secret(n));
    // The requests are still there, recognisable.
    expect(log).toContain('/auth/token/[redacted]/nl');
    expect(log).toContain('/auth/reset-password/[redacted]');
    expect(log).toContain('/auth/activate/[redacted]?lang=en');
    expect(log).toContain('resetToken=[redacted]&x=1');
  });

  it('leaves URLs without tokens as they are', () => {
    expect(redactUrl('/customerportal/Orders/GetOrdersTable?clientId=1001')).toBe(
      '/customerportal/Orders/GetOrdersTable?clientId=1001',
    );
    expect(redactUrl('/auth/reset-password')).toBe('/auth/reset-password');
    expect(redactUrl('/auth/token/')).toBe('/auth/token/');
  });
});
