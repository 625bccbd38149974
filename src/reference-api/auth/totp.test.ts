import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { matchingTimeStep, totpUri } from './totp.ts';

// RFC 6238 Appendix B, SHA1 rows: seed "12345678901234567890", 8 digits, 30-second steps.
const rfcSecret = Secret.fromLatin1('12345678901234567890');
const vectors: [seconds: number, code: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP verification', () => {
  it.each(vectors)(
    'given the RFC 6238 vector at T=%i it accepts %s in its own time step',
    (seconds, code) => {
      const step = matchingTimeStep({
        secret: rfcSecret,
        code,
        timestamp: seconds * 1000,
        digits: 8,
        window: 0,
      });
      expect(step).toBe(Math.floor(seconds / 30));
    },
  );

  it.each(vectors)(
    'given the RFC 6238 vector at T=%i it refuses the code two steps later',
    (seconds, code) => {
      const timestamp = (seconds + 60) * 1000;
      expect(matchingTimeStep({ secret: rfcSecret, code, timestamp, digits: 8, window: 1 })).toBeNull();
    },
  );

  it('accepts the code of the previous step (clock drift) and reports that step', () => {
    const secret = Secret.fromBase32('JBSWY3DPEHPK3PXP');
    const now = 1_800_000_000_000;
    const previous = new TOTP({ secret }).generate({ timestamp: now - 30_000 });
    expect(matchingTimeStep({ secret, code: previous, timestamp: now })).toBe(Math.floor(now / 30_000) - 1);
  });

  it('builds an otpauth URI with the SHA1 / 6 digits / 30 s settings apps expect', () => {
    const uri = totpUri('JBSWY3DPEHPK3PXP', 'customer@example.com');
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(uri).toContain('secret=JBSWY3DPEHPK3PXP');
    expect(uri).toContain('algorithm=SHA1');
    expect(uri).toContain('digits=6');
    expect(uri).toContain('period=30');
  });
});
