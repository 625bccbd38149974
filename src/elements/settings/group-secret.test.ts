import { describe, expect, it } from 'vitest';
import { groupSecret } from './group-secret.ts';

describe('groupSecret', () => {
  it('shows the secret in groups of four', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
  });

  it('leaves a shorter last group', () => {
    expect(groupSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
  });

  it('given spaces, padding or lower case, it shows the upper-case characters only', () => {
    expect(groupSecret(' jbsw y3dp==\n')).toBe('JBSW Y3DP');
  });

  it('given an empty secret, it shows nothing', () => {
    expect(groupSecret('')).toBe('');
  });
});
