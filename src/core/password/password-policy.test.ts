import { describe, expect, it } from 'vitest';
import { estimatePassword } from '../password-estimator/password-estimator.ts';
import { FormValidator } from '../validation/form-validator.ts';
import { newPassword } from './new-password-rule.ts';
import { PASSWORD_MAX_LENGTH, type PasswordOwner, passwordProblem } from './password-policy.ts';

const owner: PasswordOwner = { email: 'jan.devries@example.nl', names: ['Jan de Vries'] };
const check = (password: string, who: PasswordOwner = owner) =>
  passwordProblem(password, who, estimatePassword);

describe('passwordProblem', () => {
  it('refuses one character repeated', () => {
    expect(check('aaaaaaaaaa')).toBe('weak');
  });

  it('refuses ten spaces, and any other whitespace only', () => {
    expect(check('          ')).toBe('blank');
    expect(check('\t \u00a0\n          ')).toBe('blank');
  });

  it('refuses password123 and other entries of the common passwords list', () => {
    expect(check('password123')).toBe('common');
    expect(check('football123')).toBe('common');
    expect(check('password1234')).toBe('common');
    expect(check('qwertyuiop')).toBe('common');
  });

  it('refuses a known password with a few characters added or leet spelling', () => {
    expect(check('Passw0rd!!')).toBe('common');
    expect(check('letmein123!')).toBe('common');
  });

  it('refuses simple sequences and keyboard walks', () => {
    expect(check('abcdefghijkl')).toBe('weak');
    expect(check('1234567890')).toBe('common');
    expect(check('zxcvbnm,./')).toBe('weak');
  });

  it('refuses the e-mail address itself, whatever its case', () => {
    expect(check('jan.devries@example.nl')).toBe('containsEmail');
    expect(check('JAN.DEVRIES@EXAMPLE.NL')).toBe('containsEmail');
  });

  it('refuses the e-mail address or its local part inside a longer password, separators ignored', () => {
    expect(check('my-jan.devries@example.nl-pw')).toBe('containsEmail');
    expect(check('Jan-DeVries-2026!')).toBe('containsEmail');
    expect(check('xx-devries-quilt-mango')).toBe('containsEmail');
  });

  it('refuses the name inside, as a whole or one of its longer words', () => {
    expect(check('JanDeVries#Paperfield', { names: ['Jan de Vries'] })).toBe('containsName');
    expect(check('Bakker-Orchid-Lantern', { names: ['Tom Bakker'] })).toBe('containsName');
    expect(check('grüße-von-müller-9', { names: ['Petra Müller'] })).toBe('containsName');
  });

  it('does not refuse a good passphrase for holding a short name part like "Jan" or "de"', () => {
    expect(check('january-desk-lamp-orbit')).toBeNull();
  });

  it('accepts a good passphrase, the demo password and a long password up to the maximum', () => {
    expect(check('correct horse battery staple')).toBeNull();
    expect(check('Portal-demo-2026!', { email: 'customer@example.com', names: [''] })).toBeNull();
    expect(check('Zomer-fiets-lamp-42')).toBeNull();
    expect(check(`${'orchid lantern quilt '.repeat(6)}`.slice(0, PASSWORD_MAX_LENGTH))).toBeNull();
  });

  it('refuses under 10 and over 128 characters, counting characters, not UTF-16 units', () => {
    expect(check('Kx9#vT2q!')).toBe('tooShort');
    expect(check('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe('tooLong');
    expect(passwordProblem('🦊🦊🦊🦊🦊', owner, null)).toBe('tooShort');
  });

  it('without an estimator yet, it still refuses what needs no dictionary', () => {
    expect(passwordProblem('          ', owner, null)).toBe('blank');
    expect(passwordProblem('jan.devries@example.nl', owner, null)).toBe('containsEmail');
    expect(passwordProblem('password123', owner, null)).toBeNull();
  });
});

describe('newPassword (the form rule)', () => {
  it('leaves an empty value to required, and gives the translated message of each refusal', () => {
    const rule = newPassword({ owner: () => owner, estimator: () => estimatePassword });
    expect(rule('', {})).toBe(true);
    expect(rule('short', {})).toEqual({ key: 'validations.minLength', params: { min: 10 } });
    expect(rule('password123', {})).toEqual({ key: 'validations.passwordCommon' });
    expect(rule('aaaaaaaaaa', {})).toEqual({ key: 'validations.passwordWeak' });
    expect(rule('Jan-DeVries-2026!', {})).toEqual({ key: 'validations.passwordContainsEmail' });
    expect(rule('correct horse battery staple', {})).toBe(true);
  });

  it('given the estimator arrives after typing, recheck shows the refusal without another keystroke', () => {
    let estimator: typeof estimatePassword | null = null;
    const form = new FormValidator({ fields: { password: [newPassword({ estimator: () => estimator })] } });
    form.setValue('password', 'password123');
    expect(form.state.messages.password).toEqual([]);
    estimator = estimatePassword;
    form.recheck();
    expect(form.state.messages.password).toEqual([{ key: 'validations.passwordCommon' }]);
    expect(form.state.valid).toBe(false);
  });
});
